import type { PayoutFailure } from '../../contract/payout-failures'

export type PayoutRequest = { disbursementId: number; amountMinor: number; bankName: string; cardNo: string }
export type PayoutOutcome = { status: 'succeeded' } | { status: 'failed'; reason: PayoutFailure } | { status: 'pending' }

/** Sends money to a bank account; a real provider plugs in behind the same two calls. */
export type PayoutProvider = {
  readonly sandbox: boolean
  submit(request: PayoutRequest): Promise<void>
  outcome(request: PayoutRequest): Promise<PayoutOutcome>
}

// The sandbox settles whatever it is asked about. Account numbers ending in 0000 or
// 9999 fail (closed account, name mismatch) so the failure path can be walked by hand.
export const sandboxPayoutProvider: PayoutProvider = {
  sandbox: true,
  async submit() {},
  async outcome({ cardNo }) {
    if (cardNo.endsWith('0000')) return { status: 'failed', reason: 'account_closed' }
    if (cardNo.endsWith('9999')) return { status: 'failed', reason: 'name_mismatch' }
    return { status: 'succeeded' }
  },
}
