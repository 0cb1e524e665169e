// Each market's complaint handling and the body a borrower escalates to, for the app's screens
// that show them (Support, the loan view, the FAQ): kept out of the profiles (./profiles.ts),
// which are in the app's first chunk, as ./late-payments.ts is.
import { PH_COMPLAINTS } from './ph/complaints'
import { TH_COMPLAINTS } from './th/complaints'
import type { ComplaintCare, MarketCode } from './types'

export const COMPLAINT_CARE: Readonly<Record<MarketCode, ComplaintCare>> = { TH: TH_COMPLAINTS, PH: PH_COMPLAINTS }
