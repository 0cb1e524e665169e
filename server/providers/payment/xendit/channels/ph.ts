import type { XenditMarketChannels } from './types'

// The Philippines: QRPH (docs/qrph: PHP, 1 to 50,000), GCASH and PAYMAYA (docs/maya: Maya,
// formerly PayMaya; e-wallets, success/failure return URLs), 7ELEVEN (docs/7-eleven: PHP, 50 to
// 50,000, expiry settable).
export const PH_XENDIT_CHANNELS: XenditMarketChannels = {
  methods: { qr: 'QRPH', ewallet: 'GCASH', otc: '7ELEVEN' },
  picks: { ewallet: { gcash: 'GCASH', maya: 'PAYMAYA' } },
  counters: { '7ELEVEN': ['7-Eleven'] },
  properties: { '7ELEVEN': 'payerAndExpiry', GCASH: 'returnUrls', PAYMAYA: 'returnUrls' },
}
