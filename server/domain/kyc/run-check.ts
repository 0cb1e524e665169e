// The kyc-check job: one identity check, outside any transaction while it works (the face match
// takes seconds of CPU, the authority and the liveness vendor answer in their own time), then one
// transaction that records the outcome, provided the check is still the borrower's current one.
import { eq } from 'drizzle-orm'
import { identityChecks } from '../../db/schema'
import type { Services } from '../../services'
import { callProvider } from '../../providers/call-provider'
import type { IdentityCheckAnswer } from '../../providers/identity-check/port'
import { PERSON_LOOKS } from '../../providers/liveness/port'
import type { Job } from '../jobs/queue'
import { marketOfCompany } from '../markets/company-market'
import { applyCheckOutcome } from './apply-outcome'
import type { StepResult } from './check-outcome'
import { matchFacesOffThread } from './faces-off-thread'
import { photoHash } from './photo-hash'

/** After this many tries without an answer from the authority or the liveness vendor, a person checks instead. */
export const ATTEMPTS_BEFORE_PERSON = 4

const UNAVAILABLE: IdentityCheckAnswer = { document: { outcome: 'review', reasons: ['check_unavailable'] } }
/** No liveness check is set up: not performed, and the identity goes to a person (check-outcome.ts). */
const NO_LIVENESS_CHECK: StepResult = { outcome: 'not_performed', reasons: ['liveness_not_checked'] }

export async function runIdentityCheck(services: Services, job: Job): Promise<void> {
  const { db, storage, identityChecks: checks, liveness, env } = services
  const { checkId } = job.payload as { checkId: number }
  const [check] = await db.select().from(identityChecks).where(eq(identityChecks.id, checkId))
  if (!check || check.status !== 'pending') return
  const [front, back, hand] = await Promise.all([storage.get(check.photos.front), storage.get(check.photos.back), storage.get(check.photos.hand)])
  // A photo replaced or erased since: a newer check (or none) speaks for the borrower now.
  if (!front || !back || !hand) return
  const face = await matchFacesOffThread(front.bytes, hand.bytes)
  const hashes = { front: await photoHash(front.bytes), back: await photoHash(back.bytes), hand: await photoHash(hand.bytes) }
  const market = await marketOfCompany(db, check.companyId)
  const provider = checks.forMarket(market)
  const { fields } = check
  // Both asked at once; either one failing makes the queue ask both again (each idempotent by the check's id).
  const [document, live] = await Promise.allSettled([
    callProvider(`identity ${provider.name}`, env.PROVIDER_TIMEOUT_MS, (signal) =>
      provider.check(
        {
          idempotencyKey: `identity-check-${check.id}`,
          market: market.code,
          needsLaserCode: market.identityCheck.laserCode,
          idType: fields.idType ?? null,
          identity: fields.identity ?? '',
          realName: fields.realName ?? '',
          birthday: fields.birthday ?? '',
          laserCode: fields.laserCode ?? null,
          photos: { front: front.bytes, back: back.bytes, hand: hand.bytes },
        },
        signal,
      ),
    ),
    liveness
      ? callProvider(`liveness ${liveness.name}`, env.PROVIDER_TIMEOUT_MS, (signal) =>
          liveness.check({ idempotencyKey: `liveness-check-${check.id}`, photo: hand.bytes, holder: fields.realName ?? '' }, signal),
        )
      : null,
  ])
  const failed = [document, live].find((r) => r.status === 'rejected')
  // Retried by the queue with its backoff; the borrower is never asked to send anything again for it.
  if (failed && job.attempts < ATTEMPTS_BEFORE_PERSON) throw failed.reason
  if (failed) services.log.info({ msg: 'identity check unanswered: a person checks', checkId: check.id, provider: provider.name, liveness: liveness?.name ?? null })
  const answer = document.status === 'fulfilled' ? document.value : UNAVAILABLE
  const livenessStep: StepResult = live.status === 'rejected' ? PERSON_LOOKS : (live.value ?? NO_LIVENESS_CHECK)
  const steps = { document: answer.document, face: { outcome: face.outcome, reasons: face.reasons }, liveness: livenessStep }
  const providers = liveness ? `${provider.name}+${liveness.name}` : provider.name
  await db.transaction((tx) => applyCheckOutcome(tx, { check, steps, faceDistance: face.distance, hashes, provider: providers }, services.now()))
}
