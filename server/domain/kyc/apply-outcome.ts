// Records what a check or a person concluded about a borrower's identity, in one transaction: the
// check, the borrower's status, a fraud hit for photos copied from another borrower, and a new
// decision on any application that waited for the identity.
import { and, eq, sql } from 'drizzle-orm'
import type { KycReason } from '../../../contract/kyc'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { fraudHits, identityChecks, orders, users } from '../../db/schema'
import { enqueue } from '../jobs/queue'
import { type CheckSteps, concludeCheck } from './check-outcome'
import type { PhotoHash } from './photo-hash'
import { keepHashesAndFindCopies, type Slot } from './photo-reuse'

type CheckRow = typeof identityChecks.$inferSelect
export type IdentityOutcome = 'verified' | 'review' | 'rejected'

export type CheckResult = { check: CheckRow; steps: CheckSteps; faceDistance: number | null; hashes: Record<Slot, PhotoHash>; provider: string }

export async function applyCheckOutcome(db: Db, { check, steps, faceDistance, hashes, provider }: CheckResult, now: Date): Promise<void> {
  const [locked] = await db.select({ status: identityChecks.status }).from(identityChecks).where(eq(identityChecks.id, check.id)).for('update')
  // Superseded by newer photos, or decided by a person while the check ran.
  if (locked?.status !== 'pending') return
  const copies = await keepHashesAndFindCopies(db, check.userId, check.companyId, hashes)
  const { status, reasons } = concludeCheck(steps, copies.length > 0)
  await db.update(identityChecks).set({ status, steps, faceDistance, reasons, provider, finishedAt: now }).where(eq(identityChecks.id, check.id))
  if (copies.length > 0) {
    await db.insert(fraudHits).values({
      companyId: check.companyId,
      userId: check.userId,
      signal: 'photo_reused',
      otherUserIds: [...new Set(copies.map((c) => c.userId))],
      evidence: { slots: [...new Set(copies.map((c) => c.slot))], checkId: check.id },
      createdAt: now,
    })
  }
  await setIdentityOutcome(db, check.userId, status, reasons, `check:${check.id}`, now)
}

/** The borrower's identity as the app and the rules see it; applications waiting for it are decided again. */
export async function setIdentityOutcome(db: Db, userId: number, status: IdentityOutcome, reasons: readonly KycReason[], by: string, now: Date): Promise<void> {
  const verified = status === 'verified'
  await db
    .update(users)
    .set({ kycStatus: status, kycReasons: [...reasons], identityVerified: verified, identityVerifiedBy: verified ? by : null, identityVerifiedAt: verified ? now : null })
    .where(eq(users.id, userId))
  if (status === 'review') return
  const waiting = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.inReview), sql`${orders.reviewReasons} @> '["identity_not_verified"]'::jsonb`))
  for (const { id } of waiting) await enqueue(db, 'decide', { orderId: id, identityDecided: true }, now)
}
