import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../server/db/schema'
import { completeProfile } from '../support/profile'
import { adminClient, setFourEyes, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let config: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  config = await staffSession(t, ['config'])
  // Changes here take effect at once; four-eyes has its own tests (admin-approvals).
  await setFourEyes(t.database.db, 1, [])
  await setFourEyes(t.database.db, 2, [])
})
afterAll(() => t.close())

const set = (key: Parameters<typeof admin.call<'/config/company/set'>>[1]['key'], value: string) =>
  admin.call('/config/company/set', { companyId: 1, key, value }, config.token)
const publicConfigs = async () => (await t.api.call('/loan/getAllCompanyConfigs', { appId: 1 })).data

describe('products and period configs', () => {
  it('lists each product with its period configs and whether the market rules let them be offered', async () => {
    const { data } = await admin.call('/config/products', {}, config.token)
    const philippine = await staffSession(t, ['config'], { companyId: 2 })
    const ph = (await admin.call('/config/products', {}, philippine.token)).data
    expect(ph.products.find((p) => p.id === 3)).toMatchObject({ market: 'PH', currency: 'PHP', periodUnit: 'month' })
    const cash = data.products.find((p) => p.id === 1)
    expect(cash).toMatchObject({ market: 'TH', currency: 'THB', name: 'Jackey Cash', minAmount: 10_000, maxAmount: 3_000_000, disabled: false })
    expect(cash?.periods.map((p) => [p.periods, p.rate, p.offered])).toEqual([
      [6, 900, true],
      [12, 850, true],
      [18, 800, true],
      [24, 800, true],
    ])
  })

  it('refuses a rate above the market APR cap (10004, with the rule), and offers one within it', async () => {
    const dear = await admin.call('/config/period/save', { appId: 2, periods: 3, rate: 3000 }, config.token)
    expect(dear).toMatchObject({ code: 10004, data: { fields: ['rate'] } })
    expect(dear.msg).toMatch(/^Breaks the market rules: maxApr/)
    const fair = await admin.call('/config/period/save', { appId: 2, periods: 3, rate: 600 }, config.token)
    expect(fair.code).toBe(0)
    const offered = (await t.api.call('/loan/getPeriodConfig', { appId: 2 })).data.rateConfigs
    expect(offered).toContainEqual({ periodDays: 3, rate: 600 })
  })

  it('changes a period config rate, and refuses a second config with the same number of periods', async () => {
    const { data } = await admin.call('/config/period/save', { appId: 2, periods: 9, rate: 700 }, config.token)
    expect((await admin.call('/config/period/save', { appId: 2, id: data.id ?? undefined, periods: 9, rate: 650 }, config.token)).code).toBe(0)
    expect((await t.api.call('/loan/getPeriodConfig', { appId: 2 })).data.rateConfigs).toContainEqual({ periodDays: 9, rate: 650 })
    expect((await admin.call('/config/period/save', { appId: 2, periods: 9, rate: 650 }, config.token)).data).toEqual({ fields: ['periods'] })
  })

  it('pauses a product, which borrowers then see greyed out', async () => {
    const { data } = await admin.call('/config/products', {}, config.token)
    const mini = data.products.find((p) => p.id === 2)
    if (!mini) throw new Error('no product 2')
    const { id: appId, name, minAmount, maxAmount, step, defaultRate } = mini
    expect((await admin.call('/config/product/save', { appId, name, minAmount, maxAmount, step, defaultRate, disabled: true }, config.token)).code).toBe(0)
    const products = (await t.api.call('/loan/appList', {})).data
    expect(products.find((p) => p.id === 2)).toMatchObject({ disabled: true, disabledReason: 'paused_by_lender' })
    expect((await admin.call('/config/product/save', { appId, name, minAmount: maxAmount + 1, maxAmount, step, defaultRate, disabled: false }, config.token)).code).toBe(10004)
  })
})

