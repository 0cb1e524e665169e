// A checker's decision. Approving applies the change in the same transaction as the decision
// and its audit entry, after checking it again as things are now (a loan repaid since the
// request is no longer eligible for write-off): if the change fails, nothing is decided.
import { and, eq } from 'drizzle-orm'
import type { AdminParsedBody } from '../../../../contract/admin/endpoints'
import type { ApprovalKind } from '../../../../contract/admin/approval-kinds'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { approvals } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { applyManualPosting } from '../../money/manual-posting'
import { applyOtherAccountPayout } from '../../money/payout-other-account'
import { applyWaiver } from '../../money/waiver'
import { writeOff } from '../../money/write-off'
import { applyPeriodChange, applyProductChange } from '../config/product-config'
import type { StaffActor } from '../staff-actor'
import { applyStaffRoles } from './change-requests'
import { applyScorecardChange } from '../../credit/scorecard-change'
import { applyLendingConfigChange } from '../config/lending-config-change'

type Apply = (tx: Db, payload: never, actor: StaffActor) => Promise<void>

const APPLY: Partial<Record<ApprovalKind, Apply>> = {
  product_change: applyProductChange,
  period_change: applyPeriodChange,
  staff_roles: applyStaffRoles,
  write_off: (tx, payload: { orderId: number }, actor) => writeOff(tx, payload.orderId, actor),
  fee_waiver: applyWaiver,
  manual_posting: applyManualPosting,
  payout_other_account: applyOtherAccountPayout,
  scorecard_change: applyScorecardChange,
  lending_config: applyLendingConfigChange,
}

/** The open request of the company, locked; a decided, expired or own request is refused with its code. */
async function openRequest(tx: Db, approvalId: number, { staffId, companyId, now }: StaffActor) {
  const [row] = await tx
    .select()
    .from(approvals)
    .where(and(eq(approvals.id, approvalId), eq(approvals.companyId, companyId)))
    .for('update')
  if (!row) throw new ApiError(40007, { fields: ['approvalId'] })
  if (row.makerId === staffId) throw new ApiError(40030, { fields: ['approvalId'] })
  if (row.status === 'expired' || (row.status === 'requested' && row.expiresAt <= now)) throw new ApiError(40031, { fields: ['approvalId'] })
  if (row.status !== 'requested') throw new ApiError(40032, { fields: ['approvalId'] })
  return row
}

/** What a request refused as stale (40181) says on its card: it is closed, so the maker can ask again. */
export const STALE_REASON = 'The setting changed after this request was made: ask for the change again'

export async function approve(db: Db, approvalId: number, actor: StaffActor): Promise<null> {
  try {
    return await approveInTx(db, approvalId, actor)
  } catch (error) {
    // Nothing was applied (the transaction rolled back); the request no longer describes a change
    // anyone could approve, and left open it would block the maker's new one (40034).
    if (error instanceof ApiError && error.code === 40181) await closeStale(db, approvalId, actor)
    throw error
  }
}

function closeStale(db: Db, approvalId: number, { staffId, companyId, now }: StaffActor): Promise<void> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(approvals)
      .set({ status: 'expired', checkerId: staffId, reason: STALE_REASON, decidedAt: now })
      .where(and(eq(approvals.id, approvalId), eq(approvals.companyId, companyId), eq(approvals.status, 'requested')))
      .returning({ id: approvals.id })
    if (closed.length > 0) await recordAudit(tx, { staffId, action: 'expire_approval', recordType: 'approval', recordId: approvalId, before: { status: 'requested' }, after: { status: 'expired', reason: 'changed_since_request' }, at: now })
  })
}

function approveInTx(db: Db, approvalId: number, actor: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const row = await openRequest(tx, approvalId, actor)
    const apply = APPLY[row.kind as ApprovalKind]
    if (!apply) throw new ApiError(40032, { fields: ['approvalId'] })
    await apply(tx, row.payload as never, actor)
    await tx.update(approvals).set({ status: 'approved', checkerId: actor.staffId, decidedAt: actor.now }).where(eq(approvals.id, row.id))
    await recordAudit(tx, { staffId: actor.staffId, action: 'approve_request', recordType: 'approval', recordId: row.id, before: { status: 'requested', makerId: row.makerId }, after: { status: 'approved', kind: row.kind, target: row.target }, at: actor.now })
    return null
  })
}

export function reject(db: Db, body: AdminParsedBody<'/approvals/reject'>, actor: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const row = await openRequest(tx, body.approvalId, actor)
    await tx.update(approvals).set({ status: 'rejected', checkerId: actor.staffId, reason: body.reason, decidedAt: actor.now }).where(eq(approvals.id, row.id))
    await recordAudit(tx, { staffId: actor.staffId, action: 'reject_request', recordType: 'approval', recordId: row.id, before: { status: 'requested', makerId: row.makerId }, after: { status: 'rejected', reason: body.reason }, at: actor.now })
    return null
  })
}
