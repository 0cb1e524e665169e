// The only reasons an account can be put on hold. The app shows its own words for
// each; a hold never asks the borrower for anything beyond what its reason says.
export const HOLD_REASONS = [
  'reupload_identity_photo',
  'verify_bank_account',
  'identity_under_review',
  'account_security_check',
] as const

export type HoldReason = (typeof HOLD_REASONS)[number]
