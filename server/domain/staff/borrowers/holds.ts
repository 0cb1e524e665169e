// A hold stops new applications and withdrawals (the borrower API answers 20003) and sends
// the borrower's app to /hold, which asks only for what the reason names. Its review day puts it
// in the holds to review once it comes; only a person lifts it (docs/architecture.md "Holds to review").
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm'
import { ApiError } from '../../../../contract/api-error'
import type { AdminParsedBody } from '../../../../contract/admin/endpoints'
import type { HoldToReview } from '../../../../contract/admin/schemas/borrowers'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { users } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { todayForCompany } from '../../markets/local-days'
import { usersOfCompany } from '../../tenancy/company-scope'
import { borrowerRow, holdOf } from '../borrower-row'
import type { StaffActor } from '../staff-actor'

/** The note (why, for staff and auditors) stays in the audit entry; the borrower sees the reason's own words. */
export function setHold(db: Db, { userId, reason, note, reviewOn }: AdminParsedBody<'/borrowers/hold'>, { staffId, companyId, now }: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const before = (await borrowerRow(tx, userId, companyId)).holdReason
    await tx.update(users).set({ holdReason: reason, holdReviewOn: reviewOn ?? null }).where(eq(users.id, userId))
    await recordAudit(tx, { staffId, action: 'hold', recordType: 'user', recordId: userId, before: { holdReason: before }, after: { holdReason: reason, note, ...(reviewOn ? { reviewOn } : {}) }, at: now })
    return null
  })
}

export function liftHold(db: Db, userId: number, { staffId, companyId, now }: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const before = (await borrowerRow(tx, userId, companyId)).holdReason
    if (before === null) throw new ApiError(40004, { fields: ['hold'] })
    await tx.update(users).set({ holdReason: null, holdReviewOn: null }).where(eq(users.id, userId))
    await recordAudit(tx, { staffId, action: 'lift_hold', recordType: 'user', recordId: userId, before: { holdReason: before }, after: { holdReason: null }, at: now })
    return null
  })
}

/** The company's holds whose review day has come (today or before, on the lender's calendar), the most overdue first. */
export async function holdsToReview(db: Db, companyId: number, now: Date): Promise<{ today: string; items: HoldToReview[] }> {
  const today = await todayForCompany(db, companyId, now)
  const rows = await db
    .select({ userId: users.id, realName: users.realName, mobile: users.mobile, holdReason: users.holdReason, reviewOn: users.holdReviewOn })
    .from(users)
    .where(and(usersOfCompany(companyId), isNotNull(users.holdReason), lte(users.holdReviewOn, today)))
    .orderBy(asc(users.holdReviewOn), asc(users.id))
  const items = rows.flatMap((r): HoldToReview[] => {
    const reason = holdOf(r)
    return reason === null || r.reviewOn === null ? [] : [{ userId: r.userId, realName: r.realName, mobileMasked: maskTail(r.mobile), reason, reviewOn: r.reviewOn, overdue: r.reviewOn < today }]
  })
  return { today, items }
}

/**
 * Keeping a hold takes the next review day, after today, so no hold leaves the list without a
 * day to come back; lifting is the lift of liftHold, with the review's note. Both are audited.
 */
export async function reviewHold(db: Db, { userId, decision, note, nextReviewOn }: AdminParsedBody<'/borrowers/reviewHold'>, { staffId, companyId, now }: StaffActor): Promise<null> {
  const today = await todayForCompany(db, companyId, now)
  if (decision === 'keep' && (nextReviewOn === undefined || nextReviewOn <= today)) throw new ApiError(10004, { fields: ['nextReviewOn'] })
  return db.transaction(async (tx) => {
    const row = await borrowerRow(tx, userId, companyId)
    if (row.holdReason === null) throw new ApiError(40004, { fields: ['hold'] })
    const before = { holdReason: row.holdReason, reviewOn: row.holdReviewOn }
    if (decision === 'keep') {
      await tx.update(users).set({ holdReviewOn: nextReviewOn }).where(eq(users.id, userId))
      await recordAudit(tx, { staffId, action: 'review_hold', recordType: 'user', recordId: userId, before, after: { holdReason: row.holdReason, reviewOn: nextReviewOn, decision, note }, at: now })
    } else {
      await tx.update(users).set({ holdReason: null, holdReviewOn: null }).where(eq(users.id, userId))
      await recordAudit(tx, { staffId, action: 'lift_hold', recordType: 'user', recordId: userId, before, after: { holdReason: null, reviewed: true, note }, at: now })
    }
    return null
  })
}
