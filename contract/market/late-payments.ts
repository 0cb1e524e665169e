// Each market's late-payment rules on their own, for the app's screens that show them (the loan
// view, the contract, the FAQ): the full packs (./index.ts) are too large for the app, and the
// profiles (./profiles.ts) are in its first chunk, where these texts are not needed.
import { PH_LATE_PAYMENT } from './ph/late-payment'
import { TH_LATE_PAYMENT } from './th/late-payment'
import type { LatePaymentRules, MarketCode } from './types'

export const LATE_PAYMENTS: Readonly<Record<MarketCode, LatePaymentRules>> = { TH: TH_LATE_PAYMENT, PH: PH_LATE_PAYMENT }
