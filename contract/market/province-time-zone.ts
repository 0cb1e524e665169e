// A borrower's clock follows their province where a country spans zones (Indonesia: WIB, WITA,
// WIT); elsewhere, and for a province not found, the market's own zone.
import type { MarketPack } from './types'

/** The IANA zone of `province` (a region's English name, as `provinceCity` stores it) in `market`. */
export function provinceTimeZone(market: Pick<MarketPack, 'timeZone' | 'regions'>, province: string | null | undefined): string {
  if (!province) return market.timeZone
  return market.regions.find((r) => r.province === province)?.timeZone ?? market.timeZone
}

/**
 * The market as one borrower's clock reads it: its `timeZone` is that of their province, from the
 * stored "Province,City" (`provinceCity`). Contact hours, "today" and days overdue of that borrower
 * are then kept at their own local hours and midnight (OJK: collection 08:00-20:00 local time).
 */
export function inBorrowerZone<M extends Pick<MarketPack, 'timeZone' | 'regions'>>(market: M, provinceCity: string | null | undefined): M {
  return { ...market, timeZone: provinceTimeZone(market, provinceCity?.split(',')[0]) }
}
