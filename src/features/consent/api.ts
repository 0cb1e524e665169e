import { CONSENT_PURPOSES, type ConsentPurpose } from '../../../contract/consents'
import type { Data } from '../../../contract/endpoints'
import { call } from '../../api/client'
import { useRemote } from '../../api/use-remote'
import type { Submission } from '../../offline/outbox-paths'

export type ConsentRecord = Data<'/user/consents'>[number]

export function useConsents() {
  return useRemote(() => call('/user/consents', {}))
}

/** Purposes whose consent stands now. */
export function standingPurposes(records: readonly ConsentRecord[]): Set<ConsentPurpose> {
  return new Set(records.filter((r) => r.withdrawnAt === null).map((r) => r.purpose))
}

/** One submission per purpose newly agreed to, in the contract's order. */
export function consentSubmissions(agreed: ReadonlySet<ConsentPurpose>, standing: ReadonlySet<ConsentPurpose>): Submission[] {
  return CONSENT_PURPOSES.filter((p) => agreed.has(p) && !standing.has(p)).map((purpose) => ({
    path: '/user/consent/give',
    body: { purpose },
  }))
}

/** Withdrawing happens online, at once: it must never wait behind data it is meant to stop. */
export async function withdrawConsent(purpose: ConsentPurpose): Promise<void> {
  await call('/user/consent/withdraw', { purpose }, { idempotencyKey: crypto.randomUUID() })
}
