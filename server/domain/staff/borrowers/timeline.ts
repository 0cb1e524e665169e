// An account's history for support, assembled from the tables that already record it:
// consents, orders and their transitions, disbursements, repayments, and holds (audit log).
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { TimelineEvent } from '../../../../contract/admin/schemas/borrowers'
import { orderStatusName } from '../../../../contract/admin/status-names'
import { toMajor } from '../../../../contract/money'
import { mask } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { auditLog, consents, disbursements, orders, orderTransitions, repayments, staffUsers } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { borrowerRow } from '../borrower-row'
import { decisionsOfOrders } from '../review/staff-decisions'
import { SUMMARY_ORDER_COLUMNS, summaryOf } from './borrower-summary'

const words = (code: string) => code.replaceAll('_', ' ')

export async function borrowerTimeline(db: Db, userId: number, companyId: number) {
  const user = await borrowerRow(db, userId, companyId)
  // The reads that need only the borrower go at once, each on its own connection; the orders' rows after.
  const [consentRows, staff, own, holds, { minorDigits }] = await Promise.all([
    db.select().from(consents).where(eq(consents.userId, userId)),
    db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.companyId, companyId)),
    db
      .select({ ...SUMMARY_ORDER_COLUMNS, periods: orders.periods, periodUnit: orders.periodUnit })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id)),
    db
      .select({ entry: auditLog, staffName: staffUsers.name })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
      .where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(userId)), inArray(auditLog.action, ['hold', 'lift_hold', 'review_hold'])))
      .orderBy(asc(auditLog.id)),
    marketOfCompany(db, companyId),
  ])
  const money = (minor: number) => toMajor(minor, minorDigits).toLocaleString('en-US', { maximumFractionDigits: minorDigits })
  const orderIds = own.map((o) => o.id)
  const [transitions, payouts, payments, decisions] =
    orderIds.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db.select().from(orderTransitions).where(inArray(orderTransitions.orderId, orderIds)),
          db.select().from(disbursements).where(inArray(disbursements.orderId, orderIds)),
          db.select().from(repayments).where(inArray(repayments.orderId, orderIds)),
          decisionsOfOrders(db, orderIds, companyId),
        ])

  const events: TimelineEvent[] = [{ at: user.createdAt.toISOString(), kind: 'registered', summary: 'Registered', orderId: null, actor: null, note: null }]
  const event = (at: Date, kind: TimelineEvent['kind'], summary: string, orderId: number | null = null, actor: string | null = null, note: string | null = null) =>
    events.push({ at: at.toISOString(), kind, summary, orderId, actor, note })

  for (const c of consentRows) {
    event(c.givenAt, 'consent_given', `Consent given: ${c.purpose} (wording ${c.version})`)
    if (c.withdrawnAt) event(c.withdrawnAt, 'consent_withdrawn', `Consent withdrawn: ${c.purpose}`)
  }
  // Transitions name staff by id (staff:<id>); support reads them by name.
  const staffNames = new Map(staff.map((s) => [`staff:${s.id}`, `staff:${s.name}`]))
  // Oldest application first, as they were read before the orders came newest first for the summary.
  for (const o of [...own].reverse()) event(o.createdAt, 'applied', `Applied for ${money(o.principalMinor)} over ${o.periods} ${o.periodUnit}(s)`, o.id, `user:${userId}`)
  for (const t of transitions) {
    event(t.at, 'status_changed', `${orderStatusName(t.fromStatus)} → ${orderStatusName(t.toStatus)}`, t.orderId, staffNames.get(t.actor) ?? t.actor)
  }
  for (const d of payouts) {
    const to = `${money(d.amountMinor)} to ${d.bankName} ${mask(d.cardNo)}`
    event(d.createdAt, 'disbursement', `Disbursement of ${to} requested`, d.orderId)
    if (d.settledAt) event(d.settledAt, 'disbursement', `Disbursement of ${to} ${d.status}${d.reason ? `: ${d.reason}` : ''}`, d.orderId)
  }
  for (const r of payments) {
    event(r.createdAt, 'repayment', `Repayment of ${money(r.amountMinor)} started`, r.orderId)
    if (r.paidAt) event(r.paidAt, 'repayment', `Repayment of ${money(r.amountMinor)} received`, r.orderId)
  }
  for (const { entry, staffName } of holds) {
    const actor = `staff:${staffName ?? entry.staffId}`
    const after = entry.after as { holdReason?: string; note?: string; reviewOn?: string; reviewed?: boolean } | null
    const note = after?.note ?? null
    if (entry.action === 'hold') event(entry.at, 'hold_set', `Put on hold: ${after?.holdReason ?? ''}`, null, actor, note)
    else if (entry.action === 'review_hold') event(entry.at, 'hold_reviewed', `Hold reviewed and kept until ${after?.reviewOn ?? ''}`, null, actor, note)
    else event(entry.at, 'hold_lifted', after?.reviewed ? 'Hold lifted on review' : 'Hold lifted', null, actor, note)
  }
  for (const d of decisions) {
    const what = d.decision === 'approve' ? 'Approved by a reviewer' : `Refused by a reviewer: ${d.reasons.map(words).join(', ')}`
    const against = d.againstFindings.length > 0 ? ` — against the engine's finding${d.againstFindings.length > 1 ? 's' : ''} (${d.againstFindings.map(words).join(', ')})${d.secondLook ? `; second look by ${d.secondLook.staffName}: ${d.secondLook.note}` : ', waiting for a second look'}` : ''
    events.push({ at: d.at, kind: 'staff_decision', summary: `${what}${against}`, orderId: d.orderId, actor: `staff:${d.staffName}`, note: d.note, flagged: d.againstFindings.length > 0 })
  }
  // Oldest first (a stable sort keeps same-instant events in written order), then reversed: newest first.
  events.sort((a, b) => a.at.localeCompare(b.at)).reverse()
  return { borrower: summaryOf(user, own, minorDigits), events }
}
