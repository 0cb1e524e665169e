// "I paid but it does not show": the borrower reports a pending payment they paid, with the
// reference on their slip and its photo. It opens a `repayment` ticket (their words are the
// reference, their photos the slip) and a report staff match to the provider's transaction.
import { and, desc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import type { PaymentReportReason, PaymentReportStatus } from '../../../contract/payment-reports'
import type { PaymentReport } from '../../../contract/schemas/payment-reports'
import type { Db } from '../../db/client'
import { orders, paymentReports, repayments, tickets } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { isUniqueViolation } from '../profile/user-row'
import { companyOfUser } from '../tenancy/company-scope'
import { createTicket } from '../tickets/create-ticket'

export async function reportPayment(ctx: CallContext, body: ParsedBody<'/loan/payment/report'>) {
  const userId = requireUser(ctx)
  const [payment] = await ctx.db
    .select({ id: repayments.id, status: repayments.status })
    .from(repayments)
    .innerJoin(orders, eq(orders.id, repayments.orderId))
    .where(and(eq(repayments.id, body.paymentId), eq(orders.userId, userId)))
  // Another borrower's payment answers as one that does not exist; a paid one already shows.
  if (payment?.status !== 'pending') throw new ApiError(20020, { fields: ['paymentId'] })
  const [open] = await ctx.db
    .select({ id: paymentReports.id })
    .from(paymentReports)
    .where(and(eq(paymentReports.repaymentId, payment.id), eq(paymentReports.status, 'open')))
  if (open) throw new ApiError(20021)
  const companyId = await companyOfUser(ctx.db, userId)
  try {
    return await ctx.db.transaction(async (db) => {
      const ticket = await createTicket({ ...ctx, db }, { category: 'repayment', message: body.reference, photo1: body.photo1, photo2: body.photo2 })
      const [report] = await db
        .insert(paymentReports)
        .values({ companyId, userId, ticketId: ticket.ticketId, repaymentId: payment.id, reference: body.reference, status: 'open', createdAt: ctx.services.now() })
        .returning({ id: paymentReports.id })
      if (!report) throw new Error('payment report not inserted')
      return { reportId: report.id, ticketId: ticket.ticketId, ticketReference: ticket.reference }
    })
  } catch (error) {
    // Two reports of one payment sent at once: the second finds the first.
    if (isUniqueViolation(error, 'payment_reports_open_repayment')) throw new ApiError(20021)
    throw error
  }
}

/** The borrower's reports, newest first, with what staff found. */
export async function listPaymentReports(db: Db, userId: number): Promise<PaymentReport[]> {
  const rows = await db
    .select({ report: paymentReports, ticketReference: tickets.reference })
    .from(paymentReports)
    .innerJoin(tickets, eq(tickets.id, paymentReports.ticketId))
    .where(eq(paymentReports.userId, userId))
    .orderBy(desc(paymentReports.id))
  return rows.map(({ report, ticketReference }) => ({
    reportId: report.id,
    paymentId: report.repaymentId,
    reference: report.reference,
    status: report.status as PaymentReportStatus,
    reason: report.reason as PaymentReportReason | null,
    ticketReference,
    createdAt: report.createdAt.toISOString(),
  }))
}
