// The demo lenders `npm start` seeds, one a market folder that holds one: three today, each
// lender's products lawful under its market's rules, reached at its own host, its amounts in its
// currency's digits; the Indonesian one (company 3, apps 5 and 6, id.localhost, DEMOID2026) also
// inside OJK's cap for consumptive fintech lending since 2026 (contract/market/id/demo-lender.ts).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketPack } from '../../contract/market'
import { BUILT_IN_DEMO_LENDERS } from '../../contract/market/built-in-demo-lenders.gen'
import { addPeriods, quoteLoan } from '../../contract/loan-math'
import { checkProduct } from '../../contract/market-rules'
import { toMinor } from '../../contract/money'
import { apps, companies, companyConfigs, referralCodes } from '../../server/db/schema'
import { seedDemoLenders } from '../../server/db/seed'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LENDERS = Object.values(BUILT_IN_DEMO_LENDERS)
const DAY_MS = 86_400_000

/** The products as a page of `host` lists them. */
async function productIds(host: string): Promise<number[]> {
  const response = await t.app.request('/jackey/loan/appList', { method: 'POST', headers: { 'content-type': 'application/json', host }, body: '{}' })
  return ((await response.json()) as { data: { id: number }[] }).data.map((p) => p.id)
}

describe('the demo lenders', () => {
  it('are three, one a market, each company in the market of its folder', async () => {
    expect(Object.keys(BUILT_IN_DEMO_LENDERS)).toEqual(['TH', 'PH', 'ID'])
    for (const [code, lender] of Object.entries(BUILT_IN_DEMO_LENDERS)) expect(lender.company.market).toBe(code)
    const rows = await t.database.db.select({ id: companies.id, market: companies.market }).from(companies)
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, market: 'TH' },
      { id: 2, market: 'PH' },
      { id: 3, market: 'ID' },
    ])
  })

  it.each(LENDERS)("offers only products the rules of $company.market allow, at every amount and term", (lender) => {
    const { rules, minorDigits } = marketPack(lender.company.market)
    const periodUnit = JSON.parse(lender.configs.PERIOD_UNIT ?? '"month"') as 'month'
    // The caps in force today: a demo product is offered now (a dated cap judges a quote by its day).
    const today = new Date().toISOString().slice(0, 10)
    for (const p of lender.apps) {
      const product = { rate: p.rate, periodsOptions: p.periods.map((c) => c.periods), minAmountMinor: toMinor(p.min, minorDigits), maxAmountMinor: toMinor(p.max, minorDigits), periodUnit }
      expect(checkProduct(rules, product, today), p.name).toEqual([])
      for (const c of p.periods) expect(checkProduct(rules, { ...product, rate: c.rate, periodsOptions: [c.periods] }, today), `${p.name} over ${c.periods}`).toEqual([])
    }
  })

  it.each(LENDERS)('names in its licence a regulator of $company.market', (lender) => {
    const licence = JSON.parse(lender.configs.LICENCE ?? '{}') as { regulator?: string }
    expect(marketPack(lender.company.market).regulators.map((r) => r.en)).toContain(licence.regulator)
  })

  it('serves each lender at its host, the Indonesian one at id.localhost with apps 5 and 6', async () => {
    expect(await productIds('th.localhost')).toEqual([1, 2])
    expect(await productIds('ph.localhost')).toEqual([3, 4])
    expect(await productIds('id.localhost')).toEqual([5, 6])
  })

  it('seeds the Indonesian lender in whole rupiah, with its invite code and its words in Bahasa Indonesia', async () => {
    const db = t.database.db
    const products = await db.select().from(apps).where(eq(apps.companyId, 3))
    expect(products.map((a) => [a.id, a.minAmountMinor, a.maxAmountMinor, a.stepMinor, a.host])).toEqual([
      [5, 500_000, 5_000_000, 100_000, 'id.localhost'],
      [6, 500_000, 2_000_000, 100_000, null],
    ])
    expect(await db.select({ companyId: referralCodes.companyId }).from(referralCodes).where(eq(referralCodes.code, 'DEMOID2026'))).toEqual([{ companyId: 3 }])
    const keys = (await db.select({ key: companyConfigs.key }).from(companyConfigs).where(eq(companyConfigs.companyId, 3))).map((c) => c.key)
    expect(keys).toEqual(expect.arrayContaining(['ABOUT_US', 'ABOUT_US_ID', 'FAQ', 'FAQ_ID', 'LICENCE', 'MARRIAGE', 'EDUCATION', 'PERIOD_UNIT']))
  })

  it('keeps every Indonesian product within 0.1% a day of the principal and its total within the principal, in the shortest months', () => {
    const { minorDigits } = marketPack('ID')
    for (const p of BUILT_IN_DEMO_LENDERS.ID.apps) {
      for (const c of p.periods) {
        for (const amount of [p.min, p.max]) {
          // February first: the fewest days for the interest of a month (SEOJK 19/2023 counts calendar days).
          const startDate = '2027-02-01'
          const quote = quoteLoan({ amountMinor: toMinor(amount, minorDigits), rate: c.rate, periods: c.periods, startDate, periodUnit: 'month', minorDigits })
          const days = (Date.parse(addPeriods(startDate, c.periods, 'month')) - Date.parse(startDate)) / DAY_MS
          expect(quote.interestMinor / quote.amountMinor / days, `${p.name} ${amount} over ${c.periods}`).toBeLessThanOrEqual(0.001)
          expect(quote.interestMinor).toBeLessThanOrEqual(quote.amountMinor)
        }
      }
    }
  })

  it('leaves a lender that edited its settings as it is when seeded again', async () => {
    const db = t.database.db
    await db.update(companyConfigs).set({ value: 'Edited by the lender' }).where(eq(companyConfigs.key, 'ABOUT_US_ID'))
    await seedDemoLenders(db)
    const [row] = await db.select({ value: companyConfigs.value }).from(companyConfigs).where(eq(companyConfigs.key, 'ABOUT_US_ID'))
    expect(row?.value).toBe('Edited by the lender')
    expect((await db.select({ id: companies.id }).from(companies)).length).toBe(3)
  })
})
