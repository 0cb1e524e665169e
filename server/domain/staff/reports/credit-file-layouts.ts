// Each market's monthly credit-bureau file: the Philippine CIC's Standard Data Submission Format
// and the Thai NCB's consumer-loan fields (docs/credit-file.md).
import type { MarketCode } from '../../../../contract/market/types'
import { CIC_LAYOUT } from './cic/cic-layout'
import type { CreditFileLayout } from './credit-file-layout'
import { NCB_LAYOUT } from './ncb-layout'

export const CREDIT_FILE_LAYOUTS: Record<MarketCode, CreditFileLayout> = { PH: CIC_LAYOUT, TH: NCB_LAYOUT }
