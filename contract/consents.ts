// What the borrower is asked to consent to, one purpose at a time, before any of
// that data leaves the phone. Bump the version when the wording changes.
export const DATA_PURPOSES = ['identity_verification', 'bank_account', 'credit_assessment'] as const
/**
 * Every consent recorded: the data purposes, and the borrowing policy agreed to on Home, kept
 * with the others so that it is asked once, outlives the phone and can be withdrawn the same way.
 */
export const CONSENT_PURPOSES = [...DATA_PURPOSES, 'borrowing_policy', 'credit_bureau'] as const
/**
 * Asked on the apply screen, not with the data purposes: an inquiry at the credit bureau for
 * each application (docs/credit-bureau.md). Without it nobody asks the bureau and the application
 * waits for a person, never a refusal.
 */
export const BUREAU_PURPOSE = 'credit_bureau' satisfies ConsentPurpose
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]
export const CONSENT_VERSION = '2026-11'

/** Which consent each submission needs. */
export const CONSENT_FOR: Partial<Record<string, ConsentPurpose>> = {
  '/user/identity/apply': 'identity_verification',
  '/user/bank/binding': 'bank_account',
  '/user/updateEmergency': 'credit_assessment',
}

export const ROLES = ['working', 'studying'] as const
export type Role = (typeof ROLES)[number]
