// One honest payoff (issue 37, item 3): paying off early costs the principal still owed and the
// interest to the day, in both markets; a payment of it closes the loan with every period repaid
// and the books balanced, and open payments never ask for more than it.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toMajor, toMinor } from '../../contract/money'
import { daysBetween } from '../../contract/loan-extension'
import { localToday } from '../../contract/market/local-time'
import { disbursements, ledgerLines, schedulePeriods } from '../../server/db/schema'
import { DEMO_MARKETS } from '../support/demo-markets'
import { checkInvariants, repaying } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const DAY_MS = 86_400_000

const MARKETS = DEMO_MARKETS
type Market = (typeof MARKETS)[number]

const info = async (token: string, loanOrderId: number) => (await t.api.call('/loan/orderInfo', { loanOrderId }, { token })).data
const pay = async (token: string, loanOrderId: number, amt: number) => {
  const opened = await t.api.call('/loan/recharge', { loanOrderId, amt, method: 'page' }, { token })
  if (opened.code !== 0) throw new Error(`recharge answered ${opened.code}`)
  await t.api.call('/sandbox/payments/complete', { paymentId: opened.data.paymentId })
  return (await t.api.call('/loan/receipt', { paymentId: opened.data.paymentId }, { token })).data
}

/** The first period's interest to `asOf` by the rule of docs/payoff.md, from the stored schedule and payout. */
async function firstPeriodInterestTo(orderId: number, market: Market, asOf: string, periodsPerYear: number) {
  const [first] = await t.database.db.select().from(schedulePeriods).where(and(eq(schedulePeriods.orderId, orderId), eq(schedulePeriods.period, 1)))
  const [payout] = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, orderId))
  const start = localToday(market.timeZone, payout!.settledAt!)
  const length = daysBetween(start, first!.dueDate)
  return Math.floor((first!.interestMinor * daysBetween(start, asOf) * periodsPerYear) / Math.max(length * periodsPerYear, 365))
}

const interestIncome = async (orderId: number) =>
  (await t.database.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId))).filter((l) => l.account === 'interest_income').reduce((a, l) => a - l.amountMinor, 0)

/** The demo products of both markets repay monthly. */
const MONTHLY = 12

describe.each(MARKETS)('the payoff in $market', (market) => {
  // A wire amount in the market's minor units (whole rupiah have none).
  const minor = (major: number) => toMinor(major, market.minorDigits)
  it('costs the principal on the day of payout (at most one day of interest), and paying it closes the loan with the books balanced', async () => {
    const { token, orderId } = await repaying(t, market)
    const order = await info(token, orderId)
    expect(order.payoff).toBe(market.amount)
    expect(order.payoffParts).toMatchObject({ principal: market.amount, interest: 0, interestBack: 0, charges: 0 })
    expect(order.outstanding).toBeGreaterThan(order.payoff ?? 0)
    // Open payments never ask for more than it (the cap follows the payoff).
    const above = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: market.amount + 1, method: 'page' }, { token })
    expect(above).toMatchObject({ code: 40001, data: { range: { max: market.amount } } })
    const receipt = await pay(token, orderId, order.payoff ?? 0)
    expect(receipt).toMatchObject({ amt: market.amount, principal: market.amount, interest: 0, toCredit: 0, outstandingAfter: 0 })
    expect(await info(token, orderId)).toMatchObject({ status: 10, outstanding: 0 })
    const periods = await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId))
    expect(periods.every((p) => p.status === 1)).toBe(true)
    expect(await interestIncome(orderId)).toBe(0)
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('counts the interest of the running period to the day in the middle of it, says so on Home, and the receipt says the same', async () => {
    const { token, orderId } = await repaying(t, market)
    t.clock.advance(12 * DAY_MS)
    const order = await info(token, orderId)
    const parts = order.payoffParts!
    const interest = await firstPeriodInterestTo(orderId, market, parts.asOf, MONTHLY)
    expect(interest).toBeGreaterThan(0)
    expect(minor(parts.interest)).toBe(interest)
    expect(minor(order.payoff ?? 0)).toBe(minor(market.amount) + interest)
    const progress = (await t.api.call('/loan/getLoanProgress', {}, { token })).data
    expect(progress).toMatchObject({ payoff: order.payoff, payoffParts: parts })
    // The open-payment cap follows it: one payment open for all but 500 leaves room for 500.
    const most = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: toMajor(minor(order.payoff ?? 0) - minor(500), market.minorDigits), method: 'qr' }, { token })
    expect(most.code).toBe(0)
    const over = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: 600, method: 'page' }, { token })
    expect(over).toMatchObject({ code: 40151, data: { range: { max: 500 } } })
    await t.api.call('/loan/payments/cancel', { paymentId: most.data.paymentId }, { token })
    const receipt = await pay(token, orderId, order.payoff ?? 0)
    expect(receipt).toMatchObject({ principal: market.amount, interest: parts.interest, outstandingAfter: 0 })
    expect(await info(token, orderId)).toMatchObject({ status: 10, outstanding: 0 })
    expect(await interestIncome(orderId)).toBe(interest)
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('costs the same after an installment paid early as paying off at once: the interest paid ahead of its days comes back', async () => {
    const { token, orderId } = await repaying(t, market)
    t.clock.advance(10 * DAY_MS)
    const atOnce = await info(token, orderId)
    const installment = atOnce.periodViews[0]!.amt
    await pay(token, orderId, installment)
    const after = await info(token, orderId)
    expect(after.periodViews[0]!.status).toBe(1)
    expect(after.payoffParts!.interestBack).toBeGreaterThan(0)
    expect(minor(installment) + minor(after.payoff ?? 0)).toBe(minor(atOnce.payoff ?? 0))
    await pay(token, orderId, after.payoff ?? 0)
    expect(await info(token, orderId)).toMatchObject({ status: 10, outstanding: 0 })
    expect(await interestIncome(orderId)).toBe(minor(atOnce.payoffParts!.interest))
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('asks what the schedule asks once the last due date has passed', async () => {
    const { mobile, password, orderId } = await repaying(t, market)
    const rows = await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId))
    const last = rows.reduce((a, p) => (p.dueDate > a ? p.dueDate : a), '')
    const now = localToday(market.timeZone, t.clock.now)
    t.clock.advance((daysBetween(now, last) + 1) * DAY_MS)
    // The session has long ended: the borrower signs in again.
    const token = (await t.api.call('/user/login', { mobile, password, ...market.lender, platform: 'h5' })).data.token
    const order = await info(token, orderId)
    expect(order.payoff).toBe(order.outstanding)
    await pay(token, orderId, order.payoff ?? 0)
    expect(await info(token, orderId)).toMatchObject({ status: 10, outstanding: 0 })
    await checkInvariants(t, orderId, market.approvedMinor)
  })
})
