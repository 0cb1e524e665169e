// Banks a Thai borrower can be paid into, by Bank of Thailand 3-digit bank code.
// Codes and names follow the Bank of Thailand list (as kept in Omise's banks-logo
// data); TMBThanachart kept TMB's 011 when Thanachart (065) merged into it.
// Logos come from the `banks-logo` package: scripts/copy-bank-logos.ts copies
// them to public/bank-logos/<code>.svg. PromptPay's badge is drawn by
// scripts/make-monogram-logos.ts.

import type { PayoutChannel } from '../types'

// Most Thai banks number accounts with 10 digits; GSB, BAAC and GHB use 12 (sources in
// docs/data-sources.md).
const bank = (code: string, name: string, digits: [number, number] = [10, 10]): PayoutChannel => ({
  code,
  name,
  kind: 'bank',
  logo: `/bank-logos/${code}.svg`,
  account: { type: 'digits', min: digits[0], max: digits[1], example: '1234567890'.padEnd(digits[0], '0') },
})

export const TH_BANKS: readonly PayoutChannel[] = [
  bank('002', 'Bangkok Bank'),
  bank('004', 'Kasikornbank'),
  bank('006', 'Krungthai Bank'),
  bank('011', 'TMBThanachart Bank'),
  bank('014', 'Siam Commercial Bank'),
  bank('017', 'Citibank'),
  bank('018', 'Sumitomo Mitsui Banking Corporation'),
  bank('020', 'Standard Chartered Bank (Thai)'),
  bank('022', 'CIMB Thai Bank'),
  bank('024', 'United Overseas Bank (Thai)'),
  bank('025', 'Bank of Ayudhya (Krungsri)'),
  bank('026', 'Mega International Commercial Bank'),
  bank('027', 'Bank of America'),
  bank('030', 'Government Savings Bank', [12, 12]),
  bank('031', 'HSBC'),
  bank('033', 'Government Housing Bank', [12, 12]),
  bank('034', 'Bank for Agriculture and Agricultural Cooperatives', [12, 12]),
  bank('039', 'Mizuho Bank'),
  bank('066', 'Islamic Bank of Thailand'),
  bank('067', 'TISCO Bank'),
  bank('069', 'Kiatnakin Phatra Bank'),
  bank('070', 'ICBC (Thai)'),
  bank('071', 'Thai Credit Bank'),
  bank('073', 'LH Bank'),
]

/** PromptPay pays to a mobile number or a national ID number linked to any Thai bank account. */
export const TH_PROMPTPAY: PayoutChannel = {
  code: 'PROMPTPAY',
  name: 'PromptPay',
  kind: 'proxy',
  logo: '/bank-logos/PROMPTPAY.svg',
  account: { type: 'mobileOrNationalId', example: '081 234 5678' },
}
