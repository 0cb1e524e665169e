// Banks and e-wallets an Indonesian borrower can be paid into. A bank's wire code is its Bank
// Indonesia sandi bank, the 3-digit code every transfer names (BCA 014, Mandiri 008, …), as Thai
// banks go by their Bank of Thailand code; the Xendit channel each is paid through is mapped in
// server/providers/payout/xendit/indonesia-channels.ts. E-wallets have no sandi bank and go by
// their name. Logos are neutral monograms (scripts/make-monogram-logos.ts), filed under the market
// because Thai banks use the same three digits. Sources in docs/data-sources.md.

import type { AccountFormat, PayoutChannel } from '../types'

const channel = (code: string, name: string, kind: 'bank' | 'ewallet', account: AccountFormat): PayoutChannel => ({
  code,
  name,
  kind,
  logo: `/bank-logos/ID-${code}.svg`,
  account,
})

const digits = (min: number, max: number, example: string): AccountFormat => ({ type: 'digits', min, max, example })

// Where a bank publishes no length: wide enough for any Indonesian account number Xendit lists
// (7 to 17 digits), so a real one is never refused; the bank still checks it.
const UNPUBLISHED = digits(7, 17, '1234567890')

// Published lengths: Xendit's Indonesian payout guide (BCA, BRI, BNI, Mandiri, Permata).
export const ID_BANK_ACCOUNTS: readonly PayoutChannel[] = [
  channel('002', 'Bank Rakyat Indonesia (BRI)', 'bank', digits(13, 17, '123456789012345')),
  channel('008', 'Bank Mandiri', 'bank', digits(12, 17, '1234567890123')),
  channel('009', 'Bank Negara Indonesia (BNI)', 'bank', digits(7, 11, '1234567890')),
  channel('011', 'Bank Danamon', 'bank', UNPUBLISHED),
  channel('013', 'Bank Permata', 'bank', digits(7, 16, '1234567890')),
  channel('014', 'Bank Central Asia (BCA)', 'bank', digits(10, 10, '1234567890')),
  channel('016', 'Maybank Indonesia', 'bank', UNPUBLISHED),
  channel('019', 'Panin Bank', 'bank', UNPUBLISHED),
  channel('022', 'CIMB Niaga', 'bank', UNPUBLISHED),
  channel('028', 'OCBC Indonesia', 'bank', UNPUBLISHED),
  channel('200', 'Bank Tabungan Negara (BTN)', 'bank', UNPUBLISHED),
  channel('213', 'SMBC Indonesia (BTPN, Jenius)', 'bank', UNPUBLISHED),
  channel('426', 'Bank Mega', 'bank', UNPUBLISHED),
  channel('441', 'KB Bank (Bukopin)', 'bank', UNPUBLISHED),
  channel('451', 'Bank Syariah Indonesia (BSI)', 'bank', UNPUBLISHED),
  channel('535', 'SeaBank Indonesia', 'bank', UNPUBLISHED),
  channel('542', 'Bank Jago', 'bank', UNPUBLISHED),
]

/** An e-wallet account is named by the wallet's mobile number, stored in E.164 like the borrower's. */
export const ID_EWALLETS: readonly PayoutChannel[] = [
  channel('OVO', 'OVO', 'ewallet', { type: 'mobile', example: '0812 3456 7890' }),
  channel('DANA', 'DANA', 'ewallet', { type: 'mobile', example: '0812 3456 7890' }),
  channel('GOPAY', 'GoPay', 'ewallet', { type: 'mobile', example: '0812 3456 7890' }),
  channel('SHOPEEPAY', 'ShopeePay', 'ewallet', { type: 'mobile', example: '0812 3456 7890' }),
  channel('LINKAJA', 'LinkAja', 'ewallet', { type: 'mobile', example: '0812 3456 7890' }),
]

/** Every channel an Indonesian borrower can be paid into: the banks, then the e-wallets (the pack's payoutChannels). */
export const ID_BANKS: readonly PayoutChannel[] = [...ID_BANK_ACCOUNTS, ...ID_EWALLETS]
