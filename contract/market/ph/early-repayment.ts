import type { EarlyRepaymentRules } from '../types'

/**
 * The Philippines: a borrower who repays early owes no interest for the time after the payment,
 * and the unearned part of the finance charge is rebated (Consumer Act RA 7394, Title IV; the
 * Truth in Lending Act RA 3765 asks that charges be disclosed). A pre-termination fee may be
 * charged only where disclosed in the contract; ours names none, so none is charged. Actual days
 * over 365: docs/payoff.md says what could and could not be confirmed.
 */
export const PH_EARLY_REPAYMENT: EarlyRepaymentRules = { dayCount: 'actual/365', prepaymentFeeAllowed: true }
