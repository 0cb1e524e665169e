// The demo lenders so that `npm start` is usable at once: one a market folder that holds one
// (contract/market/<code>/demo-lender.ts, listed in built-in-demo-lenders.gen.ts), each at its own
// host; an unknown host gets the default app. Inserting is idempotent: a lender's later edits are
// never overwritten.
import { marketPack } from '../../contract/market'
import { BUILT_IN_DEMO_LENDERS } from '../../contract/market/built-in-demo-lenders.gen'
import type { DemoLender } from '../../contract/market/demo-lender'
import { toMinor } from '../../contract/money'
import type { Db } from './client'
import { apps, companies, companyConfigs, periodConfigs, referralCodes } from './schema'

export async function seedDemoLenders(db: Db): Promise<void> {
  for (const lender of Object.values(BUILT_IN_DEMO_LENDERS)) await seedLender(db, lender)
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
