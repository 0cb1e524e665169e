// A borrower's clock follows their province where a country spans zones (Indonesia: WIB, WITA,
// WIT); elsewhere, and for a province not found, the market's own zone.
import type { MarketPack } from './types'

/** The IANA zone of `province` (a region's English name, as `provinceCity` stores it) in `market`. */
export function provinceTimeZone(market: Pick<MarketPack, 'timeZone' | 'regions'>, province: string | null | undefined): string {
  if (!province) return market.timeZone
  return market.regions.find((r) => r.province === province)?.timeZone ?? market.timeZone
}
