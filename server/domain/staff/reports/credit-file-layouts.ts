// The monthly credit-bureau file layouts, by the name a market pack gives its bureau's format
// (MarketPack.creditBureau.fileLayout): the Philippine CIC's Standard Data Submission Format and
// the Thai NCB's consumer-loan fields (docs/credit-file.md). A market whose bureau gives its
// format to members only names none, and its lenders get no file.
import { ApiError } from '../../../../contract/api-error'
import type { CreditFileLayoutKind, MarketPack } from '../../../../contract/market/types'
import { CIC_LAYOUT } from './cic/cic-layout'
import type { CreditFileLayout } from './credit-file-layout'
import { NCB_LAYOUT } from './ncb-layout'

const LAYOUTS: Readonly<Record<CreditFileLayoutKind, CreditFileLayout>> = { 'cic-csdf': CIC_LAYOUT, 'ncb-csv': NCB_LAYOUT }

/** The market's bureau file layout; a market without one is refused with 40107 (its file awaits the lender's membership). */
export function creditFileLayout(market: Pick<MarketPack, 'creditBureau'>): CreditFileLayout {
  const kind = market.creditBureau.fileLayout
  if (kind === null) throw new ApiError(40107)
  return LAYOUTS[kind]
}
