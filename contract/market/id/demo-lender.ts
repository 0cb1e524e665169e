// The Indonesian demo lender (company 3, apps 5 and 6, at id.localhost): a fintech lending
// platform (LPBBTI) licensed by OJK, lending for consumption in whole rupiah. Its products keep
// far inside OJK's caps for consumptive funding as in force since 1 January 2026: at most 0.1% a
// day of economic benefit on the principal, and everything charged never above the principal
// (SEOJK 19/SEOJK.05/2023; docs/data-sources.md). We charge interest only, no fee: 1.5% a month
// flat is 0.05% a day (at most 0.054% in a 28-day month), or under 0.09% a day as a rate on the
// declining balance, and 9% of the principal over six months.
import { type DemoLender, listOption } from '../demo-lender'
import { ID_PROFILE } from './profile'

const NAME = 'PT Demo Pendanaan Indonesia'

const CONFIGS: Record<string, string> = {
  ABOUT_US: `${NAME} is a fintech lending platform (LPBBTI) licensed and supervised by the Financial Services Authority (OJK). We never ask you to pay anything to receive your loan.`,
  ABOUT_US_ID: `${NAME} adalah penyelenggara Layanan Pendanaan Bersama Berbasis Teknologi Informasi (LPBBTI) yang berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK). Kami tidak pernah meminta Anda membayar apa pun untuk menerima pinjaman.`,
  FAQ: 'How long does a decision take? Usually a few seconds.\nCan I repay early? Yes, at any time and without a penalty.\nDo I pay anything to receive my loan? Never. If anyone asks, it is not us.\nWill you read my contacts, photos or location? Never: we ask only for what you type and the photos of your ID you take for us.',
  FAQ_ID:
    'Berapa lama keputusan diberikan? Biasanya hanya beberapa detik.\nBolehkah saya melunasi lebih awal? Boleh, kapan saja dan tanpa denda.\nApakah saya harus membayar sesuatu untuk menerima pinjaman? Tidak pernah. Jika ada yang meminta, itu bukan kami.\nApakah Anda akan membaca kontak, foto, atau lokasi saya? Tidak pernah: kami hanya meminta data yang Anda isi dan foto KTP yang Anda ambil untuk kami.',
  WHATSAPP: 'https://wa.me/6281100000000',
  WEBSITE: 'https://lender-id.example',
  MARRIAGE: JSON.stringify([
    listOption('single', { en: 'Single', id: 'Belum kawin' }),
    listOption('married', { en: 'Married', id: 'Kawin' }),
    listOption('divorced', { en: 'Divorced', id: 'Cerai hidup' }),
    listOption('widowed', { en: 'Widowed', id: 'Cerai mati' }),
  ]),
  EDUCATION: JSON.stringify([
    listOption('primary', { en: 'Primary school', id: 'SD' }),
    listOption('junior_secondary', { en: 'Junior secondary school', id: 'SMP' }),
    listOption('senior_secondary', { en: 'Senior secondary or vocational school', id: 'SMA/SMK' }),
    listOption('diploma', { en: 'Diploma', id: 'Diploma (D1–D4)' }),
    listOption('bachelor', { en: "Bachelor's degree", id: 'Sarjana (S1)' }),
    listOption('postgraduate', { en: "Master's degree or higher", id: 'Pascasarjana (S2/S3)' }),
  ]),
  // Demo numbers, marked as such: a real platform shows the number of its OJK business licence.
  LICENCE: JSON.stringify({ name: NAME, number: 'OJK licence No. DEMO-LPBBTI-0001', regulator: 'Financial Services Authority (OJK)' }),
  // A demo QRIS merchant account in the shape Bank Indonesia's standard gives (contract/market/id/payment-qr.ts):
  // the acquirer's GUI, a merchant PAN, the merchant ID, an NMID, criteria UBE (large business), MCC
  // 6012 (financial institutions). Not an account any acquirer issued: a real lender sets its own.
  PAYMENT_QR: JSON.stringify({
    acquirerGui: 'ID.CO.DEMO.WWW',
    merchantPan: '9360000000000000001',
    merchantId: 'DEMOID0001',
    nmid: 'ID0000000000001',
    criteria: 'UBE',
    mcc: '6012',
    name: 'Demo Pendanaan ID',
    city: 'Jakarta Selatan',
  }),
  PERIOD_UNIT: JSON.stringify('month'),
  // The decision rules' amounts are in the currency's major units: a person decides above Rp 3,000,000
  // (the default of 1,000,000 was set for baht and pesos).
  DECISION_RULES: JSON.stringify({ manualReviewAbove: 3_000_000 }),
}

export const ID_DEMO_LENDER: DemoLender = {
  company: { id: 3, name: NAME, market: ID_PROFILE.code },
  apps: [
    {
      id: 5,
      name: 'Jackey Rupiah',
      min: 500_000,
      max: 5_000_000,
      step: 100_000,
      rate: 1500,
      host: 'id.localhost',
      periods: [
        { periods: 3, rate: 1500 },
        { periods: 4, rate: 1500 },
        { periods: 5, rate: 1500 },
        { periods: 6, rate: 1500 },
      ],
    },
    {
      id: 6,
      name: 'Jackey Rupiah Mini',
      min: 500_000,
      max: 2_000_000,
      step: 100_000,
      rate: 1500,
      host: null,
      periods: [
        { periods: 1, rate: 1500 },
        { periods: 2, rate: 1500 },
        { periods: 3, rate: 1500 },
      ],
    },
  ],
  configs: CONFIGS,
  referralCode: 'DEMOID2026',
}
