// Why a payout to the borrower's bank failed, from a fixed list the app translates.
// Each one asks the borrower only to check or change their own bank account.
export const PAYOUT_FAILURES = ['account_closed', 'name_mismatch', 'account_invalid', 'bank_unavailable'] as const
export type PayoutFailure = (typeof PAYOUT_FAILURES)[number]
