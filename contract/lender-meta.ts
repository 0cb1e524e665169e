// Which lender a page belongs to. One server serves several lenders, each on its own host; the
// server writes `<meta name="jackey-lender" content='{"companyId":2,"appId":3,"market":"PH","locales":["en","fil"]}'>`
// into every page it sends, and the app reads it before its first render: the language it starts
// in is picked among `locales` before any of the app's code (src/i18n/catalogs.ts), so this
// module stays small.
import { isLocale, type Locale } from './locales'
import type { MarketCode } from './market/types'

export const LENDER_META = 'jackey-lender'

/** locales: the languages the lender offers, from its market. */
export type Lender = { companyId: number; appId: number; market: MarketCode; locales: Locale[] }

const positiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0

export function parseLender(content: string | null): Lender | null {
  if (!content) return null
  try {
    const value: unknown = JSON.parse(content)
    if (typeof value !== 'object' || value === null) return null
    const { companyId, appId, market, locales } = value as Record<string, unknown>
    // The shape only: the registry of markets (./market/profiles.ts) is the app's first chunk, not
    // this module's; src/config.ts asks it whether the market is one it knows.
    const isMarket = typeof market === 'string' && /^[A-Z]{2}$/.test(market)
    const validLocales = Array.isArray(locales) && locales.length > 0 && locales.every(isLocale)
    return positiveInt(companyId) && positiveInt(appId) && isMarket && validLocales ? { companyId, appId, market, locales } : null
  } catch {
    return null
  }
}

/** The tag, HTML-escaped, that the server puts first in a page's head. */
export function lenderMetaTag(l: Lender): string {
  const json = JSON.stringify({ companyId: l.companyId, appId: l.appId, market: l.market, locales: l.locales }).replaceAll('"', '&quot;')
  return `<meta name="${LENDER_META}" content="${json}">`
}

/** The lender named in this page, read without anything else of the app's (null outside a browser or without the tag). */
export function lenderOfDocument(): Lender | null {
  if (typeof document === 'undefined') return null
  return parseLender(document.querySelector(`meta[name="${LENDER_META}"]`)?.getAttribute('content') ?? null)
}
