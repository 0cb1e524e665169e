// What the borrower is shown of their identity check, derived from the user copy (contract/kyc.ts):
// pure, so every status and retake is tested without a screen.
import type { KycReason, RetakeSlot } from '../../../contract/kyc'
import type { Kyc } from '../../../contract/schemas/accounts'

/**
 * checking: a check runs; verified; person: a person looks, nothing asked of the borrower;
 * retake: photos asked for again; rejected: nothing to retake, check the details or contact support.
 */
export type KycView =
  | { kind: 'checking' }
  | { kind: 'verified' }
  | { kind: 'person'; reasons: KycReason[] }
  | { kind: 'retake'; slots: RetakeSlot[]; reasons: KycReason[] }
  | { kind: 'rejected'; reasons: KycReason[] }

/** Reasons the borrower is told; a reused photo is for staff only (the server leaves it out too). */
const shown = (reasons: readonly KycReason[]) => reasons.filter((r) => r !== 'photo_reused')

/** What to show, or null before anything is sent (or from a copy saved by an older app). */
export function kycView(kyc: Kyc | undefined): KycView | null {
  if (!kyc || kyc.status === 'none') return null
  const reasons = shown(kyc.reasons)
  if (kyc.status === 'verified') return { kind: 'verified' }
  if (kyc.retake.length > 0) return { kind: 'retake', slots: [...kyc.retake], reasons }
  if (kyc.status === 'pending') return { kind: 'checking' }
  if (kyc.status === 'review') return { kind: 'person', reasons }
  return { kind: 'rejected', reasons }
}

/** While a check runs, /user/info is asked again this often, for this long: "verified" then shows by itself. */
export const KYC_REFRESH_EVERY_MS = 3_000
export const KYC_REFRESH_FOR_MS = 90_000
