// The liveness of the hand-held photo as a provider sees it: one photo in, whether a person was in
// front of the camera (not a photo of a screen or of a print) out. Called only after the check was
// committed, from the kyc-check job, bounded in time, with the check's id as the idempotency key.
import type { KycReason } from '../../../contract/kyc'

export type LivenessRequest = {
  /** The check's id: asking again with it (a retried job) is the same check. */
  idempotencyKey: string
  /** The hand-held photo as stored (re-encoded JPEG). */
  photo: Uint8Array
  /** The name as typed: only the sandbox reads it, to reach each outcome from the app (docs/identity.md); no vendor is sent it. */
  holder: string
}

/** passed: a live person; failed: a photo of a screen or a print (retaken); review: a person looks. */
export type LivenessAnswer = { outcome: 'passed' | 'failed' | 'review'; reasons: KycReason[] }

export type LivenessCheck = {
  readonly name: string
  check(request: LivenessRequest, signal: AbortSignal): Promise<LivenessAnswer>
}

/** The vendor answered something that is not an answer: the job asks again later. */
export class LivenessGarbage extends Error {
  constructor(readonly provider: string, detail: string) {
    super(`${provider} answered what is not a liveness result: ${detail}`)
    this.name = 'LivenessGarbage'
  }
}

export const LIVE: LivenessAnswer = { outcome: 'passed', reasons: [] }
/** Retaken with the guide: the reason asks for the hand-held photo again (contract/kyc.ts RETAKE_FOR). */
export const NOT_LIVE: LivenessAnswer = { outcome: 'failed', reasons: ['liveness_failed'] }
export const PERSON_LOOKS: LivenessAnswer = { outcome: 'review', reasons: ['liveness_not_checked'] }
