// What a borrower can borrow (/loan/offer) is what the decision approves: applying at exactly the
// offer is approved by the real decision job, one step above it is refused, in both markets.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { completeProfile, type MarketCode, type QUESTIONNAIRE } from '../support/profile'
import { userIdOf } from '../support/staff'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LENDER = { TH: DEMO, PH: DEMO_PH } as const

async function borrower(market: MarketCode, questionnaire: Partial<typeof QUESTIONNAIRE>) {
  const user = await t.registerUser({ lender: LENDER[market] })
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
  // Thailand: 22,000 a month less 12,000 of expenses leaves 10,000, enough for 7,946.67 a month
  // with the 1.2 margin; only the longest term reaches 160,000.
  // The Philippines: 4,000 less 1,000 leaves 3,000, enough for 2,380 a month over 4 months.
  it.each([
    { market: 'TH' as const, appId: 1, income: { monthlyIncome: 22_000, expenses: 12_000 }, offered: { maxAmount: 160_000, periodDays: 24, monthlyPayment: 7_946.67 }, step: 10_000 },
    { market: 'PH' as const, appId: 3, income: { monthlyIncome: 4_000, expenses: 1_000 }, offered: { maxAmount: 8_500, periodDays: 4, monthlyPayment: 2_380 }, step: 500 },
  ])('in $market is approved at exactly the offer and refused one step above it', async ({ market, appId, income, offered, step }) => {
    const first = await borrower(market, income)
    expect(await offer(first.token, appId)).toEqual({ ...offered, reasons: [] })
    expect(await decided(first.token, appId, offered.maxAmount, offered.periodDays)).toEqual({ status: 3, reasons: [] })

    const second = await borrower(market, income)
    expect(await offer(second.token, appId)).toEqual({ ...offered, reasons: [] })
    expect(await decided(second.token, appId, offered.maxAmount + step, offered.periodDays)).toEqual({ status: 5, reasons: ['not_affordable'] })
  })

  it('is the product maximum at the shortest term that reaches it for a borrower who can afford it', async () => {
    const { token } = await borrower('PH', { monthlyIncome: 30_000, expenses: 12_000 })
    expect(await offer(token, 3)).toEqual({ maxAmount: 10_000, periodDays: 2, monthlyPayment: 5_300, reasons: [] })
    expect(await offer(token, 4)).toEqual({ maxAmount: 5_000, periodDays: 1, monthlyPayment: 5_125, reasons: [] })
  })

  it('asks for the missing information, not a 5xx, when no income is declared', async () => {
    const fresh = await t.registerUser()
    expect(await offer(fresh.token, 1)).toEqual({ maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons: ['profile_incomplete'] })
    const noIncome = await borrower('PH', {})
    await t.database.db.update(users).set({ monthlyIncomeMinor: null }).where(eq(users.id, await userIdOf(t, noIncome.mobile)))
    expect(await offer(noIncome.token, 3)).toEqual({ maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons: ['profile_incomplete'] })
  })

  it('offers nothing, with the reasons, while a loan is open or the borrower is too young', async () => {
    const { token } = await borrower('TH', {})
    expect((await decided(token, 1, 100_000, 12)).status).toBe(3)
    expect(await offer(token, 1)).toEqual({ maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons: ['open_loan'] })
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
