// How a borrower pays a repayment, and how much one payment may be. Each market lists its
// methods with the most each takes in one payment (contract/market/<code>/payment-methods.ts);
// a lender replaces that list with its PAYMENT_METHODS config. Server and app check the same rule.
import * as z from 'zod/mini'

/** A QR code for the exact amount, an e-wallet, cash over the counter, a bank's virtual account, or the provider's payment page. */
export const PAYMENT_METHODS = ['qr', 'ewallet', 'otc', 'va', 'page'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * What a borrower picks within a method: the e-wallet of an e-wallet payment, the bank of a
 * virtual account, the chain of a counter code. Its wire code and its own brand name, the same in
 * every language. Each market lists its own (MarketPack.paymentWallets, paymentBanks,
 * paymentCounterChains; the first is the default), so a market's choices need no edit here.
 */
export type PaymentChoice = { code: string; name: string }

/** A choice's wire code: lower-case letters and digits ("gcash", "shopeepay", "bca"); which exist is the market's. */
export const choiceCodeSchema = z.string().check(z.regex(/^[a-z0-9]{2,20}$/))

/**
 * How a paid repayment arrived: one of the methods, or `transfer`, money the provider received
 * outside a payment the app opened, posted by staff with its provider reference (decisions/0009),
 * or `credit`, the borrower's credit from an earlier loan paid in at this loan's payout
 * (decisions/0012). Never offered to pay by: a receipt's and the history's word only.
 */
export const RECEIPT_METHODS = [...PAYMENT_METHODS, 'transfer', 'credit'] as const
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number]

/** What /loan/recharge opens when the borrower names no method. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'page'

/** A method and the most it takes in one payment, in minor units. */
export type PaymentMethodLimit = { method: PaymentMethod; maxMinor: number }

/** The PAYMENT_METHODS company config: the same list, as a lender sets it. */
export const paymentMethodsConfigSchema = z
  .array(z.object({ method: z.enum(PAYMENT_METHODS), maxMinor: z.int().check(z.positive()) }))
  .check(z.minLength(1))

/** The smallest payment: 100 of the currency (in minor units of `digits`), or what is left when that is less. */
export function paymentMinMinor(digits: number): number {
  return 100 * 10 ** digits
}

/** Which limit an amount breaks: under the minimum, over the payoff, or over the method's own limit. */
export type PaymentProblem = 'below' | 'payoff' | 'method'

/**
 * One payment is at least the minimum (all that is left, when less) and at most the smaller of
 * paying everything off today and the method's limit: nobody pays interest for periods not
 * begun, and a payoff the method takes is one payment.
 */
export function paymentRange(payoffMinor: number, methodMaxMinor: number, digits: number): { minMinor: number; maxMinor: number } {
  return { minMinor: Math.min(paymentMinMinor(digits), payoffMinor), maxMinor: Math.min(payoffMinor, methodMaxMinor) }
}

export function paymentProblem(amountMinor: number, payoffMinor: number, methodMaxMinor: number, digits: number): PaymentProblem | null {
  const { minMinor, maxMinor } = paymentRange(payoffMinor, methodMaxMinor, digits)
  if (amountMinor < minMinor) return 'below'
  if (amountMinor <= maxMinor) return null
  return methodMaxMinor < payoffMinor ? 'method' : 'payoff'
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * How long each method's payment can be paid once opened (docs/payments.md, "How long a payment
 * can be paid", with the provider's published figures): a QR long enough to open a banking app,
 * find the money and come back; a counter code or a virtual account for two days, so a borrower
 * can walk to a counter or an ATM after work or the next day; a wallet's checkout as long as the wallet keeps it; the payment page
 * for a day. The app shows the moment as a date and time in the borrower's zone.
 */
export const PAYMENT_VALID_MS: Record<PaymentMethod, number> = {
  qr: 30 * MINUTE,
  ewallet: 30 * MINUTE,
  otc: 48 * HOUR,
  va: 48 * HOUR,
  page: 24 * HOUR,
}

/** Until when a payment opened at `openedAt` by `method` can be paid. */
export function paymentExpiresAt(method: PaymentMethod, openedAt: Date): Date {
  return new Date(openedAt.getTime() + PAYMENT_VALID_MS[method])
}

/**
 * The most a new payment may be while others are open for the same loan: together, open payments
 * never ask for more than paying everything off costs today, so nobody holds codes for many times
 * what they owe. Null when nothing more can be opened until one is paid, cancelled or expired.
 */
export function openRoom(payoffMinor: number, openMinor: number, digits: number): number | null {
  const room = payoffMinor - openMinor
  return room >= Math.min(paymentMinMinor(digits), payoffMinor) && room > 0 ? room : null
}
