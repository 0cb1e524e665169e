// Which page a navigation gets: the app's first screen already rendered in the borrower's
// language (built by scripts/vite/first-screens.ts), or index.html with its skeleton.
// docs/decisions/0006-first-screen-in-the-html.md
import type { Context } from 'hono'
import { accepts } from 'hono/accepts'
import { getCookie } from 'hono/cookie'
import { FIRST_SCREENS, type FirstScreen, firstScreenFile, LOCALE_COOKIE, SIGNED_IN_COOKIE } from '../../contract/first-screens'
import { marketProfile } from '../../contract/market/profiles'
import type { MarketCode } from '../../contract/market/types'
import type { Locale } from '../../contract/locales'
import { marketLocale } from '../../contract/market/market-locale'

/** The file under dist/ for a navigation to `path` on a lender of `market`, or null where only the skeleton fits. */
export function firstScreenPath(c: Context, path: string, market: MarketCode): string | null {
  const screen = screenFor(path, getCookie(c, SIGNED_IN_COOKIE) === '1')
  if (!screen) return null
  const offered = marketProfile(market).locales
  return firstScreenFile(market, screen, requestLocale(c, offered))
}

/**
 * The language a text the server writes itself speaks: the borrower's choice in the app (its
 * cookie), else the browser's, among `offered`; else `otherwise`, else English as the app starts.
 */
export function requestLocale(c: Context, offered: readonly Locale[], otherwise?: Locale): Locale {
  const tags = browserTags(c)
  return marketLocale(offered, getCookie(c, LOCALE_COOKIE) ?? null, otherwise ? [...tags, otherwise] : tags)
}

function screenFor(path: string, signedIn: boolean): FirstScreen | null {
  if (!(Object.values(FIRST_SCREENS) as string[]).includes(path)) return null
  // The app sends a signed-in borrower from the login screens to Home, and a signed-out
  // visitor from Home to the login: show the screen they end on at once.
  if (signedIn) return 'home'
  return path === FIRST_SCREENS.register ? 'register' : 'login'
}

/** The browser's languages as the app sees them (navigator.languages): by weight, then in order. */
function browserTags(c: Context): string[] {
  let tags: string[] = []
  accepts(c, {
    header: 'Accept-Language',
    supports: [],
    default: '',
    match: (accepted) => {
      tags = accepted.filter((t) => t.q > 0).sort((a, b) => b.q - a.q).map((t) => t.type)
      return ''
    },
  })
  return tags
}

