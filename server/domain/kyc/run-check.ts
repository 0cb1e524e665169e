// The kyc-check job: one identity check, outside any transaction while it works (the face match
// takes seconds of CPU, the authority answers in its own time), then one transaction that records
// the outcome, provided the check is still the borrower's current one.
import { eq } from 'drizzle-orm'
import { identityChecks } from '../../db/schema'
import type { Services } from '../../http/services'
import { callProvider } from '../../providers/call-provider'
import type { IdentityCheckAnswer } from '../../providers/identity-check/port'
import type { Job } from '../jobs/queue'
import { marketOfCompany } from '../markets/company-market'
import { applyCheckOutcome } from './apply-outcome'
import { matchFacesOffThread } from './faces-off-thread'
import { photoHash } from './photo-hash'

/** After this many tries without an answer from the authority, a person checks instead. */
export const ATTEMPTS_BEFORE_PERSON = 4

const UNAVAILABLE: IdentityCheckAnswer = {
  document: { outcome: 'review', reasons: ['check_unavailable'] },
  liveness: { outcome: 'not_performed', reasons: [] },
}

export async function runIdentityCheck(services: Services, job: Job): Promise<void> {
  const { db, storage, identityChecks: checks, env } = services
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
  let answer: IdentityCheckAnswer
  try {
    answer = await callProvider(`identity ${provider.name}`, env.PROVIDER_TIMEOUT_MS, (signal) =>
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
    )
  } catch (error) {
    // Retried by the queue with its backoff; the borrower is never asked to send anything again for it.
    if (job.attempts < ATTEMPTS_BEFORE_PERSON) throw error
    services.log.info({ msg: 'identity check unanswered: a person checks', checkId: check.id, provider: provider.name })
    answer = UNAVAILABLE
  }
  const steps = { document: answer.document, face: { outcome: face.outcome, reasons: face.reasons }, liveness: answer.liveness }
  await db.transaction((tx) => applyCheckOutcome(tx, { check, steps, faceDistance: face.distance, hashes, provider: provider.name }, services.now()))
}
