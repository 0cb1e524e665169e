// An account's history for support, assembled from the tables that already record it:
// consents, orders and their transitions, disbursements, repayments, and holds (audit log).
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { TimelineEvent } from '../../../../contract/admin/schemas/borrowers'
import { orderStatusName } from '../../../../contract/admin/status-names'
import { toMajor } from '../../../../contract/money'
import { mask } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { auditLog, consents, disbursements, orders, orderTransitions, repayments, staffUsers } from '../../../db/schema'
import { borrowerRow } from '../borrower-row'
import { borrowerSummary } from './borrower-summary'

const money = (minor: number) => toMajor(minor).toLocaleString('en-US', { maximumFractionDigits: 2 })

export async function borrowerTimeline(db: Db, userId: number, companyId: number) {
  const user = await borrowerRow(db, userId, companyId)
  const events: TimelineEvent[] = [{ at: user.createdAt.toISOString(), kind: 'registered', summary: 'Registered', orderId: null, actor: null }]
  const event = (at: Date, kind: TimelineEvent['kind'], summary: string, orderId: number | null = null, actor: string | null = null) =>
    events.push({ at: at.toISOString(), kind, summary, orderId, actor })

  for (const c of await db.select().from(consents).where(eq(consents.userId, userId))) {
    event(c.givenAt, 'consent_given', `Consent given: ${c.purpose} (wording ${c.version})`)
    if (c.withdrawnAt) event(c.withdrawnAt, 'consent_withdrawn', `Consent withdrawn: ${c.purpose}`)
  }
  // Transitions name staff by id (staff:<id>); support reads them by name.
  const staff = await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.companyId, companyId))
  const staffNames = new Map(staff.map((s) => [`staff:${s.id}`, `staff:${s.name}`]))
  const own = await db.select().from(orders).where(eq(orders.userId, userId))
  const orderIds = own.map((o) => o.id)
  for (const o of own) event(o.createdAt, 'applied', `Applied for ${money(o.principalMinor)} over ${o.periods} ${o.periodUnit}(s)`, o.id, `user:${userId}`)
  if (orderIds.length > 0) {
    for (const t of await db.select().from(orderTransitions).where(inArray(orderTransitions.orderId, orderIds))) {
      event(t.at, 'status_changed', `${orderStatusName(t.fromStatus)} → ${orderStatusName(t.toStatus)}`, t.orderId, staffNames.get(t.actor) ?? t.actor)
    }
    for (const d of await db.select().from(disbursements).where(inArray(disbursements.orderId, orderIds))) {
      const to = `${money(d.amountMinor)} to ${d.bankName} ${mask(d.cardNo)}`
      event(d.createdAt, 'disbursement', `Disbursement of ${to} requested`, d.orderId)
      if (d.settledAt) event(d.settledAt, 'disbursement', `Disbursement of ${to} ${d.status}${d.reason ? `: ${d.reason}` : ''}`, d.orderId)
    }
    for (const r of await db.select().from(repayments).where(inArray(repayments.orderId, orderIds))) {
      event(r.createdAt, 'repayment', `Repayment of ${money(r.amountMinor)} started`, r.orderId)
      if (r.paidAt) event(r.paidAt, 'repayment', `Repayment of ${money(r.amountMinor)} received`, r.orderId)
    }
  }
  const holds = await db
    .select({ entry: auditLog, staffName: staffUsers.name })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(userId)), inArray(auditLog.action, ['hold', 'lift_hold'])))
    .orderBy(asc(auditLog.id))
  for (const { entry, staffName } of holds) {
    const actor = `staff:${staffName ?? entry.staffId}`
    if (entry.action === 'hold') event(entry.at, 'hold_set', `Put on hold: ${(entry.after as { holdReason?: string } | null)?.holdReason ?? ''}`, null, actor)
    else event(entry.at, 'hold_lifted', 'Hold lifted', null, actor)
  }
  // Oldest first (a stable sort keeps same-instant events in written order), then reversed: newest first.
  events.sort((a, b) => a.at.localeCompare(b.at)).reverse()
  return { borrower: await borrowerSummary(db, user), events }
}
