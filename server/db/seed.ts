// The demo lenders so that `npm start` is usable at once: a Thai one (company 1, apps 1 and 2,
// at th.localhost and any unknown host) and a Philippine one (company 2, apps 3 and 4, at
// ph.localhost). Inserting is idempotent: a lender's later edits are never overwritten.
import { marketPack } from '../../contract/market'
import { toMinor } from '../../contract/money'
import type { Db } from './client'
import { apps, companies, companyConfigs, periodConfigs, referralCodes } from './schema'

const option = (code: string, en: string, zh: string, th: string) => ({ code, label: { en, zh, th } })
const optionPh = (code: string, en: string, fil: string) => ({ code, label: { en, fil } })

const TH_CONFIGS: Record<string, string> = {
  CUSTOMER_SERVICE_FACEBOOK: 'https://www.facebook.com/demo.lender',
  ABOUT_US:
    'Demo Lending Co., Ltd. is a licensed personal-loan provider. We never ask you to pay anything to receive your loan.',
  FAQ: 'How long does a decision take? Usually a few seconds.\nCan I repay early? Yes, at any time and without a penalty.\nDo I pay anything to receive my loan? Never. If anyone asks, it is not us.',
  WHATSAPP: 'https://wa.me/6620000000',
  // The same words in the lender's other languages (contract/company-config-keys.ts): the borrower reads their own.
  ABOUT_US_TH: 'บริษัท เดโม เลนดิง จำกัด เป็นผู้ให้บริการสินเชื่อส่วนบุคคลที่ได้รับอนุญาต เราไม่เคยขอให้คุณจ่ายเงินใด ๆ เพื่อรับเงินกู้',
  ABOUT_US_ZH: 'Demo Lending Co., Ltd. 是持牌个人贷款机构。我们绝不会要求您为获得贷款支付任何费用。',
  FAQ_TH: 'การพิจารณาใช้เวลานานเท่าไร? ปกติไม่กี่วินาที\nชำระคืนก่อนกำหนดได้ไหม? ได้ทุกเมื่อ ไม่มีค่าปรับ\nต้องจ่ายเงินอะไรก่อนรับเงินกู้ไหม? ไม่มีเลย หากมีใครขอ นั่นไม่ใช่เรา',
  FAQ_ZH: '审批需要多长时间？通常只需几秒钟。\n可以提前还款吗？可以，随时还款，没有罚金。\n领取贷款前需要付费吗？绝对不需要。如果有人向您要钱，那不是我们。',
  LINE: 'https://line.me/R/ti/p/@demolender',
  WEBSITE: 'https://lender.example',
  MARRIAGE: JSON.stringify([
    option('single', 'Single', '未婚', 'โสด'),
    option('married', 'Married', '已婚', 'สมรส'),
    option('divorced', 'Divorced', '离异', 'หย่าร้าง'),
    option('widowed', 'Widowed', '丧偶', 'หม้าย'),
  ]),
  EDUCATION: JSON.stringify([
    option('primary', 'Primary school', '小学', 'ประถมศึกษา'),
    option('secondary', 'Secondary school', '中学', 'มัธยมศึกษา'),
    option('vocational', 'Vocational certificate', '职业证书', 'ประกาศนียบัตรวิชาชีพ'),
    option('bachelor', "Bachelor's degree", '学士', 'ปริญญาตรี'),
    option('master', "Master's degree or higher", '硕士及以上', 'ปริญญาโทขึ้นไป'),
  ]),
  LICENCE: JSON.stringify({ name: 'Demo Lending Co., Ltd.', number: 'DEMO-PL-0001', regulator: 'Ministry of Finance' }),
  PERIOD_UNIT: JSON.stringify('month'),
  // A demo company's 13-digit tax ID as its PromptPay ID: a QR repayment pays into it.
  PAYMENT_QR: JSON.stringify({ promptPayId: '0105566000001' }),
  // A placeholder, not a code the NCB gave: a real lender sets the one its membership carries.
  CREDIT_BUREAU_MEMBER_CODE: 'DEMOTH01',
}

