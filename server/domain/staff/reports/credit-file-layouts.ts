// Each market's monthly credit-bureau file: the Philippine CIC's Standard Data Submission Format
// and the Thai NCB's consumer-loan fields (docs/credit-file.md).
import type { MarketCode } from '../../../../contract/market/types'
import { CIC_LAYOUT } from './cic/cic-layout'
import type { CreditFileLayout } from './credit-file-layout'
import { NCB_LAYOUT } from './ncb-layout'

const LAYOUTS: Readonly<Record<MarketCode, CreditFileLayout>> = { PH: CIC_LAYOUT, TH: NCB_LAYOUT }

/** The market's bureau file layout; a market without one reports to no bureau here yet, which is a configuration error. */
export function creditFileLayout(market: MarketCode): CreditFileLayout {
  const layout = LAYOUTS[market]
  if (!layout) throw new Error(`no credit-bureau file layout for market "${market}"`)
  return layout
}
