import type { EarlyRepaymentRules } from '../types'

/**
 * Thailand: no fee of any kind for repaying a personal loan before its due date, in part or in
 * full (BOT Notification FPG. 13/2566, 28 December 2023; docs/payoff.md). Interest by actual
 * days over a year of 365: the common practice of Thai lenders; no notification we could read
 * prescribes it (docs/payoff.md says so).
 */
export const TH_EARLY_REPAYMENT: EarlyRepaymentRules = { dayCount: 'actual/365', prepaymentFeeAllowed: false }
