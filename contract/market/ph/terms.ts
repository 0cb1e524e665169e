import type { MarketTerms } from '../types'
import { PH_COMPLAINTS } from './complaints'
import { PH_LATE_PAYMENT } from './late-payment'
import { PH_REGULATORS } from './regulators'

export const PH_TERMS: MarketTerms = { latePayment: PH_LATE_PAYMENT, complaints: PH_COMPLAINTS, regulators: PH_REGULATORS }
