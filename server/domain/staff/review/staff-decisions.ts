// A reviewer's decision kept with its reasons and note, and the second look that a decision
// against the decision engine's findings waits for (issue 41, item 2). The note is for staff
// and auditors: the borrower's answers carry the catalogue reasons only (orders.decision).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AdminData, AdminParsedBody } from '../../../../contract/admin/endpoints'
import type { Finding, StaffDecision } from '../../../../contract/admin/schemas/review'
import { ApiError } from '../../../../contract/api-error'
import type { DecisionReason } from '../../../../contract/decision-reasons'
import type { Db } from '../../../db/client'
import { staffDecisions, staffUsers } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import type { StaffActor } from '../staff-actor'

type Decision = { decision: 'approve' | 'refuse'; reasons: DecisionReason[]; note: string }

/** In the decision's transaction; answers the kept row's id and what it contradicts. */
export async function keepDecision(tx: Db, orderId: number, decision: Decision, against: Finding['rule'][], { staffId, companyId, now }: StaffActor) {
  const [row] = await tx
    .insert(staffDecisions)
    .values({ companyId, orderId, staffId, decision: decision.decision, reasons: decision.reasons, note: decision.note, againstFindings: against, at: now })
    .returning({ id: staffDecisions.id })
  if (!row) throw new Error('staff decision insert returned nothing')
  return row.id
}

const checker = sql<string | null>`(select c.name from ${staffUsers} c where c.id = ${staffDecisions.secondLookBy})`

async function decisionsWhere(db: Db, where: ReturnType<typeof and>, order: 'oldest' | 'newest'): Promise<StaffDecision[]> {
  const rows = await db
    .select({ d: staffDecisions, staffName: staffUsers.name, checkerName: checker })
    .from(staffDecisions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffDecisions.staffId))
    .where(where)
    .orderBy(order === 'oldest' ? asc(staffDecisions.id) : desc(staffDecisions.id))
    .limit(200)
  return rows.map(({ d, staffName, checkerName }) => ({
    id: d.id,
    orderId: d.orderId,
    staffName,
    decision: d.decision as StaffDecision['decision'],
    reasons: d.reasons as DecisionReason[],
    note: d.note,
    againstFindings: d.againstFindings as Finding['rule'][],
    at: d.at.toISOString(),
    secondLook: d.secondLookAt ? { staffName: checkerName ?? '', note: d.secondLookNote ?? '', at: d.secondLookAt.toISOString() } : null,
  }))
}

export function decisionsOfOrder(db: Db, orderId: number, companyId: number): Promise<StaffDecision[]> {
  return decisionsOfOrders(db, [orderId], companyId)
}

export function decisionsOfOrders(db: Db, orderIds: number[], companyId: number): Promise<StaffDecision[]> {
  return decisionsWhere(db, and(inArray(staffDecisions.orderId, orderIds), eq(staffDecisions.companyId, companyId)), 'oldest')
}

/** Decisions against the engine still waiting for a second look, newest first. */
export async function secondLooks(db: Db, companyId: number): Promise<AdminData<'/review/secondLooks'>> {
  const waiting = and(eq(staffDecisions.companyId, companyId), isNull(staffDecisions.secondLookAt), sql`${staffDecisions.againstFindings} <> '[]'::jsonb`)
  return { decisions: await decisionsWhere(db, waiting, 'newest') }
}

/** Another member's second look, with their note; the decider's own is refused (40163), a second one too (40164). */
export function giveSecondLook(db: Db, body: AdminParsedBody<'/review/secondLook'>, { staffId, companyId, now }: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffDecisions)
      .where(and(eq(staffDecisions.id, body.decisionId), eq(staffDecisions.companyId, companyId)))
      .for('update')
    if (!row || row.againstFindings.length === 0) throw new ApiError(40007, { fields: ['decisionId'] })
    if (row.staffId === staffId) throw new ApiError(40163, { fields: ['decisionId'] })
    if (row.secondLookAt) throw new ApiError(40164, { fields: ['decisionId'] })
    await tx.update(staffDecisions).set({ secondLookBy: staffId, secondLookAt: now, secondLookNote: body.note }).where(eq(staffDecisions.id, row.id))
    await recordAudit(tx, { staffId, action: 'second_look', recordType: 'order', recordId: row.orderId, before: { decisionId: row.id, decidedBy: row.staffId }, after: { note: body.note }, at: now })
    return null
  })
}
