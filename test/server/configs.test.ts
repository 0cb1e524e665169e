import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MARKET } from '../../contract/market'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('company configuration', () => {
  it('serves text keys as text and the others as JSON, with the built-in market lists', async () => {
    const { code, data } = await t.api.call('/loan/getAllCompanyConfigs', { appId: 1 })
    expect(code).toBe(0)
    expect(typeof data.ABOUT_US).toBe('string')
    expect(data.WHATSAPP).toMatch(/^https:\/\//)
    expect(Array.isArray(data.MARRIAGE)).toBe(true)
    expect(data.BANK_LIST).toHaveLength(DEFAULT_MARKET.banks.length)
    expect(data.REGION_LIST).toEqual(DEFAULT_MARKET.regions)
    expect(data.CURRENCY).toBe('THB')
  })

  it('gives the customer-service link and 40007 for an unknown app', async () => {
    expect((await t.api.call('/loan/getCustomerService', { appId: 1 })).data).toMatch(/^https:\/\/line\.me\//)
    expect((await t.api.call('/loan/getCustomerService', { appId: 999 })).code).toBe(40007)
  })

  it('lists the demo products with amounts in major units', async () => {
    const { data } = await t.api.call('/loan/appList', {})
    expect(data[0]).toMatchObject({ id: 1, name: 'Jackey Cash', maxAmount: 3_000_000, disabled: false })
    const periods = await t.api.call('/loan/getPeriodConfig', { appId: 1 })
    expect(periods.data.rateConfigs.map((r) => r.periodDays)).toEqual([6, 12, 18, 24])
  })
})

describe('what borrowers may not see', () => {
  it('keeps the decision thresholds out of the public company configs', async () => {
    const { companyConfigs } = await import('../../server/db/schema')
    await t.database.db.insert(companyConfigs).values({ companyId: 1, key: 'DECISION_RULES', value: '{"manualReviewAbove":500000}' }).onConflictDoNothing()
    const { data } = await t.api.call('/loan/getAllCompanyConfigs', { appId: 1 })
    expect(data).not.toHaveProperty('DECISION_RULES')
  })
})
