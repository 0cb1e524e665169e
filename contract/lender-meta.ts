// Which lender a page belongs to. One server serves several lenders, each on its own host; the
// server writes `<meta name="jackey-lender" content='{"companyId":2,"appId":3,"market":"PH"}'>`
// into every page it sends, and the app reads it before its first render.
import { isMarketCode } from './market/profiles'
import type { MarketCode } from './market/types'

export const LENDER_META = 'jackey-lender'

export type Lender = { companyId: number; appId: number; market: MarketCode }

const positiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0

export function parseLender(content: string | null): Lender | null {
  if (!content) return null
  try {
    const value: unknown = JSON.parse(content)
    if (typeof value !== 'object' || value === null) return null
    const { companyId, appId, market } = value as Record<string, unknown>
    return positiveInt(companyId) && positiveInt(appId) && isMarketCode(market) ? { companyId, appId, market } : null
  } catch {
    return null
  }
}

/** The tag, HTML-escaped, that the server puts first in a page's head. */
export function lenderMetaTag(l: Lender): string {
  const json = JSON.stringify({ companyId: l.companyId, appId: l.appId, market: l.market }).replaceAll('"', '&quot;')
  return `<meta name="${LENDER_META}" content="${json}">`
}
