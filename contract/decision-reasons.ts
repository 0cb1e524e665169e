import { CREDIT_REASONS } from './credit/credit-reasons'

// Why an application was refused, from a fixed list the app translates; a refusal
// never carries free text from the server.
export const DECISION_REASONS = [
  'age_out_of_range',
  'identity_not_verified',
  'bank_not_verified',
  'not_affordable',
  'open_loan',
  'amount_out_of_limits',
  'profile_incomplete',
  // The borrower's limits (contract/credit-limits.ts): the law's, then the lender's affordability policy.
  'above_legal_limit',
  'too_many_lenders',
  'below_living_minimum',
  'debt_service_limit',
  // Only a reviewer refuses for these, with a note saying why; the borrower reads neutral words.
  'fraud',
  'other',
  ...CREDIT_REASONS,
] as const

export type DecisionReason = (typeof DECISION_REASONS)[number]

/** Why an application waits for a person (status 1): staff see these; the borrower sees "under review". */
export const REVIEW_REASONS = [
  'identity_not_verified',
  'amount_above_review_limit',
  'shared_payout_account',
  'shared_device',
  'photo_reused',
  'shared_emergency_contact',
  'application_burst',
  // Issue 36: no bureau consent, no bureau answer in time, a score in a band set for review.
  'bureau_consent_missing',
  'bureau_unavailable',
  'score_band_review',
] as const
export type ReviewReason = (typeof REVIEW_REASONS)[number]

/** Why a product is shown greyed out. */
export const PRODUCT_UNAVAILABLE_REASONS = ['paused_by_lender', 'outside_market_rules'] as const
export type ProductUnavailableReason = (typeof PRODUCT_UNAVAILABLE_REASONS)[number]
