import * as z from 'zod/mini'
import { PAYMENT_REFERENCE_PATTERN, PAYMENT_REPORT_REASONS, PAYMENT_REPORT_STATUSES } from '../payment-reports'
import { id, line } from './fields'

// Files arrive as Blobs (File in browsers and Node); their bytes are checked on the server.
const photo = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)

/** Spaces a slip prints between groups of digits are dropped. */
export const paymentReference = z.string().check(
  z.overwrite((s) => s.replace(/\s/g, '')),
  z.regex(PAYMENT_REFERENCE_PATTERN),
)

/** Multipart: the pending payment, the reference on the slip and a photo of it (one or two). */
export const paymentReportBody = z.object({
  paymentId: line(64).check(z.minLength(1)),
  reference: paymentReference,
  photo1: photo,
  photo2: z.optional(photo),
})
export const paymentReportData = z.object({ reportId: id, ticketId: id, ticketReference: z.string() })

export const paymentReportSchema = z.object({
  reportId: id,
  paymentId: z.string(),
  /** The reference as the borrower typed it. */
  reference: z.string(),
  status: z.enum(PAYMENT_REPORT_STATUSES),
  /** Why it was not found, when staff answered so. */
  reason: z.nullable(z.enum(PAYMENT_REPORT_REASONS)),
  ticketReference: z.string(),
  createdAt: z.string(),
})
export type PaymentReport = z.infer<typeof paymentReportSchema>
export const paymentReportsData = z.array(paymentReportSchema)
