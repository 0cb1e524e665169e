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
  ...CREDIT_REASONS,
] as const

export type DecisionReason = (typeof DECISION_REASONS)[number]

/** Why a product is shown greyed out. */
export const PRODUCT_UNAVAILABLE_REASONS = ['paused_by_lender', 'outside_market_rules'] as const
export type ProductUnavailableReason = (typeof PRODUCT_UNAVAILABLE_REASONS)[number]