describe('company configs', () => {
  it('changes the FAQ and a support link, which borrowers get at once', async () => {
    expect((await set('FAQ', 'Is there a fee to receive my loan? Never.')).code).toBe(0)
    expect((await set('LINE', 'https://line.me/R/ti/p/@newlender')).code).toBe(0)
    expect(await publicConfigs()).toMatchObject({ FAQ: 'Is there a fee to receive my loan? Never.', LINE: 'https://line.me/R/ti/p/@newlender' })
  })

  it('takes only https links for support channels, and removes a channel given an empty link', async () => {
    expect((await set('WHATSAPP', 'javascript:alert(1)')).code).toBe(10004)
    expect((await set('WHATSAPP', 'http://wa.me/6620000000')).code).toBe(10004)
    expect((await set('WHATSAPP', '')).code).toBe(0)
    expect(await publicConfigs()).not.toHaveProperty('WHATSAPP')
  })

  it('takes a licence with a name, number and regulator only', async () => {
    expect((await set('LICENCE', '{"name":"Demo"}')).code).toBe(10004)
    expect((await set('LICENCE', 'not json')).code).toBe(10004)
    const licence = { name: 'Demo Lending Co., Ltd.', number: 'DEMO-PL-0002', regulator: 'Ministry of Finance' }
    expect((await set('LICENCE', JSON.stringify(licence))).code).toBe(0)
    expect((await publicConfigs()).LICENCE).toEqual(licence)
  })

  it('raises the manual review threshold once a checker approves it, and the engine then approves a large amount by itself', async () => {
    // Lending rules wait for a checker even with FOUR_EYES off (lending-config-approvals.test.ts).
    const checker = await staffSession(t, ['checker'])
    const ask = (value: string) => admin.call('/config/company/set', { companyId: 1, key: 'DECISION_RULES', value, note: 'Larger loans without review' }, config.token)
    expect((await ask('{"minAge": 17}')).code).toBe(10004)
    const { approvalId } = (await ask(JSON.stringify({ manualReviewAbove: 2_000_000 }))).data
    expect((await admin.call('/approvals/approve', { approvalId: approvalId ?? 0 }, checker.token)).code).toBe(0)
    const stored = (await admin.call('/config/company', { companyId: 1 }, config.token)).data.values.DECISION_RULES
    expect(JSON.parse(stored ?? '{}')).toEqual({ manualReviewAbove: 2_000_000 })
    const user = await t.registerUser()
    await completeProfile(t, user.token, { monthlyIncome: 900_000 })
    const { data } = await t.api.call('/loan/apply', { amt: 1_500_000, configId: 1, periodDays: 12, appId: 1 }, { token: user.token })
    await t.runJobs()
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: data.loanOrderId }, { token: user.token })).data.status).toBe(3)
    const back = (await ask(JSON.stringify({}))).data.approvalId ?? 0
    expect((await admin.call('/approvals/approve', { approvalId: back }, checker.token)).code).toBe(0)
  })

  it('does not let staff change the market rules or any key outside the editable list (10004)', async () => {
    expect((await admin.raw('/config/company/set', { companyId: 1, key: 'MARKET_RULES', value: '{"maxChargesPercentOfPrincipal": 500}' }, config.token)).code).toBe(10004)
  })
})

describe('versions and audit', () => {
  it('keeps every version of a value, with who set it', async () => {
    await set('ABOUT_US', 'First words')
    await set('ABOUT_US', 'Second words')
    const { data } = await admin.call('/config/versions', { scope: 'company:1', key: 'ABOUT_US' }, config.token)
    expect(data.map((v) => [v.value, v.staffName])).toEqual([
      ['Second words', config.name],
      ['First words', config.name],
    ])
  })

  it('audits each change with the value before and after', async () => {
    await set('WEBSITE', 'https://one.example')
    await set('WEBSITE', 'https://two.example')
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'company_config'), eq(auditLog.recordId, '1:WEBSITE')))
    expect(rows.map((r) => [r.action, r.staffId, r.before, r.after])).toEqual([
      ['set_company_config', config.id, 'https://lender.example', 'https://one.example'],
      ['set_company_config', config.id, 'https://one.example', 'https://two.example'],
    ])
  })

  it('versions and audits period configs and products', async () => {
    const { data } = await admin.call('/config/period/save', { appId: 1, periods: 3, rate: 900 }, config.token)
    const versions = await admin.call('/config/versions', { scope: 'period_config', key: String(data.id) }, config.token)
    expect(versions.data[0]?.value).toEqual({ appId: 1, periods: 3, rate: 900 })
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'period_config'), eq(auditLog.recordId, String(data.id))))
    expect(entry).toMatchObject({ action: 'create_period_config', staffId: config.id, before: null, after: { periods: 3, rate: 900 } })
  })
})
