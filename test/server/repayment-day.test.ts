// A due date that fits payday: the borrower picks the repayment day at application (in the
// Philippines also twice a month); /loan/quote answers that schedule, /loan/apply keeps the choice,
// and the schedule made at the payout follows it, within the market's caps, in both markets.
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/loan-extension'
import { addPeriods } from '../../contract/loan-math'
import { localToday } from '../../contract/market/local-time'
import { type DueDay, quoteOnDay } from '../../contract/repayment-day'
import { orders, periodConfigs } from '../../server/db/schema'
import { pngFile } from '../fixtures/images'
import { DEMO_MARKETS } from '../support/demo-markets'
import { PIN, setPin } from '../support/money'
import { boundAccount, completeProfile } from '../support/profile'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  // The last day of January, 10:00 in Bangkok and 11:00 in Manila: month ends and February ahead.
  t.clock.now = new Date('2027-01-31T03:00:00Z')
})
afterAll(() => t.close())

// The demo products' rates (server/db/seed.ts).
const MARKETS = [{ ...DEMO_MARKETS[0], rate: 850 }, { ...DEMO_MARKETS[1], rate: 3000 }] as const
type Market = (typeof MARKETS)[number]

async function borrower(market: Market) {
  const user = await t.registerUser({ lender: market.lender })
  await completeProfile(t, user.token, {}, market.market)
  return user
}

const quote = (token: string, market: Market, dueDay?: DueDay) => t.api.call('/loan/quote', { ...market.loan, ...(dueDay === undefined ? {} : { dueDay }) }, { token })

/** Applies on `dueDay`, is approved, signs, and is paid out `payoutAfterDays` later: the order repaying. */
async function repayingOn(market: Market, dueDay: DueDay, payoutAfterDays = 0) {
  const user = await borrower(market)
  await t.upload('/user/signatureImg/upload', { img: pngFile() }, user.token)
  const applied = await t.api.call('/loan/apply', { ...market.loan, dueDay }, { token: user.token })
  expect(applied.code).toBe(0)
  const orderId = applied.data.loanOrderId
  await t.runJobs()
  expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token: user.token })).code).toBe(0)
  await setPin(t, user.token, user.mobile, PIN)
  // A week at a time, so that the borrower's session stays alive.
  for (let left = payoutAfterDays; left > 0; left -= 7) {
    t.clock.advance(Math.min(7, left) * 86_400_000)
    await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: user.token })
  }
  const withdrawn = await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: market.loan.amt, bankcard: await boundAccount(t, user.token) }, { token: user.token })
  expect(withdrawn.code).toBe(0)
  await t.api.call('/sandbox/payouts/settle', {})
  const info = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: user.token })).data
  return { ...user, orderId, info }
}

