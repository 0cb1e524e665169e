// Staff work a borrower's "I paid but it does not show" report: they look up the provider's
// transactions under the payment's reference and match one (posted through the normal repayment,
// once) or answer not found with a reason from the catalogue. Nothing is posted without a
// provider transaction behind it.
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { StaffPaymentReport } from '../../../../contract/admin/schemas/payment-reconciliation'
import { ApiError } from '../../../../contract/api-error'
import { toMajor } from '../../../../contract/money'
import type { PaymentReportReason, PaymentReportStatus } from '../../../../contract/payment-reports'
import type { Db } from '../../../db/client'
import { paymentReports, repayments, tickets } from '../../../db/schema'
import type { Services } from '../../../services'
import type { ProviderTransaction } from '../../../providers/payment/port'
import { recordAudit } from '../../audit/audit-log'
import { marketOfCompany } from '../../markets/company-market'
import { completePayment } from '../repay'
import { isUniqueViolation } from '../../profile/user-row'
import type { StaffActor } from '../../staff/staff-actor'
import { moveTo } from '../../tickets/staff/ticket-actions'

const reportColumns = { report: paymentReports, payment: repayments, ticketReference: tickets.reference }

function toWire({ report, payment, ticketReference }: { report: typeof paymentReports.$inferSelect; payment: typeof repayments.$inferSelect; ticketReference: string }, minorDigits: number): StaffPaymentReport {
  return {
    reportId: report.id,
    ticketId: report.ticketId,
    ticketReference,
    userId: report.userId,
    orderId: payment.orderId,
    paymentId: payment.id,
    paymentReference: payment.reference,
    paymentStatus: payment.status,
    amount: toMajor(payment.amountMinor, minorDigits),
    reportedReference: report.reference,
    status: report.status as PaymentReportStatus,
    reason: report.reason as PaymentReportReason | null,
    providerId: report.providerId,
    createdAt: report.createdAt.toISOString(),
  }
}

function reportsOf(db: Db, where: SQL | undefined) {
  return db
    .select(reportColumns)
    .from(paymentReports)
    .innerJoin(repayments, eq(repayments.id, paymentReports.repaymentId))
    .innerJoin(tickets, eq(tickets.id, paymentReports.ticketId))
    .where(where)
}

export async function listPaymentReportsForStaff(db: Db, companyId: number, status?: PaymentReportStatus): Promise<StaffPaymentReport[]> {
  const [rows, { minorDigits }] = await Promise.all([
    reportsOf(db, and(eq(paymentReports.companyId, companyId), status ? eq(paymentReports.status, status) : undefined)).orderBy(desc(paymentReports.id)).limit(200),
    marketOfCompany(db, companyId),
  ])
  return rows.map((row) => toWire(row, minorDigits))
}

/** The report, when it is one of the company's; 40007 otherwise, as for an id that does not exist. */
async function companyReport(db: Db, reportId: number, companyId: number) {
  const [row] = await reportsOf(db, and(eq(paymentReports.id, reportId), eq(paymentReports.companyId, companyId)))
  if (!row) throw new ApiError(40007)
  return row
}

/** The provider's transactions under the payment's own reference and under the one the borrower read off the slip. */
async function transactionsFor(services: Services, payment: typeof repayments.$inferSelect, reported: string): Promise<ProviderTransaction[]> {
  const references = [...new Set([payment.reference ?? payment.id, reported])]
  const found = await Promise.all(references.map((r) => services.paymentTransactions.findByReference(r)))
  return found.flat()
}

