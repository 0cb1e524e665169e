import * as z from 'zod/mini'
import { line, mobile } from './fields'

export const sandboxSmsLastBody = z.object({ mobile })
export const sandboxSmsLastData = z.object({ code: z.string() })
export const sandboxPaymentBody = z.object({ paymentId: line(64) })