describe.each(MARKETS)('the repayment day in $market', (market) => {
  afterEach(() => {
    t.clock.now = new Date('2027-01-31T03:00:00Z')
  })

  it('quotes the usual schedule, without a day, when none is chosen', async () => {
    const { token } = await borrower(market)
    const usual = await quote(token, market)
    expect(usual.code).toBe(0)
    expect(usual.data.dueDay).toBeUndefined()
    expect(usual.data.schedule[0]?.dueDate).toBe('2027-02-28')
  })

  it("quotes the month's end from the last day of January: 28 February, 31 March, 30 April", async () => {
    const { token } = await borrower(market)
    const answer = await quote(token, market, 'end')
    expect(answer.code).toBe(0)
    expect(answer.data.dueDay).toBe('end')
    expect(answer.data.schedule.slice(0, 3).map((line) => line.dueDate)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30'])
    // The same arithmetic as the app's: what the borrower reads is what the server answers.
    const same = quoteOnDay({ amountMinor: market.loan.amt * 100, rate: market.rate, periods: market.loan.periodDays, startDate: '2027-01-31' }, 'end')
    expect(Math.round(answer.data.interest * 100)).toBe(same.interestMinor)
  })

  it('keeps the chosen day through the application and builds the schedule on it from the payout day', async () => {
    const { info, orderId } = await repayingOn(market, 5, 3)
    const payoutDay = localToday(market.timeZone, t.clock.now)
    expect(payoutDay).toBe('2027-02-03')
    const [row] = await t.database.db.select({ dueDay: orders.dueDay }).from(orders).where(eq(orders.id, orderId))
    expect(row?.dueDay).toBe(5)
    // 5 February is two days away: the first installment falls on 5 March.
    expect(info.periodViews.map((p) => p.dueDate)).toEqual(Array.from({ length: market.loan.periodDays }, (_, i) => addPeriods('2027-03-05', i, 'month')))
    const expected = quoteOnDay({ amountMinor: market.loan.amt * 100, rate: market.rate, periods: market.loan.periodDays, startDate: payoutDay }, 5)
    expect(info.periodViews.map((p) => Math.round(p.amt * 100))).toEqual(expected.schedule.map((line) => line.amtMinor))
  })

  it('refuses a product that does not offer the choice with 20011, and a day outside 1–28 as bad input', async () => {
    const { token } = await borrower(market)
    // The demo lenders' second products (Jackey Mini, Jackey Peso Mini) keep the usual schedule.
    const other = market.market === 'TH' ? { amt: 100_000, configId: 2, periodDays: 6, appId: 2 } : { amt: 2_000, configId: 4, periodDays: 2, appId: 4 }
    const refused = await t.api.call('/loan/quote', { ...other, dueDay: 5 }, { token })
    expect(refused).toMatchObject({ code: 20011, data: { fields: ['dueDay'] } })
    for (const dueDay of [0, 29, 31, 'monthly']) {
      const bad = await t.api.call('/loan/quote', { ...market.loan, dueDay } as never, { token })
      expect(bad.code).toBe(10004)
    }
  })
})

describe('twice a month', () => {
  it('is refused in Thailand with 20012', async () => {
    const th = MARKETS[0]
    const { token } = await borrower(th)
    expect(await quote(token, th, 'twice')).toMatchObject({ code: 20012, data: { fields: ['dueDay'] } })
  })

  it('in the Philippines is paid on the 15th and the 30th (28 February), two installments a month, and approved on the month', async () => {
    const ph = MARKETS[1]
    const { token } = await borrower(ph)
    const answer = await quote(token, ph, 'twice')
    expect(answer.code).toBe(0)
    expect(answer.data.schedule.map((line) => line.dueDate)).toEqual(['2027-02-15', '2027-02-28', '2027-03-15', '2027-03-30', '2027-04-15', '2027-04-30'])
    expect(answer.data.monthlyNominalPercent).toBeLessThanOrEqual(6)
    const { info } = await repayingOn(ph, 'twice')
    expect(info.periodViews.map((p) => p.dueDate)).toEqual(answer.data.schedule.map((line) => line.dueDate))
    expect(info.periodViews.reduce((sum, p) => sum + p.amt, 0)).toBeCloseTo(answer.data.total, 2)
  })

  it('moves one installment with an extension and leaves the 15th and the 30th to the others; all moves every later one by the same days', async () => {
    const one = await repayingOn(MARKETS[1], 'twice')
    const dates = one.info.periodViews.map((p) => p.dueDate)
    const moved = await t.api.call('/loan/extension/apply', { loanOrderId: one.orderId, period: 2, days: 7, scope: 'one' }, { token: one.token })
    expect(moved.code).toBe(0)
    expect(moved.data.moves).toEqual([{ period: 2, dueDate: '2027-02-28', newDueDate: '2027-03-07' }])
    const afterOne = (await t.api.call('/loan/orderInfo', { loanOrderId: one.orderId }, { token: one.token })).data.periodViews
    expect(afterOne.map((p) => p.dueDate)).toEqual(dates.map((d, i) => (i === 1 ? '2027-03-07' : d)))

    const all = await repayingOn(MARKETS[1], 'twice')
    expect((await t.api.call('/loan/extension/apply', { loanOrderId: all.orderId, period: 2, days: 7, scope: 'all' }, { token: all.token })).code).toBe(0)
    const afterAll = (await t.api.call('/loan/orderInfo', { loanOrderId: all.orderId }, { token: all.token })).data.periodViews
    expect(afterAll.map((p) => p.dueDate)).toEqual(dates.map((d, i) => (i === 0 ? d : addDays(d, 7))))
  })

  it("refuses to move one installment onto the next one's date: 14 days from 15 February would pass 28 February (40058)", async () => {
    const { token, orderId, info } = await repayingOn(MARKETS[1], 'twice')
    const refused = await t.api.call('/loan/extension/quote', { loanOrderId: orderId, period: 1, days: 14, scope: 'one' }, { token })
    expect(refused.code).toBe(40058)
    // 28 February moved 14 days is 14 March, the day before the next installment: allowed.
    const second = await t.api.call('/loan/extension/quote', { loanOrderId: orderId, period: 2, days: 14, scope: 'one' }, { token })
    expect(second.data.newDueDate).toBe('2027-03-14')
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.periodViews).toEqual(info.periodViews)
  })
})

describe('the caps with a chosen day', () => {
  const setRate = (appId: number, periods: number, rate: number) =>
    t.database.db.update(periodConfigs).set({ rate }).where(and(eq(periodConfigs.appId, appId), eq(periodConfigs.periods, periods)))
  afterEach(async () => {
    await setRate(1, 12, 850)
    await setRate(3, 3, 3000)
  })

  it('refuses with 20013 a day whose short first period would take a product at the cap above it, and takes a later day', async () => {
    // Thailand: 11.71% a month flat over 12 months is just within 25% a year on the usual schedule.
    await setRate(1, 12, 1171)
    const th = MARKETS[0]
    const { token } = await borrower(th)
    expect((await quote(token, th)).code).toBe(0)
    expect(await quote(token, th, 15)).toMatchObject({ code: 20013, data: { fields: ['dueDay'] } })
    await setRate(1, 12, 1091)
    expect((await quote(token, th, 15)).code).toBe(0)
  })

  it('refuses it in the Philippines at the 6% a month cap, for a day and for twice a month', async () => {
    await setRate(3, 3, 4000)
    const ph = MARKETS[1]
    const { token } = await borrower(ph)
    expect((await quote(token, ph)).code).toBe(0)
    expect((await quote(token, ph, 15)).code).toBe(20013)
    expect((await quote(token, ph, 'twice')).code).toBe(20013)
    const applied = await t.api.call('/loan/apply', { ...ph.loan, dueDay: 'twice' }, { token })
    expect(applied.code).toBe(20013)
  })
})

describe('a payout long after the quote', () => {
  it('still falls on the chosen day, the first installment at least 15 days after the money', async () => {
    const { info } = await repayingOn(MARKETS[0], 20, 40)
    const payoutDay = localToday('Asia/Bangkok', t.clock.now)
    expect(info.periodViews[0]?.dueDate.slice(8)).toBe('20')
    expect(info.periodViews[0]!.dueDate >= addDays(payoutDay, 15)).toBe(true)
    t.clock.now = new Date('2027-01-31T03:00:00Z')
  })
})
