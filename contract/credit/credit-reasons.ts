// The reasons the bureau and the scorecard give (issue 36), part of the decision reasons the
// app translates (contract/decision-reasons.ts): codes only, never the server's own words.
import { SCORE_REASONS } from './scorecard'

export const BUREAU_REASONS = [
  /** Sent to a person: the borrower did not allow a bureau inquiry, so none was made. */
  'bureau_consent_missing',
  /** Sent to a person: the bureau gave no answer in time. */
  'bureau_unavailable',
] as const

export const CREDIT_REASONS = [
  ...BUREAU_REASONS,
  /** The amount asked is above what the applicant's score band may borrow. */
  'above_score_limit',
  ...SCORE_REASONS,
] as const
