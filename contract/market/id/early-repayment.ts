import type { EarlyRepaymentRules } from '../types'

/**
 * Indonesia: the borrower may repay early at any time; the platform's own terms name no fee for it
 * (docs/payoff.md). OJK's economic benefit is counted by calendar day (SEOJK 19/SEOJK.06/2023), so
 * interest to the day counts actual days over a year of 365. Whether a contract may name a fee for
 * repaying early is not settled by a rule we could read, so the pack says no.
 */
export const ID_EARLY_REPAYMENT: EarlyRepaymentRules = { dayCount: 'actual/365', prepaymentFeeAllowed: false }
