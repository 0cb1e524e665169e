// Renders the first screens at build time (vite.config.ts, prerenderFirstScreens), in Node, with
// the same components, router and catalogs as the app: what the app's own first render shows
// before any of the borrower's data has loaded. docs/decisions/0006-first-screen-in-the-html.md
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { text } from 'node:stream/consumers'
import { FIRST_SCREENS, type FirstScreen } from '../contract/first-screens'
import { marketProfile, marketProfiles } from '../contract/market/profiles'
import type { MarketCode } from '../contract/market/types'
import { lender } from './config'
import { i18n, loadLocale } from './i18n/i18n'
import type { Locale } from './i18n/locales'
import { routeTree } from './route-tree.gen'
import { setToken } from './state/session'

export const FIRST_SCREEN_MARKETS = marketProfiles().map(({ code, locales }) => ({ code, locales }))

export async function renderFirstScreen(screen: FirstScreen, locale: Locale, market: MarketCode): Promise<string> {
  // Only the market shows on these screens (phone prefix, languages); the server names the lender when it sends one.
  lender.market = market
  lender.locales = [...marketProfile(market).locales]
  await loadLocale(locale)
  // Home is rendered as a signed-in borrower's, with nothing of theirs loaded yet; the login
  // screens as a signed-out visitor's. No token leaves this process.
  setToken(screen === 'home' ? 'first-screen' : null)
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [FIRST_SCREENS[screen]] }), isServer: true })
  await router.load()
  const errors: unknown[] = []
  // Waits for every lazy part, as the app's first render does after router.load().
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
    // React would render a failed part as an empty boundary; a build must not ship that.
    { onError: (error) => void errors.push(error) },
  )
  const html = await text(prelude)
  if (errors.length > 0) throw new AggregateError(errors, `The ${screen} screen (${locale}) failed to render`)
  return html
}
