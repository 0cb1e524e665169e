// A hold stops new applications and withdrawals (the borrower API answers 20003) and sends
// the borrower's app to /hold, which asks only for what the reason names.
import { eq } from 'drizzle-orm'
import { ApiError } from '../../../../contract/api-error'
import type { AdminParsedBody } from '../../../../contract/admin/endpoints'
import type { Db } from '../../../db/client'
import { users } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { borrowerRow } from '../borrower-row'
import type { StaffActor } from '../staff-actor'


/** The note (why, for staff and auditors) stays in the audit entry; the borrower sees the reason's own words. */
export function setHold(db: Db, { userId, reason, note, reviewOn }: AdminParsedBody<'/borrowers/hold'>, { staffId, companyId, now }: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const before = (await borrowerRow(tx, userId, companyId)).holdReason
    await tx.update(users).set({ holdReason: reason }).where(eq(users.id, userId))
    await recordAudit(tx, { staffId, action: 'hold', recordType: 'user', recordId: userId, before: { holdReason: before }, after: { holdReason: reason, note, ...(reviewOn ? { reviewOn } : {}) }, at: now })
    return null
  })
}

export function liftHold(db: Db, userId: number, { staffId, companyId, now }: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const before = (await borrowerRow(tx, userId, companyId)).holdReason
    if (before === null) throw new ApiError(40004, { fields: ['hold'] })
    await tx.update(users).set({ holdReason: null }).where(eq(users.id, userId))
    await recordAudit(tx, { staffId, action: 'lift_hold', recordType: 'user', recordId: userId, before: { holdReason: before }, after: { holdReason: null }, at: now })
    return null
  })
}
