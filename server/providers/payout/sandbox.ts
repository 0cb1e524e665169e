import type { PayoutProvider } from './port'

// The sandbox settles whatever it is asked about. Account numbers ending in 0000 or
// 9999 fail (closed account, name mismatch) so the failure path can be walked by hand.
export const sandboxPayoutProvider: PayoutProvider = {
  async submit() {
    return { status: 'pending' }
  },
  async outcome({ cardNo }) {
    if (cardNo.endsWith('0000')) return { status: 'failed', reason: 'account_closed' }
    if (cardNo.endsWith('9999')) return { status: 'failed', reason: 'name_mismatch' }
    return { status: 'succeeded' }
  },
}
