import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { companyConfigs } from '../../server/db/schema'
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
    expect(data.BANK_LIST).toHaveLength(MARKETS.TH.payoutChannels.length)
    expect(data.REGION_LIST).toEqual(MARKETS.TH.regions)
    expect(data.CURRENCY).toBe('THB')
  })

  it("gives each lender its own market's currency, phone prefix, time zone, languages, ID types, banks and regions", async () => {
    const th = (await t.api.call('/loan/getAllCompanyConfigs', { appId: 1 })).data
    const ph = (await t.api.call('/loan/getAllCompanyConfigs', { appId: 3 })).data
    expect(th.MARKET).toEqual({ code: 'TH', currency: 'THB', callingCode: '66', timeZone: 'Asia/Bangkok', locales: ['th', 'en', 'zh'] })
    expect(ph.MARKET).toEqual({ code: 'PH', currency: 'PHP', callingCode: '63', timeZone: 'Asia/Manila', locales: ['en', 'fil'] })
    expect(ph.CURRENCY).toBe('PHP')
    expect((th.ID_TYPES as { code: string }[]).map((x) => x.code)).toEqual(['th_national_id'])
    expect((ph.ID_TYPES as { code: string }[]).map((x) => x.code)).toEqual(expect.arrayContaining(['ph_philsys', 'ph_umid', 'ph_drivers_licence', 'ph_passport', 'ph_sss', 'ph_tin']))
    const phBanks = ph.BANK_LIST as { code: string; kind: string }[]
    expect(phBanks.find((b) => b.code === 'PH_GCASH')?.kind).toBe('ewallet')
    expect(phBanks.some((b) => b.kind === 'bank')).toBe(true)
    expect((th.BANK_LIST as { code: string; kind: string }[]).find((b) => b.code === 'PROMPTPAY')?.kind).toBe('proxy')
    expect(ph.REGION_LIST).toEqual(MARKETS.PH.regions)
  })

  it('names the built-in Thai banks, provinces and districts in Thai too, and a lender list as the lender gave it', async () => {
    const th = (await t.api.call('/loan/getAllCompanyConfigs', { appId: 1 })).data
    const banks = th.BANK_LIST as { code: string; name: string; names?: Record<string, string> }[]
    expect(banks.find((b) => b.code === '002')).toMatchObject({ name: 'Bangkok Bank', names: { th: 'ธนาคารกรุงเทพ' } })
    const regions = th.REGION_LIST as { province: string; names?: { th?: { province: string } } }[]
    expect(regions.find((r) => r.province === 'Bangkok')?.names?.th?.province).toBe('กรุงเทพมหานคร')
    const own = [{ code: 'X1', name: 'Lender Bank', kind: 'bank' }]
    await t.database.db.insert(companyConfigs).values({ companyId: 2, key: 'BANK_LIST', value: JSON.stringify(own) })
    expect((await t.api.call('/loan/getAllCompanyConfigs', { appId: 3 })).data.BANK_LIST).toEqual(own)
    await t.database.db.delete(companyConfigs).where(and(eq(companyConfigs.companyId, 2), eq(companyConfigs.key, 'BANK_LIST')))
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
    await t.database.db.insert(companyConfigs).values({ companyId: 1, key: 'DECISION_RULES', value: '{"manualReviewAbove":500000}' }).onConflictDoNothing()
    const { data } = await t.api.call('/loan/getAllCompanyConfigs', { appId: 1 })
    expect(data).not.toHaveProperty('DECISION_RULES')
  })
})
