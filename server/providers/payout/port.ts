import type { PayoutFailure } from '../../../contract/payout-failures'

/**
 * One payout as the provider sees it. The idempotency key is the disbursement's own: asking
 * again with it (a retried job, a restart mid-call) never sends the money twice.
 */
export type PayoutRequest = {
  idempotencyKey: string
  disbursementId: number
  amountMinor: number
  /** The same amount in the currency's units (1234.5 pesos), as providers take it. */
  amount: number
  currency: string
  /** The wire code of the bank or wallet (BANK_LIST); in the Philippines, Xendit's channel code. */
  bankName: string
  cardNo: string
  /** The name on the borrower's ID, which the bank matches against the account's. */
  accountHolderName: string
}
export type PayoutOutcome = { status: 'succeeded' } | { status: 'failed'; reason: PayoutFailure } | { status: 'pending' }

/**
 * Sends money to a bank account; a real provider plugs in behind the same two calls. Both are
 * made only after the transaction that recorded the payout has committed (domain/money/payouts.ts).
 */
export type PayoutProvider = {
  /** Sends it, or finds it sent before under the same key; answers what is known at once. */
  submit(request: PayoutRequest, signal: AbortSignal): Promise<PayoutOutcome>
  outcome(request: PayoutRequest, signal: AbortSignal): Promise<PayoutOutcome>
}
