import type { MarketCode } from '../../../contract/market/types'
import * as z from 'zod/mini'
import type { PaymentMethod } from '../../../contract/payment-methods'
import type { PaymentQrAccount } from '../../../contract/payment-qr'

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
  /** The code of the e-wallet an e-wallet payment goes to (MarketPack.paymentWallets); null for the other methods, or where the market names none. */
  wallet: string | null
  /** The code of the bank of a virtual account (MarketPack.paymentBanks); null for the other methods. */
  bank: string | null
  /** The code of the chain a counter code is for (MarketPack.paymentCounterChains); null for the other methods, or where the market has no chains. */
  counter: string | null
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
  /** The lender's own account a locally drawn QR pays into (PAYMENT_QR, read by the market's QR scheme). */
  qrAccount: PaymentQrAccount | null
  /** Where a counter code is paid: the chain's, or the market's counters. */
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
  /**
   * Where a QR payment's money goes: into the provider's account (a QR the provider draws), or into
   * the lender's own account, drawn here from PAYMENT_QR, which the lender must then have set up.
   */
  readonly qrPaysInto: 'provider' | 'lender-account'
  /** Whether it takes this method in this market at all: asked before a payment is recorded. */
  offers(country: MarketCode, method: PaymentMethod): boolean
  open(request: PaymentRequest, signal: AbortSignal): Promise<PaymentInstructions>
  /**
   * Withdraws a payment request the borrower cancelled (by the provider's own id), so its code or
   * checkout can no longer be paid; called after the commit, never inside a transaction.
   */
  cancel(providerId: string, signal: AbortSignal): Promise<void>
}

// The provider's own record of money it received, read apart from the lender's ledger: what
// staff match an "I paid but it does not show" report against, and what the daily reconciliation
// compares the ledger's postings with.

/** One payment as the provider booked it; `reference` is the payment's own (repayments.reference). */
export type ProviderTransaction = {
  reference: string
  providerId: string
  amountMinor: number
  currency: string
  paidAt: Date
  status: 'paid' | 'refunded' | 'failed'
}

export type PaymentTransactions = {
  /** Transactions paid in [from, to), oldest first. */
  list(window: { from: Date; to: Date }): Promise<ProviderTransaction[]>
  /** Every transaction the provider holds under the reference (a reference can be paid twice). */
  findByReference(reference: string): Promise<ProviderTransaction[]>
}
