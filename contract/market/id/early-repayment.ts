import type { EarlyRepaymentRules } from '../types'

// Issue 40: being written.
export const ID_EARLY_REPAYMENT: EarlyRepaymentRules = { dayCount: 'actual/365', prepaymentFeeAllowed: false }
