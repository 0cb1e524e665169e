// The loan sections of the borrower view, each read once for all the borrower's loans (one query
// per kind of row, never one per loan): schedules, ledger balances, payouts, payments, waivers
// (audit log), collection contacts and promises, and the bureau's answers.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { LoanView } from '../../../../contract/admin/schemas/borrower-view'
import { WAIVER_REASONS } from '../../../../contract/admin/schemas/money-requests'
import type { ContactChannel, ContactOutcome, ContactTarget } from '../../../../contract/collections/catalogue'
import { toMajor } from '../../../../contract/money'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { apps, auditLog, bureauInquiries, collectionContacts, disbursements, ledgerLines, orders, promisesToPay, repayments, schedulePeriods, staffUsers } from '../../../db/schema'
import { bureauView } from '../../credit/review-credit'
import { keptOf } from '../../credit/kept-answer'
import { owed } from '../../money/schedule'
import { latePeriods, scheduleView } from '../schedule-view'

const DAY_MS = 86_400_000

/** `minorDigits`: the lender's market's, for every amount of the view. */
type Context = { today: string; writeOffAfterDays: number; evidence: boolean; minorDigits: number }

/** The borrower's loans, newest first, as the view shows them. */
export async function loanViews(db: Db, userId: number, { today, writeOffAfterDays, evidence, minorDigits }: Context): Promise<LoanView[]> {
  const own = await db
    .select({ id: orders.id, status: orders.status, principalMinor: orders.principalMinor, createdAt: orders.createdAt, periods: orders.periods, periodUnit: orders.periodUnit, lender: apps.name })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
  if (own.length === 0) return []
  const ids = own.map((o) => o.id)
  const [periods, balances, payouts, payments, waivers, contacts, promises, inquiries] = await Promise.all([
    db.select().from(schedulePeriods).where(inArray(schedulePeriods.orderId, ids)).orderBy(asc(schedulePeriods.period)),
    db
      .select({ orderId: ledgerLines.orderId, account: ledgerLines.account, total: sql<string>`sum(${ledgerLines.amountMinor})` })
      .from(ledgerLines)
      .where(inArray(ledgerLines.orderId, ids))
      .groupBy(ledgerLines.orderId, ledgerLines.account),
    db.select().from(disbursements).where(inArray(disbursements.orderId, ids)).orderBy(desc(disbursements.id)),
    db.select().from(repayments).where(inArray(repayments.orderId, ids)).orderBy(desc(repayments.createdAt)),
    db
      .select({ entry: auditLog, staffName: staffUsers.name })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
      .where(and(eq(auditLog.recordType, 'order'), inArray(auditLog.recordId, ids.map(String)), eq(auditLog.action, 'waive_charges')))
      .orderBy(desc(auditLog.id)),
    db
      .select({ c: collectionContacts, staffName: staffUsers.name })
      .from(collectionContacts)
      .leftJoin(staffUsers, eq(staffUsers.id, collectionContacts.staffId))
      .where(inArray(collectionContacts.orderId, ids))
      .orderBy(desc(collectionContacts.id)),
    db
      .select({ p: promisesToPay, staffName: staffUsers.name })
      .from(promisesToPay)
      .innerJoin(collectionContacts, eq(collectionContacts.id, promisesToPay.contactId))
      .leftJoin(staffUsers, eq(staffUsers.id, collectionContacts.staffId))
      .where(inArray(promisesToPay.orderId, ids))
      .orderBy(desc(promisesToPay.id)),
    evidence ? db.select().from(bureauInquiries).where(inArray(bureauInquiries.orderId, ids)) : Promise.resolve([]),
  ])
  const major = (minor: number) => toMajor(minor, minorDigits)
  return own.map((o): LoanView => {
    const schedule = periods.filter((p) => p.orderId === o.id)
    const ledger = (account: string) => Number(balances.find((b) => b.orderId === o.id && b.account === account)?.total ?? 0)
    const late = latePeriods(schedule, today)
    const oldest = late[0]
    const daysPastDue = oldest ? Math.max(0, Math.round((Date.parse(today) - Date.parse(oldest.dueDate)) / DAY_MS)) : 0
    const outstandingMinor = schedule.reduce((sum, p) => sum + owed(p), 0)
    const inquiry = inquiries.find((i) => i.orderId === o.id)
    return {
      orderId: o.id,
      status: o.status,
      lender: o.lender,
      principal: major(o.principalMinor),
      appliedAt: o.createdAt.toISOString(),
      periods: o.periods,
      periodUnit: o.periodUnit,
      // Debit balances (receivable, loss) are positive in the ledger; what the lender owes or took in (credit, recovery) is negative.
      balances: { receivable: major(ledger('receivable')), borrowerCredit: major(-ledger('borrower_credit')), loss: major(ledger('loss')), recovery: major(-ledger('recovery')) },
      outstanding: major(outstandingMinor),
      overdue: major(late.reduce((sum, p) => sum + owed(p), 0)),
      daysPastDue,
      schedule: scheduleView(schedule, today, minorDigits),
      payouts: payouts
        .filter((d) => d.orderId === o.id)
        .map((d) => ({ id: d.id, at: (d.settledAt ?? d.createdAt).toISOString(), amount: major(d.amountMinor), status: d.status, reason: d.reason, bankName: d.bankName, cardNoMasked: maskTail(d.cardNo), purpose: d.purpose })),
      payments: payments
        .filter((r) => r.orderId === o.id)
        .map((r) => ({ id: r.id, at: (r.paidAt ?? r.createdAt).toISOString(), amount: major(r.amountMinor), status: r.status, method: r.method })),
      waivers: waivers
        .filter(({ entry }) => entry.recordId === String(o.id))
        .map(({ entry, staffName }) => {
          const after = entry.after as { period?: number; amountMinor?: number; reason?: string } | null
          const reason = WAIVER_REASONS.find((r) => r === after?.reason) ?? null
          return { at: entry.at.toISOString(), period: after?.period ?? 0, amount: major(after?.amountMinor ?? 0), reason, staffName }
        }),
      contacts: contacts
        .filter(({ c }) => c.orderId === o.id)
        .map(({ c, staffName }) => ({
          at: c.at.toISOString(),
          staffName,
          channel: c.channel as ContactChannel,
          target: c.target as ContactTarget,
          outcome: c.outcome as ContactOutcome | null,
          refusedBy: c.refusedBy,
        })),
      promises: promises.filter(({ p }) => p.orderId === o.id).map(({ p, staffName }) => ({ promisedDate: p.promisedDate, amount: major(p.amountMinor), at: p.at.toISOString(), staffName })),
      // The same test the write-off request makes (write-off.ts), so the button shows exactly when the request would pass.
      writeOff: { afterDays: writeOffAfterDays, reached: o.status === ORDER_STATUS.repaying && outstandingMinor > 0 && daysPastDue >= writeOffAfterDays },
      bureau: inquiry ? bureauView(keptOf(inquiry), minorDigits) : null,
    }
  })
}
