// Banks a Thai borrower can be paid into, by Bank of Thailand 3-digit bank code.
// Codes and names follow the Bank of Thailand list (as kept in Omise's banks-logo
// data); TMBThanachart kept TMB's 011 when Thanachart (065) merged into it.
// Logos come from the `banks-logo` package: scripts/copy-bank-logos.ts copies
// them to public/bank-logos/<code>.svg.

export type Bank = { code: string; name: string; logo: string }

const bank = (code: string, name: string): Bank => ({ code, name, logo: `/bank-logos/${code}.svg` })

export const TH_BANKS: readonly Bank[] = [
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
  bank('030', 'Government Savings Bank'),
  bank('031', 'HSBC'),
  bank('033', 'Government Housing Bank'),
  bank('034', 'Bank for Agriculture and Agricultural Cooperatives'),
  bank('039', 'Mizuho Bank'),
  bank('066', 'Islamic Bank of Thailand'),
  bank('067', 'TISCO Bank'),
  bank('069', 'Kiatnakin Phatra Bank'),
  bank('070', 'ICBC (Thai)'),
  bank('071', 'Thai Credit Bank'),
  bank('073', 'LH Bank'),
]
