// Banks a Thai borrower can be paid into, by Bank of Thailand 3-digit bank code.
// Codes and names follow the Bank of Thailand list (as kept in Omise's banks-logo
// data); TMBThanachart kept TMB's 011 when Thanachart (065) merged into it.
// Logos come from the `banks-logo` package: scripts/copy-bank-logos.ts copies
// them to public/bank-logos/<code>.svg. PromptPay's badge is drawn by
// scripts/make-monogram-logos.ts.

// Thai names are the banks' own, as the Bank of Thailand lists them (docs/data-sources.md).
// Chinese names only where the bank uses one itself (盘谷银行, 开泰银行) or is a foreign bank
// known by its Chinese name; the others would be our invention, so Chinese shows the English.

import type { OtherNames, PayoutChannel } from '../types'

// Most Thai banks number accounts with 10 digits; GSB, BAAC and GHB use 12 (sources in
// docs/data-sources.md).
const bank = (code: string, name: string, names: OtherNames, digits: [number, number] = [10, 10]): PayoutChannel => ({
  code,
  name,
  names,
  kind: 'bank',
  logo: `/bank-logos/${code}.svg`,
  account: { type: 'digits', min: digits[0], max: digits[1], example: '1234567890'.padEnd(digits[0], '0') },
})

export const TH_BANKS: readonly PayoutChannel[] = [
  bank('002', 'Bangkok Bank', { th: 'ธนาคารกรุงเทพ', zh: '盘谷银行' }),
  bank('004', 'Kasikornbank', { th: 'ธนาคารกสิกรไทย', zh: '开泰银行' }),
  bank('006', 'Krungthai Bank', { th: 'ธนาคารกรุงไทย', zh: '泰京银行' }),
  bank('011', 'TMBThanachart Bank', { th: 'ธนาคารทหารไทยธนชาต' }),
  bank('014', 'Siam Commercial Bank', { th: 'ธนาคารไทยพาณิชย์', zh: '暹罗商业银行' }),
  bank('017', 'Citibank', { th: 'ธนาคารซิตี้แบงก์', zh: '花旗银行' }),
  bank('018', 'Sumitomo Mitsui Banking Corporation', { th: 'ธนาคารซูมิโตโม มิตซุย แบงกิ้ง คอร์ปอเรชั่น', zh: '三井住友银行' }),
  bank('020', 'Standard Chartered Bank (Thai)', { th: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)', zh: '渣打银行（泰国）' }),
  bank('022', 'CIMB Thai Bank', { th: 'ธนาคารซีไอเอ็มบี ไทย', zh: '联昌国际银行（泰国）' }),
  bank('024', 'United Overseas Bank (Thai)', { th: 'ธนาคารยูโอบี', zh: '大华银行（泰国）' }),
  bank('025', 'Bank of Ayudhya (Krungsri)', { th: 'ธนาคารกรุงศรีอยุธยา', zh: '大城银行' }),
  bank('026', 'Mega International Commercial Bank', { th: 'ธนาคารเมกะ สากลพาณิชย์', zh: '兆丰国际商业银行' }),
  bank('027', 'Bank of America', { th: 'ธนาคารแห่งอเมริกา', zh: '美国银行' }),
  bank('030', 'Government Savings Bank', { th: 'ธนาคารออมสิน' }, [12, 12]),
  bank('031', 'HSBC', { th: 'ธนาคารฮ่องกงและเซี่ยงไฮ้แบงกิ้งคอร์ปอเรชั่น (HSBC)', zh: '汇丰银行' }),
  bank('033', 'Government Housing Bank', { th: 'ธนาคารอาคารสงเคราะห์' }, [12, 12]),
  bank('034', 'Bank for Agriculture and Agricultural Cooperatives', { th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' }, [12, 12]),
  bank('039', 'Mizuho Bank', { th: 'ธนาคารมิซูโฮ', zh: '瑞穗银行' }),
  bank('066', 'Islamic Bank of Thailand', { th: 'ธนาคารอิสลามแห่งประเทศไทย' }),
  bank('067', 'TISCO Bank', { th: 'ธนาคารทิสโก้' }),
  bank('069', 'Kiatnakin Phatra Bank', { th: 'ธนาคารเกียรตินาคินภัทร' }),
  bank('070', 'ICBC (Thai)', { th: 'ธนาคารไอซีบีซี (ไทย)', zh: '中国工商银行（泰国）' }),
  bank('071', 'Thai Credit Bank', { th: 'ธนาคารไทยเครดิต' }),
  bank('073', 'LH Bank', { th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' }),
]

/** PromptPay pays to a mobile number or a national ID number linked to any Thai bank account. */
export const TH_PROMPTPAY: PayoutChannel = {
  code: 'PROMPTPAY',
  name: 'PromptPay',
  names: { th: 'พร้อมเพย์' },
  kind: 'proxy',
  logo: '/bank-logos/PROMPTPAY.svg',
  account: { type: 'mobileOrNationalId', example: '081 234 5678' },
}
