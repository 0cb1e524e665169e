import * as z from 'zod/mini'
import { line, majorAmount, mobile } from './fields'

export const sandboxSmsLastBody = z.object({ mobile })
export const sandboxSmsLastData = z.object({ code: z.string() })
export const sandboxPaymentBody = z.object({ paymentId: line(64) })
/** `amt` when the provider received another amount than the payment's (a reconciliation mismatch). */
export const sandboxReceiveBody = z.object({ paymentId: line(64), amt: z.optional(majorAmount) })
/** An ISO time to set the server's clock to, or null for real time again. */
export const sandboxClockBody = z.object({ at: z.nullable(z.iso.datetime({ offset: true })) })
