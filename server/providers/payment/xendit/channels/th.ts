import type { XenditMarketChannels } from './types'

// Thailand (docs.xendit.co/docs/qr-promptpay: THB, 1 to 700,000). Thai e-wallets and counters are
// not offered: the lender's Thai methods through Xendit are PromptPay QR only.
export const TH_XENDIT_CHANNELS: XenditMarketChannels = { methods: { qr: 'PROMPTPAY' } }
