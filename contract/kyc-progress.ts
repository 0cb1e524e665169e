// How far the borrower's identity has come, as the app's profile flow counts it: the server lets a
// borrower apply once the identity is sent (its check may still run, or a person may look), so the
// identity step is done then, not only once verified; a photo asked for again, or a rejection,
// opens it again.
import type { UserInfo } from './schemas/accounts'

type IdentityState = Pick<UserInfo, 'kyc' | 'userQualificationView'>

const SENT = ['pending', 'verified', 'review'] as const

/** Whether the identity step is done: sent and not rejected, with no photo asked for again. */
export function identityStepDone({ kyc, userQualificationView }: IdentityState): boolean {
  // A copy saved on this phone by an older app has no kyc: its identity figure meant "sent".
  if (kyc === undefined) return userQualificationView.identity >= 1 && userQualificationView.identity <= 3
  if (kyc.retake.length > 0) return false
  return (SENT as readonly string[]).includes(kyc.status)
}

/** Whether a check or a person has verified the identity (name and ID number then cannot change). */
export function identityVerified({ kyc, userQualificationView }: IdentityState): boolean {
  if (kyc !== undefined) return kyc.status === 'verified'
  return userQualificationView.identity >= 1 && userQualificationView.identity <= 3
}
