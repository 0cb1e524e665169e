// The demo lender (company 1, app 1) so that `npm start` is usable at once.
// Inserting is idempotent: a lender's later edits are never overwritten.
import type { Db } from './client'
import { apps, companies, companyConfigs, periodConfigs, referralCodes } from './schema'

const option = (code: string, en: string, zh: string, th: string) => ({ code, label: { en, zh, th } })

const DEMO_CONFIGS: Record<string, string> = {
  CUSTOMER_SERVICE_FACEBOOK: 'https://www.facebook.com/demo.lender',
  ABOUT_US:
    'Demo Lending Co., Ltd. is a licensed personal-loan provider. We never ask you to pay anything to receive your loan.',
  FAQ: 'How long does a decision take? Usually a few seconds.\nCan I repay early? Yes, at any time and without a penalty.\nDo I pay anything to receive my loan? Never. If anyone asks, it is not us.',
  WHATSAPP: 'https://wa.me/6620000000',
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
}

const DEMO_PRODUCTS = [
  { id: 1, name: 'Jackey Cash', logo: '/logo.svg', min: 80_000, max: 3_000_000, step: 10_000, rate: 800, disabled: false },
  { id: 2, name: 'Jackey Mini', logo: '/logo.svg', min: 80_000, max: 300_000, step: 10_000, rate: 700, disabled: false },
] as const

const DEMO_PERIODS = [
  { appId: 1, periods: 6, rate: 900 },
  { appId: 1, periods: 12, rate: 850 },
  { appId: 1, periods: 18, rate: 800 },
  { appId: 1, periods: 24, rate: 800 },
  { appId: 2, periods: 6, rate: 700 },
  { appId: 2, periods: 12, rate: 700 },
]

export async function seedDemoLender(db: Db): Promise<void> {
  await db.insert(companies).values({ id: 1, name: 'Demo Lending Co., Ltd.' }).onConflictDoNothing()
  for (const p of DEMO_PRODUCTS) {
    await db
      .insert(apps)
      .values({
        id: p.id,
        companyId: 1,
        name: p.name,
        logo: p.logo,
        minAmountMinor: p.min * 100,
        maxAmountMinor: p.max * 100,
        stepMinor: p.step * 100,
        defaultRate: p.rate,
        disabled: p.disabled,
      })
      .onConflictDoNothing()
  }
  const existing = await db.select({ id: periodConfigs.id }).from(periodConfigs).limit(1)
  if (existing.length === 0) await db.insert(periodConfigs).values(DEMO_PERIODS)
  await db
    .insert(companyConfigs)
    .values(Object.entries(DEMO_CONFIGS).map(([key, value]) => ({ companyId: 1, key, value })))
    .onConflictDoNothing()
  await db.insert(referralCodes).values({ code: 'DEMO2026', companyId: 1 }).onConflictDoNothing()
}
