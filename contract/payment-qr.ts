// Server-side only: kept apart from payment-methods.ts, which the app's entry chunk carries.
import * as z from 'zod/mini'

/**
 * The PAYMENT_QR company config: where a QR payment's money goes. In Thailand the lender's
 * PromptPay ID (its tax ID, or a mobile number); in the Philippines its QR Ph merchant account.
 * A lender without one offers no QR.
 */
export const paymentQrConfigSchema = z.union([
  z.object({ promptPayId: z.string().check(z.regex(/^(\d{10}|\d{13})$/)) }),
  z.object({
    acquirerBic: z.string().check(z.regex(/^[A-Z0-9]{8,11}$/)),
    merchantId: z.string().check(z.minLength(1), z.maxLength(40)),
    mcc: z.string().check(z.regex(/^\d{4}$/)),
    name: z.string().check(z.minLength(1), z.maxLength(25)),
    city: z.string().check(z.minLength(1), z.maxLength(15)),
  }),
])
export type PaymentQrConfig = z.infer<typeof paymentQrConfigSchema>

