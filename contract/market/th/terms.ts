import type { MarketTerms } from '../types'
import { TH_COMPLAINTS } from './complaints'
import { TH_LATE_PAYMENT } from './late-payment'
import { TH_REGULATORS } from './regulators'

export const TH_TERMS: MarketTerms = { latePayment: TH_LATE_PAYMENT, complaints: TH_COMPLAINTS, regulators: TH_REGULATORS }
