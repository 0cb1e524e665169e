import type { XenditMarketChannels } from './types'

// Indonesia, from each channel's page at docs.xendit.co (read 2026-12-08; docs/data-sources.md):
// QRIS (docs/qris: IDR, 1 to 10,000,000); the e-wallets OVO, DANA (docs/ovo, docs/dana: 100 to
// 20,000,000, a REDIRECT flow, so OVO too takes the payer to its checkout rather than asking for
// the mobile number), SHOPEEPAY and LINKAJA (channel codes as Xendit's e-wallet list names them;
// their pages were not read); ALFAMART (docs/alfamart: 10,000 to 5,000,000, a payment code paid
// at the Alfa group's stores) and INDOMARET (docs/indomaret: the same limits): a counter code is
// for one chain, the one the borrower picks.
// Virtual accounts: <BANK>_VIRTUAL_ACCOUNT (docs/bca-virtual-account: 10,000 to 50,000,000;
// docs/bni-virtual-account: 1 to 50,000,000,000; the other banks' codes follow the same naming,
// their pages not read); the number comes back as a PRESENT_TO_CUSTOMER action.
const VA_BANKS = { bca: 'BCA', bri: 'BRI', mandiri: 'MANDIRI', bni: 'BNI', permata: 'PERMATA', bsi: 'BSI', cimb: 'CIMB' }
const vaChannels = Object.fromEntries(Object.entries(VA_BANKS).map(([code, bank]) => [code, `${bank}_VIRTUAL_ACCOUNT`]))

export const ID_XENDIT_CHANNELS: XenditMarketChannels = {
  methods: { qr: 'QRIS', ewallet: 'OVO', otc: 'ALFAMART', va: 'BCA_VIRTUAL_ACCOUNT' },
  picks: { ewallet: { ovo: 'OVO', dana: 'DANA', shopeepay: 'SHOPEEPAY', linkaja: 'LINKAJA' }, va: vaChannels, otc: { alfamart: 'ALFAMART', indomaret: 'INDOMARET' } },
  counters: { ALFAMART: ['Alfamart'], INDOMARET: ['Indomaret'] },
  properties: {
    ALFAMART: 'payerAndExpiry',
    INDOMARET: 'payerAndExpiry',
    OVO: 'returnUrls',
    DANA: 'returnUrls',
    SHOPEEPAY: 'returnUrls',
    LINKAJA: 'returnUrls',
    ...Object.fromEntries(Object.values(vaChannels).map((channel) => [channel, 'displayNameAndExpiry' as const])),
  },
}
