// The screens the build renders ahead, in every language, and what tells the server which one a
// navigation gets (docs/decisions/0006-first-screen-in-the-html.md). The app keeps the two
// cookies; they hold a language code and a yes, nothing about the borrower.
import type { Locale } from './locales'
import type { MarketCode } from './market/types'

export const FIRST_SCREENS = { login: '/login', register: '/register', home: '/' } as const
export type FirstScreen = keyof typeof FIRST_SCREENS

/** The language the app last started in. */
export const LOCALE_COOKIE = 'jackey.locale'
/** Set while the app holds a login token: Home is its first screen, not the login. */
export const SIGNED_IN_COOKIE = 'jackey.signed-in'

/** Where the build writes a screen of a market's lenders (each market has its own phone prefix and languages), beside index.html. */
export const firstScreenFile = (market: MarketCode, screen: FirstScreen, locale: Locale) => `first-screens/${market}/${screen}.${locale}.html`

/**
 * The `document.cookie` line that keeps (a value) or drops (null) one of the two cookies for a
 * year, site-wide; `secure` on an HTTPS origin.
 */
export function cookieLine(name: typeof LOCALE_COOKIE | typeof SIGNED_IN_COOKIE, value: string | null, secure: boolean): string {
  const keep = value === null ? '=; max-age=0' : `=${value}; max-age=31536000`
  return `${name}${keep}; path=/; samesite=lax${secure ? '; secure' : ''}`
}
