// The Philippine demo lender (company 2, apps 3 and 4, at ph.localhost).
import { type DemoLender, listOption } from '../demo-lender'
import { PH_PROFILE } from './profile'

const CONFIGS: Record<string, string> = {
  CUSTOMER_SERVICE_FACEBOOK: 'https://www.facebook.com/demo.lender.ph',
  ABOUT_US: 'Demo Lending Philippines, Inc. is a lending company registered with the SEC. We never ask you to pay anything to receive your loan.',
  FAQ: 'How long does a decision take? Usually a few seconds.\nCan I repay early? Yes, at any time and without a penalty.\nDo I pay anything to receive my loan? Never. If anyone asks, it is not us.\nCan I be paid to GCash or Maya? Yes: choose the e-wallet and enter its mobile number.',
  WHATSAPP: 'https://wa.me/639170000000',
  ABOUT_US_FIL: 'Ang Demo Lending Philippines, Inc. ay isang lending company na rehistrado sa SEC. Hindi kami kailanman humihingi ng anumang bayad para matanggap mo ang iyong loan.',
  FAQ_FIL:
    'Gaano katagal bago magkaroon ng desisyon? Kadalasan ilang segundo lang.\nPuwede ba akong magbayad nang maaga? Oo, anumang oras at walang multa.\nMay babayaran ba ako para matanggap ang loan ko? Wala kailanman. Kung may humingi, hindi kami iyon.\nPuwede bang ipadala ang pera sa GCash o Maya? Oo: piliin ang e-wallet at ilagay ang mobile number nito.',
  WEBSITE: 'https://lender-ph.example',
  MARRIAGE: JSON.stringify([
    listOption('single', { en: 'Single', fil: 'Walang asawa' }),
    listOption('married', { en: 'Married', fil: 'May asawa' }),
    listOption('separated', { en: 'Separated', fil: 'Hiwalay' }),
    listOption('widowed', { en: 'Widowed', fil: 'Biyudo/Biyuda' }),
  ]),
  EDUCATION: JSON.stringify([
    listOption('elementary', { en: 'Elementary', fil: 'Elementarya' }),
    listOption('high_school', { en: 'High school', fil: 'High school' }),
    listOption('vocational', {
      en: 'Vocational (TESDA)',
      fil: 'Bokasyonal (TESDA)',
    }),
    listOption('college', {
      en: 'College graduate',
      fil: 'Nagtapos ng kolehiyo',
    }),
    listOption('postgraduate', { en: 'Postgraduate', fil: 'Postgraduate' }),
  ]),
  // Demo numbers, marked as such: a real lender shows its SEC registration and Certificate of Authority.
  LICENCE: JSON.stringify({
    name: 'Demo Lending Philippines, Inc.',
    number: 'SEC Reg. No. DEMO-2026-0001 · Certificate of Authority No. DEMO-0001',
    regulator: 'Securities and Exchange Commission',
  }),
  // A demo QR Ph merchant account (acquirer BIC, merchant id, MCC 6012 financial institutions).
  PAYMENT_QR: JSON.stringify({
    acquirerBic: 'DEMOPHM1XXX',
    merchantId: 'DEMO-PH-0001',
    mcc: '6012',
    name: 'Demo Lending PH',
    city: 'Makati City',
  }),
  PERIOD_UNIT: JSON.stringify('month'),
  // A placeholder in the shape of CIC's provider codes (8 letters and digits), not one CIC gave:
  // the demo's file passes the format; a real lender sets the code on its CIC registration.
  CREDIT_BUREAU_MEMBER_CODE: 'DEMOPH01',
}

// Small loans (up to PHP 10,000 over at most 4 months), where the BSP caps apply: 6% a month
// nominal, 15% a month effective, charges never above the principal (contract/market-rules.ts).
export const PH_DEMO_LENDER: DemoLender = {
  company: {
    id: 2,
    name: 'Demo Lending Philippines, Inc.',
    market: PH_PROFILE.code,
  },
  apps: [
    {
      id: 3,
      name: 'Jackey Peso',
      min: 2_000,
      max: 10_000,
      step: 500,
      rate: 3000,
      host: 'ph.localhost',
      dueDayChoice: true,
      periods: [
        { periods: 2, rate: 3000 },
        { periods: 3, rate: 3000 },
        { periods: 4, rate: 3000 },
      ],
    },
    {
      id: 4,
      name: 'Jackey Peso Mini',
      min: 1_000,
      max: 5_000,
      step: 500,
      rate: 2500,
      host: null,
      periods: [
        { periods: 1, rate: 2500 },
        { periods: 2, rate: 2500 },
      ],
    },
  ],
  configs: CONFIGS,
  referralCode: 'DEMOPH2026',
}
