import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/loan-extension'
import { quoteLoan } from '../../contract/loan-math'
import { localToday } from '../../contract/market/local-time'
import { toMajor } from '../../contract/money'
import { apps, orderTransitions, periodConfigs } from '../../server/db/schema'
import { pngFile } from '../fixtures/images'
import { completeProfile } from '../support/profile'
import { DEMO, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const APPLY = { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }

async function borrower(overrides: Parameters<typeof completeProfile>[2] = {}) {
  const user = await t.registerUser()
  await completeProfile(t, user.token, overrides)
  return user
}

async function applied(token: string, body = APPLY) {
  const answer = await t.api.call('/loan/apply', body, { token })
  expect(answer.code).toBe(0)
  await t.runJobs()
  return answer.data.loanOrderId
}

describe('products and quotes', () => {
  it('quotes exactly what the contract arithmetic computes, with nothing deducted', async () => {
    const { token } = await t.registerUser()
    const { data } = await t.api.call('/loan/quote', APPLY, { token })
    const expected = quoteLoan({ amountMinor: 10_000_000, rate: 850, periods: 12, startDate: t.clock.now.toISOString().slice(0, 10), periodUnit: 'month' })
    expect(data).toMatchObject({ amt: 100_000, netProceeds: 100_000, interest: toMajor(expected.interestMinor, 2), total: toMajor(expected.totalMinor, 2), apr: expected.aprPercent })
    expect(data.schedule.reduce((sum, line) => sum + Math.round(line.amt * 100), 0)).toBe(expected.totalMinor)
  })

  it('refuses an amount off the product grid or a period it does not offer (10004)', async () => {
    const { token } = await t.registerUser()
    expect((await t.api.call('/loan/quote', { ...APPLY, amt: 85_000 }, { token })).data).toEqual({ fields: ['amt'] })
    expect((await t.api.call('/loan/quote', { ...APPLY, amt: 5_000_000 }, { token })).data).toEqual({ fields: ['amt'] })
    expect((await t.api.call('/loan/quote', { ...APPLY, periodDays: 7 }, { token })).data).toEqual({ fields: ['periodDays'] })
  })

  it('never offers a period config above the market APR cap, and greys out a product left with none', async () => {
    await t.database.db.insert(apps).values({ id: 9, companyId: 1, name: 'Too Dear', logo: '/logo.svg', minAmountMinor: 8_000_000, maxAmountMinor: 10_000_000, stepMinor: 1_000_000, defaultRate: 3000 })
    await t.database.db.insert(periodConfigs).values({ appId: 9, periods: 6, rate: 3000 })
    const products = await t.api.call('/loan/appList', {})
    expect(products.data.find((p) => p.id === 9)).toMatchObject({ disabled: true, disabledReason: 'outside_market_rules' })
    expect((await t.api.call('/loan/getPeriodConfig', { appId: 9 })).data.rateConfigs).toEqual([])
    const { token } = await t.registerUser()
    expect((await t.api.call('/loan/quote', { amt: 80_000, configId: 9, periodDays: 6, appId: 9 }, { token })).code).toBe(10004)
  })
})

describe('applying', () => {
  it('needs a complete profile (40000)', async () => {
    const { token } = await t.registerUser()
    expect((await t.api.call('/loan/apply', APPLY, { token })).code).toBe(40000)
  })

  it('walks apply → approval → signed contract → funds ready (9)', async () => {
    const { token } = await borrower()
    const orderId = await applied(token)
    const info = await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })
    expect(info.data).toMatchObject({ status: 3, principal: 100_000, decision: { reasons: [] } })

    const contract = await t.api.call('/loan/contract', { loanOrderId: orderId }, { token })
    expect(contract.data.terms).toMatchObject({ amountFinanced: 100_000, netProceeds: 100_000, fees: [], cancellation: 'free_before_disbursement' })
    expect(contract.data.html).toContain('Demo Lending Co., Ltd.')

    expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token })).data).toEqual({ fields: ['signatureImg'] })
    await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token })).code).toBe(0)
    const progress = await t.api.call('/loan/getLoanProgress', {}, { token })
    expect(progress.data).toMatchObject({ status: 9, orderId, balance: 100_000 })
    expect((await t.api.call('/user/info', {}, { token })).data.lastOrderId).toBe(orderId)

    const moves = await t.database.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, orderId))
    expect(moves.map((m) => [m.fromStatus, m.toStatus, m.actor])).toEqual([
      [0, 3, 'decision-engine'],
      [3, 9, expect.stringMatching(/^user:\d+$/)],
    ])
  })

  it('keeps one open application per borrower (40005)', async () => {
    const { token } = await borrower()
    await applied(token)
    expect((await t.api.call('/loan/apply', APPLY, { token })).code).toBe(40005)
  })

  it("refuses a 19-year-old with the reason and a reapply date counted from the borrower's day", async () => {
    // 17:30 UTC: already the next day in Bangkok.
    t.clock.now = new Date(`${new Date(t.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10)}T17:30:00Z`)
    const nineteen = new Date(t.clock.now.getTime() - 19.5 * 365.25 * 86_400_000).toISOString().slice(0, 10)
    const { token } = await borrower({ birthday: nineteen })
    const orderId = await applied(token)
    const { data } = await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })
    expect(data.status).toBe(5)
    expect(data.decision?.reasons).toEqual(['age_out_of_range'])
    expect(data.decision?.reapplyAfter).toBe(addDays(localToday('Asia/Bangkok', t.clock.now), 30))
    expect((await t.api.call('/loan/contract', { loanOrderId: orderId }, { token })).code).toBe(40007)
  })

  it('names the reapply date in the loan progress until the borrower\'s day reaches it, then leaves it out', async () => {
    const nineteen = new Date(t.clock.now.getTime() - 19.5 * 365.25 * 86_400_000).toISOString().slice(0, 10)
    const { token, mobile, password } = await borrower({ birthday: nineteen })
    const orderId = await applied(token)
    const { data: info } = await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })
    const reapplyAfter = info.decision?.reapplyAfter
    if (!reapplyAfter) throw new Error('refused without a reapply date')
    let session = token
    const progress = async () => (await t.api.call('/loan/getLoanProgress', {}, { token: session })).data
    expect(await progress()).toMatchObject({ status: 5, orderId, reapplyAfter })
    // 16:59 UTC on the day before is 23:59 in Bangkok: still waiting; a minute later it has come.
    // A month on, the first session has been idle too long: the borrower logs in again.
    const before = new Date(`${addDays(reapplyAfter, -1)}T16:59:00Z`)
    t.clock.now = before
    const login = await t.api.call('/user/login', { mobile, password, ...DEMO })
    session = (login.data as { token: string }).token
    expect((await progress())?.reapplyAfter).toBe(reapplyAfter)
    t.clock.now = new Date(before.getTime() + 60_000)
    expect(await progress()).not.toHaveProperty('reapplyAfter')
  })

  it('refuses when income after expenses does not cover the payment or leave enough to live on', async () => {
    // ฿40,000 a month allows ฿200,000 by law, but 39,000 of expenses leave 1,000 for a payment of about 9,183.
    const { token } = await borrower({ monthlyIncome: 40_000, expenses: 39_000 })
    const orderId = await applied(token)
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.decision?.reasons).toEqual(['not_affordable', 'below_living_minimum'])
  })

  it('routes a large amount to a person: it stays under review (1)', async () => {
    const { token } = await borrower({ monthlyIncome: 900_000 })
    const orderId = await applied(token, { ...APPLY, amt: 1_500_000 })
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.status).toBe(1)
  })

  it('cancels for free before disbursement and not twice', async () => {
    const { token } = await borrower()
    const orderId = await applied(token)
    expect((await t.api.call('/loan/cancel', { loanOrderId: orderId }, { token })).code).toBe(0)
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.status).toBe(12)
    expect((await t.api.call('/loan/cancel', { loanOrderId: orderId }, { token })).code).toBe(40004)
  })

  it('shows an order to its borrower only', async () => {
    const { token } = await borrower()
    const orderId = await applied(token)
    const stranger = await t.registerUser()
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: stranger.token })).code).toBe(40007)
    expect((await t.api.call('/loan/cancel', { loanOrderId: orderId }, { token: stranger.token })).code).toBe(40007)
  })

  it('escapes what the borrower typed when it renders the contract', async () => {
    const { token } = await t.registerUser()
    await completeProfile(t, token, { realName: '<script>alert(1)</script>' })
    const orderId = await applied(token)
    const { data } = await t.api.call('/loan/contract', { loanOrderId: orderId }, { token })
    expect(data.html).not.toContain('<script>alert(1)')
    expect(data.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('applications sent at once', () => {
  it('create one order; the others get 40005', async () => {
    const { token } = await borrower()
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.api.call('/loan/apply', APPLY, { token, key: crypto.randomUUID() })))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
    expect(answers.filter((a) => a.code === 40005)).toHaveLength(7)
    expect((await t.api.call('/loan/getUserOrderList', {}, { token })).data).toHaveLength(1)
  })
})
