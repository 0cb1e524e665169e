// What a borrower can borrow (/loan/offer) is what the decision approves: applying at exactly the
// offer is approved by the real decision job, one step above it is refused, in both markets.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { demoMarket } from '../support/demo-markets'
import { completeProfile, type MarketCode, type QUESTIONNAIRE } from '../support/profile'
import { userIdOf } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())


async function borrower(market: MarketCode, questionnaire: Partial<typeof QUESTIONNAIRE>) {
  const user = await t.registerUser({ lender: demoMarket(market).lender })
  await completeProfile(t, user.token, questionnaire, market)
  return user
}

async function offer(token: string, appId: number) {
  const answer = await t.api.call('/loan/offer', { appId }, { token })
  expect(answer.code).toBe(0)
  return answer.data
}

/** Applies, runs the decision job, and answers the order's status and the decision's reasons. */
async function decided(token: string, appId: number, amt: number, periodDays: number) {
  const applied = await t.api.call('/loan/apply', { amt, configId: appId, periodDays, appId }, { token })
  expect(applied.code).toBe(0)
  await t.runJobs()
  const { data } = await t.api.call('/loan/orderInfo', { loanOrderId: applied.data.loanOrderId }, { token })
  return { status: data.status, reasons: data.decision?.reasons }
}

describe('the offer', () => {
  // Thailand: 40,000 a month less 30,000 of expenses leaves 10,000; less the ฿3,100 living
  // minimum, 6,900 a month, which 130,000 over 24 months takes (140,000 would leave 3,046.67).
  // The Philippines: 6,000 a month (500 of expenses); the lender's 40% debt-service limit allows 2,400 a month,
  // which 8,500 over 4 months takes (9,000 would need 2,520).
  it.each([
    {
      market: 'TH' as const,
      appId: 1,
      income: { monthlyIncome: 40_000, expenses: 30_000 },
      offered: { minAmount: 10_000, maxAmount: 130_000, periodDays: 24, monthlyPayment: 6_456.67, reasons: ['below_living_minimum'] },
      step: 10_000,
    },
    {
      market: 'PH' as const,
      appId: 3,
      income: { monthlyIncome: 6_000, expenses: 500 },
      offered: { minAmount: 2_000, maxAmount: 8_500, periodDays: 4, monthlyPayment: 2_380, reasons: ['debt_service_limit'] },
      step: 500,
    },
  ])('in $market is lowered to what the borrower can afford, approved at exactly that and refused one step above it', async ({ market, appId, income, offered, step }) => {
    const first = await borrower(market, income)
    expect(await offer(first.token, appId)).toEqual(offered)
    expect(await decided(first.token, appId, offered.maxAmount, offered.periodDays)).toEqual({ status: 3, reasons: [] })

    const second = await borrower(market, income)
    expect(await offer(second.token, appId)).toEqual(offered)
    expect(await decided(second.token, appId, offered.maxAmount + step, offered.periodDays)).toEqual({ status: 5, reasons: offered.reasons })
  })

  it("in Thailand is never above 1.5 times a monthly income under ฿30,000, and /loan/apply refuses more", async () => {
    // The borrower: 25,000 a month, 12,000 of expenses. The law allows ฿37,500.
    const { token } = await borrower('TH', { monthlyIncome: 25_000, expenses: 12_000 })
    expect(await offer(token, 1)).toEqual({ minAmount: 10_000, maxAmount: 30_000, periodDays: 6, monthlyPayment: 5_270, reasons: ['above_legal_limit'] })
    const above = await t.api.call('/loan/apply', { amt: 40_000, configId: 1, periodDays: 24, appId: 1 }, { token })
    expect([above.code, above.data]).toEqual([20010, { fields: ['amt'] }])
    expect(await decided(token, 1, 30_000, 6)).toEqual({ status: 3, reasons: [] })
  })

  it('offers nothing, saying so, when even the product minimum is above the legal limit', async () => {
    // ฿6,000 a month: the law allows ฿9,000, and the product starts at ฿10,000.
    const { token } = await borrower('TH', { monthlyIncome: 6_000, expenses: 0 })
    expect(await offer(token, 1)).toEqual({ minAmount: 10_000, maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons: ['above_legal_limit'] })
  })

  it('is the product maximum at the shortest term that reaches it for a borrower who can afford it', async () => {
    const { token } = await borrower('PH', { monthlyIncome: 30_000, expenses: 12_000 })
    expect(await offer(token, 3)).toEqual({ minAmount: 2_000, maxAmount: 10_000, periodDays: 2, monthlyPayment: 5_300, reasons: [] })
    expect(await offer(token, 4)).toEqual({ minAmount: 1_000, maxAmount: 5_000, periodDays: 1, monthlyPayment: 5_125, reasons: [] })
  })

  it('asks for the missing information, not a 5xx, when no income is declared', async () => {
    const fresh = await t.registerUser()
    expect(await offer(fresh.token, 1)).toEqual({ minAmount: 10_000, maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons: ['profile_incomplete'] })
    const noIncome = await borrower('PH', {})
    await t.database.db.update(users).set({ monthlyIncomeMinor: null }).where(eq(users.id, await userIdOf(t, noIncome.mobile)))
    expect(await offer(noIncome.token, 3)).toEqual({ minAmount: 2_000, maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons: ['profile_incomplete'] })
  })

  it('offers nothing, with the reasons, while a loan is open or the borrower is too young', async () => {
    const { token } = await borrower('TH', {})
    expect((await decided(token, 1, 100_000, 12)).status).toBe(3)
    expect(await offer(token, 1)).toEqual({ minAmount: 10_000, maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons: ['open_loan'] })
    const young = await t.registerUser()
    await completeProfile(t, young.token, { birthday: `${t.clock.now.getUTCFullYear() - 19}-01-01` })
    expect((await offer(young.token, 1)).reasons).toEqual(['age_out_of_range'])
  })

  it("answers 40007 for another company's product, as every call does", async () => {
    const thai = await borrower('TH', {})
    const filipino = await borrower('PH', {})
    expect((await t.api.call('/loan/offer', { appId: 3 }, { token: thai.token })).code).toBe(40007)
    expect((await t.api.call('/loan/offer', { appId: 1 }, { token: filipino.token })).code).toBe(40007)
    expect((await t.api.call('/loan/offer', { appId: 999 }, { token: thai.token })).code).toBe(40007)
    expect((await t.api.call('/loan/offer', { appId: 1 })).code).toBe(401)
  })
})