export async function paymentReportCandidates(services: Services, reportId: number, companyId: number) {
  const { report, payment } = await companyReport(services.db, reportId, companyId)
  const found = await transactionsFor(services, payment, report.reference)
  if (found.length === 0) return []
  const { minorDigits } = await marketOfCompany(services.db, companyId)
  const ids = found.map((t) => t.providerId)
  const references = found.map((t) => t.reference)
  const [matched, posted] = await Promise.all([
    services.db.select({ providerId: paymentReports.providerId }).from(paymentReports).where(inArray(paymentReports.providerId, ids)),
    services.db
      .select({ reference: repayments.reference, id: repayments.id })
      .from(repayments)
      .where(and(eq(repayments.status, 'succeeded'), or(inArray(repayments.reference, references), inArray(repayments.id, references)))),
  ])
  const matchedIds = new Set(matched.map((m) => m.providerId))
  const postedReferences = new Set(posted.flatMap((p) => [p.reference, p.id]))
  return found.map((t) => ({
    providerId: t.providerId,
    reference: t.reference,
    amount: toMajor(t.amountMinor, minorDigits),
    currency: t.currency,
    paidAt: t.paidAt.toISOString(),
    status: t.status,
    used: matchedIds.has(t.providerId) || postedReferences.has(t.reference),
  }))
}

/**
 * Posts the payment on the provider transaction's word: it must be the payment's own reference,
 * paid, of its amount and currency. The report, the transaction and the payment are each used once.
 */
export async function matchPaymentReport(services: Services, reportId: number, providerId: string, actor: StaffActor): Promise<null> {
  const { report, payment } = await companyReport(services.db, reportId, actor.companyId)
  if (report.status !== 'open') throw new ApiError(40140)
  // The provider is asked before any transaction opens: a slow provider holds no lock.
  const transaction = (await services.paymentTransactions.findByReference(payment.reference ?? payment.id)).find((t) => t.providerId === providerId)
  if (!transaction || transaction.status !== 'paid') throw new ApiError(40141, { fields: ['providerId'] })
  const { currency } = await marketOfCompany(services.db, actor.companyId)
  if (transaction.amountMinor !== payment.amountMinor || transaction.currency !== currency) throw new ApiError(40143, { fields: ['providerId'] })
  try {
    return await services.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(paymentReports).where(eq(paymentReports.id, report.id)).for('update')
      if (locked?.status !== 'open') throw new ApiError(40140)
      const [current] = await tx.select({ status: repayments.status }).from(repayments).where(eq(repayments.id, payment.id)).for('update')
      if (current?.status !== 'pending') throw new ApiError(40142)
      await tx.update(paymentReports).set({ status: 'matched', providerId, decidedBy: actor.staffId, decidedAt: actor.now }).where(eq(paymentReports.id, report.id))
      await completePayment(tx, services, payment.id)
      await answerTicket(tx, report.ticketId, actor)
      await recordAudit(tx, {
        staffId: actor.staffId,
        action: 'payment_report_matched',
        recordType: 'payment_report',
        recordId: report.id,
        before: { status: 'open' },
        after: { status: 'matched', providerId, paymentId: payment.id, amountMinor: transaction.amountMinor },
        at: actor.now,
      })
      return null
    })
  } catch (error) {
    if (isUniqueViolation(error, 'payment_reports_provider')) throw new ApiError(40142)
    throw error
  }
}

export function answerPaymentReportNotFound(db: Db, reportId: number, reason: PaymentReportReason, actor: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const { report } = await companyReport(tx, reportId, actor.companyId)
    const [locked] = await tx.select().from(paymentReports).where(eq(paymentReports.id, report.id)).for('update')
    if (locked?.status !== 'open') throw new ApiError(40140)
    await tx.update(paymentReports).set({ status: 'not_found', reason, decidedBy: actor.staffId, decidedAt: actor.now }).where(eq(paymentReports.id, report.id))
    await answerTicket(tx, report.ticketId, actor)
    await recordAudit(tx, { staffId: actor.staffId, action: 'payment_report_not_found', recordType: 'payment_report', recordId: report.id, before: { status: 'open' }, after: { status: 'not_found', reason }, at: actor.now })
    return null
  })
}

async function answerTicket(db: Db, ticketId: number, actor: StaffActor): Promise<void> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId))
  if (ticket && ticket.status !== 'closed') await moveTo(db, ticket, 'answered', actor)
}

