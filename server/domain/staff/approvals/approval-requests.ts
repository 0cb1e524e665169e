// Asking for a four-eyes change: the request is stored for a checker, or, where the company
// does not need four-eyes for that kind, applied at once and stored as approved by its maker,
// so the approvals list is the whole history either way.
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { AdminData } from '../../../../contract/admin/endpoints'
import { ALWAYS_FOUR_EYES, APPROVAL_TTL_MS, type ApprovalKind, type ApprovalStatus } from '../../../../contract/admin/approval-kinds'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { approvals, staffUsers } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import type { StaffActor } from '../staff-actor'
import { fourEyesKinds } from './four-eyes'
import { shownPayload } from './shown-payload'
import { subjectsOf } from './approval-subjects'

/** `note`: the maker's justification, which the checker reads beside the change. */
export type ChangeRequest = { kind: ApprovalKind; target: string; payload: unknown; before: unknown; note?: string | null }

/** In the caller's transaction: the request's id, or null when `apply` ran because no checker is needed. */
export async function submitChange(tx: Db, actor: StaffActor, request: ChangeRequest, apply: () => Promise<void>): Promise<{ approvalId: number | null }> {
  const { staffId, companyId, now } = actor
  const needsChecker = ALWAYS_FOUR_EYES.includes(request.kind) || (await fourEyesKinds(tx, companyId)).includes(request.kind)
  if (needsChecker) {
    await expireOverdue(tx, companyId, now)
    // Two open requests on one thing would let the second overwrite what the first's checker saw.
    const [open] = await tx
      .select({ id: approvals.id })
      .from(approvals)
      .where(and(eq(approvals.companyId, companyId), eq(approvals.target, request.target), eq(approvals.status, 'requested')))
    if (open) throw new ApiError(40034)
  }
  const [row] = await tx
    .insert(approvals)
    .values({
      companyId,
      kind: request.kind,
      target: request.target,
      payload: request.payload,
      before: request.before ?? null,
      note: request.note ?? null,
      status: needsChecker ? 'requested' : 'approved',
      makerId: staffId,
      checkerId: needsChecker ? null : staffId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS),
      decidedAt: needsChecker ? null : now,
    })
    .returning({ id: approvals.id })
  if (!row) throw new Error('approval insert returned nothing')
  await recordAudit(tx, { staffId, action: needsChecker ? 'request_approval' : 'apply_without_checker', recordType: 'approval', recordId: row.id, after: { kind: request.kind, target: request.target, payload: shownPayload(request.kind, request.payload), note: request.note ?? null }, at: now })
  // The change's own audit entry comes last, as it does when a checker approves.
  if (!needsChecker) await apply()
  return { approvalId: needsChecker ? row.id : null }
}

/** Requests past their time are marked expired (each with its audit entry) before anyone reads or decides them. */
export async function expireOverdue(tx: Db, companyId: number, now: Date): Promise<void> {
  const expired = await tx
    .update(approvals)
    .set({ status: 'expired', decidedAt: now })
    .where(and(eq(approvals.companyId, companyId), eq(approvals.status, 'requested'), lt(approvals.expiresAt, now)))
    .returning({ id: approvals.id })
  for (const { id } of expired) await recordAudit(tx, { staffId: null, action: 'expire_approval', recordType: 'approval', recordId: id, at: now })
}

export function listApprovals(db: Db, companyId: number, status: ApprovalStatus | undefined, now: Date): Promise<AdminData<'/approvals/list'>> {
  return db.transaction(async (tx) => {
    await expireOverdue(tx, companyId, now)
    const rows = await tx
      .select({
        a: approvals,
        makerName: staffUsers.name,
        checkerName: sql<string | null>`(select c.name from ${staffUsers} c where c.id = ${approvals.checkerId})`,
      })
      .from(approvals)
      .innerJoin(staffUsers, eq(staffUsers.id, approvals.makerId))
      .where(and(eq(approvals.companyId, companyId), ...(status ? [eq(approvals.status, status)] : [])))
      .orderBy(desc(approvals.id))
      .limit(200)
    const subjectOf = await subjectsOf(tx, rows.map(({ a }) => a))
    return {
      approvals: rows.map(({ a, makerName, checkerName }) => ({
        id: a.id,
        kind: a.kind as ApprovalKind,
        target: a.target,
        status: a.status as ApprovalStatus,
        payload: shownPayload(a.kind as ApprovalKind, a.payload),
        before: a.before,
        makerId: a.makerId,
        makerName,
        checkerName,
        reason: a.reason,
        note: a.note,
        ...subjectOf(a),
        createdAt: a.createdAt.toISOString(),
        expiresAt: a.expiresAt.toISOString(),
        decidedAt: a.decidedAt?.toISOString() ?? null,
      })),
    }
  })
}
