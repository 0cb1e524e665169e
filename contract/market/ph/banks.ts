// Banks and e-wallets a Philippine borrower can be paid into over InstaPay. Our codes are
// Xendit's payout channel codes (docs/data-sources.md says where each was confirmed).
// Logos are neutral monograms drawn by scripts/make-monogram-logos.ts, not the brands' marks.

import type { AccountFormat, PayoutChannel } from '../types'

const channel = (code: string, name: string, kind: 'bank' | 'ewallet', account: AccountFormat): PayoutChannel => ({
  code,
  name,
  kind,
  logo: `/bank-logos/${code}.svg`,
  account,
})

const digits = (min: number, max: number, example: string): AccountFormat => ({ type: 'digits', min, max, example })

// Lengths of the banks that publish none, or that we could not find: wide enough for any
// Philippine account number seen, so a real one is never refused; the bank still checks it.
const UNPUBLISHED = digits(10, 16, '123456789012')

// Published lengths: the per-bank account formats in d24's Philippine payout validations.
// A range stands for "10 or 12" and the like, so the lengths between are accepted too.
export const PH_BANKS: readonly PayoutChannel[] = [
  channel('PH_BDO', 'BDO Unibank', 'bank', digits(10, 12, '001234567890')),
  channel('PH_BPI', 'Bank of the Philippine Islands (BPI)', 'bank', digits(10, 10, '1234567890')),
  channel('PH_MET', 'Metrobank', 'bank', digits(13, 13, '1234567890123')),
  channel('PH_LBP', 'Land Bank of the Philippines', 'bank', digits(10, 10, '1234567890')),
  channel('PH_PNB', 'Philippine National Bank (PNB)', 'bank', digits(12, 16, '123456789012')),
  channel('PH_SEC', 'Security Bank', 'bank', digits(13, 13, '0000012345678')),
  channel('PH_UBP', 'UnionBank', 'bank', UNPUBLISHED),
  channel('PH_RCBC', 'Rizal Commercial Banking Corporation (RCBC)', 'bank', digits(10, 16, '1234567890')),
  channel('PH_CBC', 'China Bank', 'bank', digits(10, 12, '1234567890')),
  channel('PH_EWB', 'EastWest Bank', 'bank', UNPUBLISHED),
  channel('PH_PSB', 'PSBank', 'bank', UNPUBLISHED),
  channel('PH_AUB', 'Asia United Bank (AUB)', 'bank', UNPUBLISHED),
  channel('PH_CIMB', 'CIMB Bank Philippines', 'bank', UNPUBLISHED),
  // Digital banks. Xendit's public SDKs and docs predate these three codes; they are the ones
  // other Xendit integrations use, and must be checked against GET /payouts_channels before launch.
  channel('PH_GOTYME', 'GoTyme Bank', 'bank', UNPUBLISHED),
  channel('PH_MAYA', 'Maya Bank', 'bank', UNPUBLISHED),
  channel('PH_SEA', 'SeaBank', 'bank', UNPUBLISHED),
]

/** An e-wallet account is named by the wallet's mobile number, stored in E.164 like the borrower's. */
export const PH_EWALLETS: readonly PayoutChannel[] = [
  channel('PH_GCASH', 'GCash', 'ewallet', { type: 'mobile', example: '0917 123 4567' }),
  channel('PH_PAYMAYA', 'Maya', 'ewallet', { type: 'mobile', example: '0917 123 4567' }),
]
