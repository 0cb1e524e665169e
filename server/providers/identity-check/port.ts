// The identity check as a provider sees it: the authority's answer on the document. The face match
// runs in this process (domain/kyc/face-match.ts) and liveness is a provider of its own
// (providers/liveness/). Called only after the check was committed, from the kyc-check job, bounded
// in time, with the check's id as the idempotency key.
import type { KycReason, StepOutcome } from '../../../contract/kyc'
import type { MarketCode } from '../../../contract/market/types'

export type IdentityCheckRequest = {
  /** The check's id: asking again with it (a retried job) is the same check. */
  idempotencyKey: string
  market: MarketCode
  /** The market's card check needs the code on the back of the card (Thailand's DOPA check). */
  needsLaserCode: boolean
  idType: string | null
  identity: string
  realName: string
  /** YYYY-MM-DD. */
  birthday: string
  laserCode: string | null
  photos: { front: Uint8Array; back: Uint8Array; hand: Uint8Array }
}

export type StepAnswer = { outcome: StepOutcome; reasons: KycReason[] }

export type IdentityCheckAnswer = { document: StepAnswer }

export type IdentityCheckProvider = {
  readonly name: string
  check(request: IdentityCheckRequest, signal: AbortSignal): Promise<IdentityCheckAnswer>
}

/** The provider answered something that is not an answer: the job asks again later. */
export class IdentityCheckGarbage extends Error {
  constructor(readonly provider: string, detail: string) {
    super(`${provider} answered what is not a check result: ${detail}`)
    this.name = 'IdentityCheckGarbage'
  }
}
