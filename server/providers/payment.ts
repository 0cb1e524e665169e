import { promptPayPayload, qrPhPayload } from '../../contract/emvco-qr'
import type { MarketCode } from '../../contract/market/types'
import * as z from 'zod/mini'
import type { PaymentMethod, PaymentWallet } from '../../contract/payment-methods'
import type { PaymentQrConfig } from '../../contract/payment-qr'

/**
 * One repayment as the provider is asked to take it. The payment's id is the idempotency key
 * and its reference the provider's reference: asking again (a second tap, a retry after a lost
 * answer) gets the same QR or code, never a second charge.
 */
export type PaymentRequest = {
  paymentId: string
  /** The payment's own reference (repayments.reference): what the provider books it under. */
  reference: string
  method: PaymentMethod
  /** The e-wallet an e-wallet payment goes to; null for the other methods, or where the market names none. */
  wallet: PaymentWallet | null
  country: MarketCode
  currency: string
  amountMinor: number
  /** The same amount in the currency's units, as providers take it. */
  amount: number
  expiresAt: Date
  /** The name on the borrower's ID: counters print it on the payment slip. */
  payerName: string
  /** Where a wallet's checkout sends the borrower back to: the lender's own site. */
  returnUrl: string | null
  /** The lender's own account a locally drawn QR pays into (PAYMENT_QR). */
  qrAccount: PaymentQrConfig | null
  counters: readonly string[]
}

/**
 * What the borrower needs to pay: a page or a wallet's checkout, a QR payload, a counter code;
 * providerId is the provider's own id of the payment request, kept with the payment, never shown.
 * Kept on the payment as it came (repayments.instructions), so it is read back through this schema.
 */
export const paymentInstructionsSchema = z.object({
  url: z.string(),
  reference: z.string(),
  qr: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  counters: z.optional(z.array(z.string())),
  providerId: z.optional(z.string()),
})
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>

/** The provider refused the payment itself (a channel not enabled, an amount out of its range). */
export class PaymentRefused extends Error {
  constructor(readonly errorCode: string) {
    super(`payment refused: ${errorCode}`)
    this.name = 'PaymentRefused'
  }
}

/**
 * Takes repayments: a real provider plugs in behind the same calls. `open` is only ever called
 * after the transaction that recorded the payment has committed (domain/money/open-payment.ts).
 */
export type PaymentProvider = {
  readonly sandbox: boolean
  /** Whether it takes this method in this market at all: asked before a payment is recorded. */
  offers(country: MarketCode, method: PaymentMethod): boolean
  open(request: PaymentRequest, signal: AbortSignal): Promise<PaymentInstructions>
  /**
   * Withdraws a payment request the borrower cancelled (by the provider's own id), so its code or
   * checkout can no longer be paid; called after the commit, never inside a transaction.
   */
  cancel(providerId: string, signal: AbortSignal): Promise<void>
}

/**
 * The sandbox draws the QR itself from the lender's PromptPay ID or QR Ph merchant data (the
 * money really goes there when scanned), and shows a demo page for the rest; /sandbox/pay marks
 * a payment paid.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  sandbox: true,
  offers: () => true,
  // The sandbox's page and QR take money only when told to (/sandbox/payments/complete): nothing to withdraw.
  cancel: async () => undefined,
  async open(request) {
    const url = `/sandbox/pay/${request.paymentId}`
    const { reference } = request
    const expiresAt = request.expiresAt.toISOString()
    if (request.method === 'otc') return { url, reference, expiresAt, counters: [...request.counters] }
    if (request.method !== 'qr') return { url, reference }
    const account = request.qrAccount
    if (!account) throw new PaymentRefused('NO_QR_ACCOUNT')
    const qr = 'promptPayId' in account ? promptPayPayload(account, request.amountMinor) : qrPhPayload(account, request.amountMinor, reference)
    return { url, reference, expiresAt, qr }
  },
}
