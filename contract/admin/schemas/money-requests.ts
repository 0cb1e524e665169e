// The four-eyes money actions (decisions/0009): what staff ask for, and what the approvals list
// shows a checker of each, so both sides read one shape.
import * as z from 'zod/mini'
import { line, majorAmount } from '../../schemas/fields'
import { id, note, optionalNote } from './common'

const positiveAmount = majorAmount.check(z.positive())

/** Why charges are waived: a fixed list, so waivers can be counted by cause. */
export const WAIVER_REASONS = ['hardship', 'complaint', 'lender_error', 'goodwill'] as const

/** Interest and fees (never principal) still owed on one installment, waived in part or whole. */
export const waiverRequestBody = z.object({
  orderId: id,
  period: z.int().check(z.positive(), z.lte(1000)),
  amount: positiveAmount,
  reason: z.enum(WAIVER_REASONS),
  note,
})
export const waiverPayloadSchema = z.object({ orderId: id, period: z.number(), amountMinor: z.number(), reason: z.enum(WAIVER_REASONS) })
/** The installment when asked: its amount, the charges still owed on it, and the loan's outstanding. */
export const waiverBeforeSchema = z.object({ dueDate: z.string(), periodAmountMinor: z.number(), chargesOwedMinor: z.number(), outstandingMinor: z.number() })

/** A provider's own reference as the provider or the bank statement writes it. */
export const providerReference = z.string().check(z.trim(), z.minLength(4), z.maxLength(64), z.regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/))

/** Money the provider received for a loan without a payment the app opened, named by its reference. */
export const postingRequestBody = z.object({ orderId: id, providerReference, amount: positiveAmount, note: optionalNote })
/** With the provider's own id and time for the payment it received, found when the request was made. */
export const postingPayloadSchema = z.object({ orderId: id, providerReference: z.string(), amountMinor: z.number(), providerId: z.string(), paidAt: z.string() })
export const postingBeforeSchema = z.object({ outstandingMinor: z.number(), payoffMinor: z.number() })

/** A failed payout sent again to an account the borrower gave support, not the one bound in the app. */
export const payoutOtherAccountBody = z.object({
  disbursementId: id,
  bankName: line(32).check(z.trim(), z.minLength(1)),
  cardNo: line(40).check(z.trim(), z.minLength(1)),
  /** As on the account: must be the borrower's name on their ID. */
  holderName: line(100).check(z.trim(), z.minLength(1)),
  note: optionalNote,
})
const maskedAccount = z.object({ bankName: z.string(), cardNoMasked: z.string() })
/** As listed: the new account masked as the back office shows every account number. */
export const payoutOtherAccountShownSchema = z.object({ disbursementId: id, orderId: id, amountMinor: z.number(), to: maskedAccount, holderName: z.string() })
/** The account the failed payout went to, and the one the borrower bound in the app. */
export const payoutOtherAccountBeforeSchema = z.object({ failed: maskedAccount, verified: z.nullable(maskedAccount) })
