// Xendit's payout channel codes for Indonesian banks and e-wallets, keyed by the wire code our list
// uses (contract/market/id/banks.ts): a bank's Bank Indonesia sandi bank, an e-wallet's name.
// ID_BCA is on Xendit's payout channel page (docs.xendit.co/bank-codes, read 2026-12-08), whose
// full table could not be read here; the others are the codes public Xendit integrations send for
// /v2/payouts, where they agree (docs/data-sources.md); OCBC's they do not (ID_OCBC, ID_OCBC_NISP),
// so it is left out. All must be checked against
// GET /payouts_channels?currency=IDR with the lender's key before launch (docs/payouts.md); a bank
// not listed here waits with CHANNEL_NOT_MAPPED rather than failing the borrower.
export const ID_CHANNELS: Readonly<Record<string, string>> = {
  '002': 'ID_BRI',
  '008': 'ID_MANDIRI',
  '009': 'ID_BNI',
  '011': 'ID_DANAMON',
  '013': 'ID_PERMATA',
  '014': 'ID_BCA',
  '016': 'ID_MAYBANK',
  '019': 'ID_PANIN',
  '022': 'ID_CIMB',
  '200': 'ID_BTN',
  '213': 'ID_BTPN',
  '426': 'ID_MEGA',
  '441': 'ID_BUKOPIN',
  '451': 'ID_BSI',
  '535': 'ID_SEABANK',
  '542': 'ID_JAGO',
  OVO: 'ID_OVO',
  DANA: 'ID_DANA',
  GOPAY: 'ID_GOPAY',
  SHOPEEPAY: 'ID_SHOPEEPAY',
  LINKAJA: 'ID_LINKAJA',
}
