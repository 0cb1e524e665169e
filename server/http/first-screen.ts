// Which page a navigation gets: the app's first screen already rendered in the borrower's
// language (built by scripts/vite/first-screens.ts), or index.html with its skeleton.
// docs/decisions/0006-first-screen-in-the-html.md
import { FIRST_SCREENS, type FirstScreen, firstScreenFile, LOCALE_COOKIE, SIGNED_IN_COOKIE } from '../../contract/first-screens'
import { isLocale, type Locale, pickLocale } from '../../contract/locales'

type Request = { path: string; cookie: string | undefined; acceptLanguage: string | undefined }

/** The file under dist/ for this navigation, or null where only the skeleton fits. */
export function firstScreenPath({ path, cookie, acceptLanguage }: Request): string | null {
  const cookies = parseCookies(cookie)
  const screen = screenFor(path, cookies.get(SIGNED_IN_COOKIE) === '1')
  if (!screen) return null
  const saved = cookies.get(LOCALE_COOKIE)
  return firstScreenFile(screen, isLocale(saved) ? saved : localeOf(acceptLanguage))
}

function screenFor(path: string, signedIn: boolean): FirstScreen | null {
  if (!(Object.values(FIRST_SCREENS) as string[]).includes(path)) return null
  // The app sends a signed-in borrower from the login screens to Home, and a signed-out
  // visitor from Home to the login: show the screen they end on at once.
  if (signedIn) return 'home'
  return path === FIRST_SCREENS.register ? 'register' : 'login'
}

/** The language the app would pick from the same list (navigator.languages), by preference. */
function localeOf(header: string | undefined): Locale {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q)
  return pickLocale(tags.map(({ tag }) => tag))
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  return cookies
}