const PH_CONFIGS: Record<string, string> = {
  CUSTOMER_SERVICE_FACEBOOK: 'https://www.facebook.com/demo.lender.ph',
  ABOUT_US:
    'Demo Lending Philippines, Inc. is a lending company registered with the SEC. We never ask you to pay anything to receive your loan.',
  FAQ: 'How long does a decision take? Usually a few seconds.\nCan I repay early? Yes, at any time and without a penalty.\nDo I pay anything to receive my loan? Never. If anyone asks, it is not us.\nCan I be paid to GCash or Maya? Yes: choose the e-wallet and enter its mobile number.',
  WHATSAPP: 'https://wa.me/639170000000',
  ABOUT_US_FIL: 'Ang Demo Lending Philippines, Inc. ay isang lending company na rehistrado sa SEC. Hindi kami kailanman humihingi ng anumang bayad para matanggap mo ang iyong loan.',
  FAQ_FIL: 'Gaano katagal bago magkaroon ng desisyon? Kadalasan ilang segundo lang.\nPuwede ba akong magbayad nang maaga? Oo, anumang oras at walang multa.\nMay babayaran ba ako para matanggap ang loan ko? Wala kailanman. Kung may humingi, hindi kami iyon.\nPuwede bang ipadala ang pera sa GCash o Maya? Oo: piliin ang e-wallet at ilagay ang mobile number nito.',
  WEBSITE: 'https://lender-ph.example',
  MARRIAGE: JSON.stringify([
    optionPh('single', 'Single', 'Walang asawa'),
    optionPh('married', 'Married', 'May asawa'),
    optionPh('separated', 'Separated', 'Hiwalay'),
    optionPh('widowed', 'Widowed', 'Biyudo/Biyuda'),
  ]),
  EDUCATION: JSON.stringify([
    optionPh('elementary', 'Elementary', 'Elementarya'),
    optionPh('high_school', 'High school', 'High school'),
    optionPh('vocational', 'Vocational (TESDA)', 'Bokasyonal (TESDA)'),
    optionPh('college', 'College graduate', 'Nagtapos ng kolehiyo'),
    optionPh('postgraduate', 'Postgraduate', 'Postgraduate'),
  ]),
  // Demo numbers, marked as such: a real lender shows its SEC registration and Certificate of Authority.
  LICENCE: JSON.stringify({
    name: 'Demo Lending Philippines, Inc.',
    number: 'SEC Reg. No. DEMO-2026-0001 · Certificate of Authority No. DEMO-0001',
    regulator: 'Securities and Exchange Commission',
  }),
  // A demo QR Ph merchant account (acquirer BIC, merchant id, MCC 6012 financial institutions).
  PAYMENT_QR: JSON.stringify({ acquirerBic: 'DEMOPHM1XXX', merchantId: 'DEMO-PH-0001', mcc: '6012', name: 'Demo Lending PH', city: 'Makati City' }),
  PERIOD_UNIT: JSON.stringify('month'),
  // A placeholder in the shape of CIC's provider codes (8 letters and digits), not one CIC gave:
  // the demo's file passes the format; a real lender sets the code on its CIC registration.
  CREDIT_BUREAU_MEMBER_CODE: 'DEMOPH01',
}

/** A lender as the seed makes it: its company, products (amounts in the market's major units) and configs. */
export type DemoLender = {
  company: { id: number; name: string; market: string }
  apps: { id: number; name: string; min: number; max: number; step: number; rate: number; host: string | null; dueDayChoice?: boolean; periods: { periods: number; rate: number }[] }[]
  configs: Record<string, string>
  referralCode: string
}

// Thai products start at ฿10,000, which the law lets a lender give anyone earning from ฿6,667 a
// month (1.5 times income below ฿30,000: contract/market/th/credit-limits.ts), so every demo
// borrower can be offered the minimum; larger amounts only as far as their income allows.
// Thai products keep within the 25% a year cap; Philippine ones are small loans (up to
// PHP 10,000 over at most 4 months), where the BSP caps apply: 6% a month nominal, 15% a
// month effective, charges never above the principal (contract/market-rules.ts).
const DEMO_LENDERS: DemoLender[] = [
  {
    company: { id: 1, name: 'Demo Lending Co., Ltd.', market: 'TH' },
    apps: [
      {
        id: 1,
        name: 'Jackey Cash',
        min: 10_000,
        max: 3_000_000,
        step: 10_000,
        rate: 800,
        host: 'th.localhost',
        dueDayChoice: true,
        periods: [
          { periods: 6, rate: 900 },
          { periods: 12, rate: 850 },
          { periods: 18, rate: 800 },
          { periods: 24, rate: 800 },
        ],
      },
      { id: 2, name: 'Jackey Mini', min: 10_000, max: 300_000, step: 10_000, rate: 700, host: null, periods: [{ periods: 6, rate: 700 }, { periods: 12, rate: 700 }] },
    ],
    configs: TH_CONFIGS,
    referralCode: 'DEMO2026',
  },
  {
    company: { id: 2, name: 'Demo Lending Philippines, Inc.', market: 'PH' },
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
      { id: 4, name: 'Jackey Peso Mini', min: 1_000, max: 5_000, step: 500, rate: 2500, host: null, periods: [{ periods: 1, rate: 2500 }, { periods: 2, rate: 2500 }] },
    ],
    configs: PH_CONFIGS,
    referralCode: 'DEMOPH2026',
  },
]

export async function seedDemoLenders(db: Db): Promise<void> {
  for (const lender of DEMO_LENDERS) await seedLender(db, lender)
}

export async function seedLender(db: Db, { company, apps: products, configs, referralCode }: DemoLender): Promise<void> {
  const { minorDigits } = marketPack(company.market)
  await db.insert(companies).values(company).onConflictDoNothing()
  for (const p of products) {
    const inserted = await db
      .insert(apps)
      .values({
        id: p.id,
        companyId: company.id,
        name: p.name,
        logo: '/logo.svg',
        minAmountMinor: toMinor(p.min, minorDigits),
        maxAmountMinor: toMinor(p.max, minorDigits),
        stepMinor: toMinor(p.step, minorDigits),
        defaultRate: p.rate,
        host: p.host,
        dueDayChoice: p.dueDayChoice ?? false,
      })
      .onConflictDoNothing()
      .returning({ id: apps.id })
    // Period configs only with a new app, so that a lender's own changes stay.
    if (inserted.length > 0) await db.insert(periodConfigs).values(p.periods.map((c) => ({ appId: p.id, ...c })))
  }
  await db
    .insert(companyConfigs)
    .values(Object.entries(configs).map(([key, value]) => ({ companyId: company.id, key, value })))
    .onConflictDoNothing()
  await db.insert(referralCodes).values({ code: referralCode, companyId: company.id }).onConflictDoNothing()
}
