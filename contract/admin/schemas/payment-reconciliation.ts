import * as z from 'zod/mini'
import { PAYMENT_REPORT_REASONS, PAYMENT_REPORT_STATUSES } from '../../payment-reports'
import { day, id } from './common'
import { longText } from '../../schemas/fields'

/** What the daily reconciliation finds between the provider's transactions and the ledger, by reference. */
export const MISMATCH_KINDS = ['received_not_posted', 'posted_not_received', 'amount_differs'] as const
export type MismatchKind = (typeof MISMATCH_KINDS)[number]
export const MISMATCH_STATUSES = ['open', 'resolved'] as const

export const mismatchesBody = z.object({ day: z.optional(day), status: z.optional(z.enum(MISMATCH_STATUSES)) })
export const mismatchSchema = z.object({
  id,
  day: z.string(),
  kind: z.enum(MISMATCH_KINDS),
  reference: z.string(),
  providerIds: z.array(z.string()),
  /** The repayment the reference belongs to, when the lender issued it. */
  paymentId: z.nullable(z.string()),
  orderId: z.nullable(id),
  received: z.number(),
  posted: z.number(),
  currency: z.string(),
  status: z.enum(MISMATCH_STATUSES),
  note: z.nullable(z.string()),
  resolvedAt: z.nullable(z.string()),
})
export type Mismatch = z.infer<typeof mismatchSchema>
export const mismatchesData = z.array(mismatchSchema)

export const resolveMismatchBody = z.object({ id, note: longText })
/** Runs the check for one of the company's market days now, as the daily job does. */
export const checkDayBody = z.object({ day })
export const checkDayData = z.object({ day: z.string(), found: z.number() })

export const paymentReportsBody = z.object({ status: z.optional(z.enum(PAYMENT_REPORT_STATUSES)) })
export const providerTransactionSchema = z.object({
  providerId: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  paidAt: z.string(),
  status: z.string(),
  /** Already matched to a report or posted to a payment. */
  used: z.boolean(),
})
export const staffPaymentReportSchema = z.object({
  reportId: id,
  ticketId: id,
  ticketReference: z.string(),
  userId: id,
  orderId: id,
  paymentId: z.string(),
  /** The payment's own reference, which the provider books the money under. */
  paymentReference: z.nullable(z.string()),
  paymentStatus: z.string(),
  amount: z.number(),
  /** What the borrower typed from the slip. */
  reportedReference: z.string(),
  status: z.enum(PAYMENT_REPORT_STATUSES),
  reason: z.nullable(z.enum(PAYMENT_REPORT_REASONS)),
  providerId: z.nullable(z.string()),
  createdAt: z.string(),
})
export type StaffPaymentReport = z.infer<typeof staffPaymentReportSchema>
export const paymentReportsListData = z.array(staffPaymentReportSchema)
export const paymentReportIdBody = z.object({ reportId: id })
/** The provider's transactions under the payment's reference and under the one the borrower typed. */
export const paymentReportCandidatesData = z.array(providerTransactionSchema)
export const matchPaymentReportBody = z.object({ reportId: id, providerId: z.string().check(z.minLength(1), z.maxLength(100)) })
export const paymentReportNotFoundBody = z.object({ reportId: id, reason: z.enum(PAYMENT_REPORT_REASONS) })
