import type { XenditMarketChannels } from './types'

// Indonesia, from each channel's page at docs.xendit.co (read 2026-12-08; docs/data-sources.md):
// QRIS (docs/qris: IDR, 1 to 10,000,000); the e-wallets OVO, DANA (docs/ovo, docs/dana: 100 to
// 20,000,000, a REDIRECT flow, so OVO too takes the payer to its checkout rather than asking for
// the mobile number), SHOPEEPAY and LINKAJA (channel codes as Xendit's e-wallet list names them;
// their pages were not read); ALFAMART (docs/alfamart: 10,000 to 5,000,000, a payment code paid
// at the Alfa group's stores). INDOMARET (docs/indomaret) is a second counter channel: a counter
// code is for one chain, and which one the borrower picks is not offered yet (issue 40).
export const ID_XENDIT_CHANNELS: XenditMarketChannels = {
  methods: { qr: 'QRIS', ewallet: 'OVO', otc: 'ALFAMART' },
  wallets: { ovo: 'OVO', dana: 'DANA', shopeepay: 'SHOPEEPAY', linkaja: 'LINKAJA' },
  counters: { ALFAMART: ['Alfamart'] },
  properties: { ALFAMART: 'payerAndExpiry', OVO: 'returnUrls', DANA: 'returnUrls', SHOPEEPAY: 'returnUrls', LINKAJA: 'returnUrls' },
}
