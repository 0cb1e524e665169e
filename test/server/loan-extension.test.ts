// More time when it is hard: a borrower moves one period's due date by 7, 14 or 30 days, that
// payment only (later dates keep the repayment day) or every later one with it; the quote is what
// is applied, the schedule and the ledger change together, and every refusal has its own catalogue code.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { toMinor } from '../../contract/money'
import { addDays, type ExtensionScope } from '../../contract/loan-extension'
import { ORDER_STATUS } from '../../contract/order-status'
import { apps, companyConfigs, ledgerLines, loanExtensions, orders, schedulePeriods, users } from '../../server/db/schema'
import { markOverdueEverywhere } from '../../server/domain/money/schedule'
import { DEMO_MARKETS } from '../support/demo-markets'
import { MARKET_PROFILE, type ProfileFacts, QUESTIONNAIRE } from '../support/profile'
import { checkInvariants, repaying } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

// The rate each market's law has the quote disclose (contract/disclosed-rate.ts).
const DISCLOSED = { TH: 'apr', PH: 'monthlyEir', ID: 'dailyCost' } as const
const MARKETS = DEMO_MARKETS.map((m) => ({ ...m, rate: DISCLOSED[m.market] }))

const info = async (token: string, loanOrderId: number) => (await t.api.call('/loan/orderInfo', { loanOrderId }, { token })).data
/** Without a scope the server moves one payment: only what a test passes is sent. */
const asked = (scope?: ExtensionScope) => (scope === undefined ? {} : { scope })
const quote = (token: string, loanOrderId: number, period: number, days: number, scope?: ExtensionScope) =>
  t.api.call('/loan/extension/quote', { loanOrderId, period, days, ...asked(scope) }, { token })
const apply = (token: string, loanOrderId: number, period: number, days: number, scope?: ExtensionScope, key?: string) =>
  t.api.call('/loan/extension/apply', { loanOrderId, period, days, ...asked(scope) }, { token, key })

async function companyOf(appId: number): Promise<number> {
  const [app] = await t.database.db.select({ companyId: apps.companyId }).from(apps).where(eq(apps.id, appId))
  return app?.companyId ?? 0
}

const changedPolicies: number[] = []
async function setPolicy(appId: number, policy: object) {
  const companyId = await companyOf(appId)
  changedPolicies.push(companyId)
  await t.database.db.insert(companyConfigs).values({ companyId, key: 'EXTENSION_POLICY', value: JSON.stringify(policy) })
}
afterEach(async () => {
  for (const companyId of changedPolicies.splice(0)) {
    await t.database.db.delete(companyConfigs).where(and(eq(companyConfigs.companyId, companyId), eq(companyConfigs.key, 'EXTENSION_POLICY')))
  }
})

/** To noon of `date` in both markets, a week at a time so that the borrowers' sessions stay alive. */
async function moveTo(date: string, borrowers: { token: string; orderId: number }[]) {
  const target = new Date(`${date}T04:00:00Z`).getTime()
  while (t.clock.now.getTime() < target) {
    t.clock.now = new Date(Math.min(target, t.clock.now.getTime() + 7 * 86_400_000))
    for (const b of borrowers) await info(b.token, b.orderId)
  }
}

const extensionLines = async (orderId: number) =>
  (await t.database.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId)))
    .filter((l) => l.memo.startsWith('extension'))
    .map(({ account, amountMinor }) => ({ account, amountMinor }))
const WITH_FEE = { enabled: true, maxPerLoan: 1, days: [7, 14, 30], fee: 'interest' }

describe.each(MARKETS)('extensions in $market', (market) => {
  // A wire amount in the market's minor units (whole rupiah have none).
  const minor = (major: number) => toMinor(major, market.minorDigits)
  it('moves only period 1 by 14 days for nothing by default, later dates untouched; the quote is what is applied, once per Idempotency-Key', async () => {
    const { token, orderId } = await repaying(t, market)
    const before = (await info(token, orderId)).periodViews
    const quoted = await quote(token, orderId, 1, 14)
    expect(quoted.code).toBe(0)
    expect(quoted.data).toMatchObject({ fee: 0, scope: 'one', newDueDate: addDays(before[0]!.dueDate, 14) })
    expect(quoted.data.moves).toEqual([{ period: 1, dueDate: before[0]!.dueDate, newDueDate: addDays(before[0]!.dueDate, 14) }])
    expect(quoted.data.schedule.map((p) => p.dueDate)).toEqual(before.map((p, i) => (i === 0 ? addDays(p.dueDate, 14) : p.dueDate)))
    expect(quoted.data.schedule.map((p) => p.amt)).toEqual(before.map((p) => p.amt))
    expect(quoted.data[market.rate]).toBeGreaterThan(0)
    const key = randomUUID()
    const applied = await apply(token, orderId, 1, 14, undefined, key)
    expect(applied.code).toBe(0)
    expect(applied.data).toEqual({ fee: quoted.data.fee, newDueDate: quoted.data.newDueDate, scope: 'one', moves: quoted.data.moves, schedule: quoted.data.schedule })
    expect(await apply(token, orderId, 1, 14, undefined, key)).toEqual(applied)
    expect(await t.database.db.select().from(loanExtensions).where(eq(loanExtensions.orderId, orderId))).toHaveLength(1)
    expect((await info(token, orderId)).periodViews).toEqual(quoted.data.schedule)
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('moves period 1 and every later one by 14 days when the borrower picks all', async () => {
    const { token, orderId } = await repaying(t, market)
    const before = (await info(token, orderId)).periodViews
    const quoted = await quote(token, orderId, 1, 14, 'all')
    expect(quoted.data).toMatchObject({ fee: 0, scope: 'all' })
    expect(quoted.data.moves).toEqual(before.map((p) => ({ period: p.period, dueDate: p.dueDate, newDueDate: addDays(p.dueDate, 14) })))
    const applied = await apply(token, orderId, 1, 14, 'all')
    expect(applied.data.schedule).toEqual(quoted.data.schedule)
    expect((await info(token, orderId)).periodViews.map((p) => p.dueDate)).toEqual(before.map((p) => addDays(p.dueDate, 14)))
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it("refuses one payment moved onto the next one's date (40058), keeps the loan as it was, and moves every payment by as much", async () => {
    // Paid out on 15 March: due 15 April, then 15 May, 30 days later: the boundary itself, whatever today is.
    const realNow = t.clock.now
    t.clock.now = new Date('2027-03-15T03:00:00Z')
    try {
      const { token, orderId } = await repaying(t, market)
      const before = (await info(token, orderId)).periodViews
      expect(before.slice(0, 2).map((p) => p.dueDate)).toEqual(['2027-04-15', '2027-05-15'])
      const refused = await quote(token, orderId, 1, 30, 'one')
      expect([refused.code, refused.msg, refused.data]).toEqual([40058, "This payment would reach the next one's due date: choose fewer days or move every payment", { fields: ['days', 'scope'] }])
      expect((await apply(token, orderId, 1, 30)).code).toBe(40058)
      expect((await info(token, orderId)).periodViews).toEqual(before)
      expect(await t.database.db.select().from(loanExtensions).where(eq(loanExtensions.orderId, orderId))).toEqual([])
      // 14 days stays before it; the last payment has no next date to reach.
      expect((await quote(token, orderId, 1, 14, 'one')).code).toBe(0)
      expect((await quote(token, orderId, before.length, 30, 'one')).code).toBe(0)
      const all = await apply(token, orderId, 1, 30, 'all')
      expect(all.data.schedule.map((p) => p.dueDate)).toEqual(before.map((p) => addDays(p.dueDate, 30)))
      await checkInvariants(t, orderId, market.approvedMinor)
    } finally {
      t.clock.now = realNow
    }
  })

  it('charges for the moved payment alone when one moves: the fee is booked balanced and later amounts keep their dates and sums', async () => {
    await setPolicy(market.appId, WITH_FEE)
    const { token, orderId } = await repaying(t, market)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId))
    const before = await info(token, orderId)
    const [first] = await t.database.db.select().from(schedulePeriods).where(and(eq(schedulePeriods.orderId, orderId), eq(schedulePeriods.period, 1)))
    const principal = (first?.amountMinor ?? 0) - (first?.interestMinor ?? 0)
    const applied = (await apply(token, orderId, 1, 14, 'one')).data
    expect(minor(applied.fee)).toBe(Math.round(((order?.rate ?? 0) * principal * 14) / (100_000 * (365 / 12))))
    expect(applied.fee).toBeGreaterThan(0)
    const after = await info(token, orderId)
    expect(after.periodViews.slice(1)).toEqual(before.periodViews.slice(1))
    expect(minor(after.periodViews[0]!.amt)).toBe(minor(before.periodViews[0]!.amt) + minor(applied.fee))
    const sum = (periods: { amt: number }[]) => periods.reduce((total, p) => total + minor(p.amt), 0)
    expect(sum(after.periodViews)).toBe(sum(before.periodViews) + minor(applied.fee))
    expect(await extensionLines(orderId)).toEqual([
      { account: 'receivable', amountMinor: minor(applied.fee) },
      { account: 'interest_income', amountMinor: -minor(applied.fee) },
    ])
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('refuses a second extension: the same period (40052), another past the limit (40051), days not offered (40055)', async () => {
    const { token, orderId } = await repaying(t, market)
    expect((await quote(token, orderId, 1, 10)).code).toBe(40055)
    expect((await apply(token, orderId, 1, 7)).code).toBe(0)
    const again = await apply(token, orderId, 1, 7)
    expect([again.code, again.msg]).toEqual([40052, 'This due date has already been moved'])
    const other = await quote(token, orderId, 2, 7)
    expect([other.code, other.msg]).toEqual([40051, 'This loan has used all the due date changes the lender allows'])
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('refuses every extension when the lender turned them off (40050)', async () => {
    await setPolicy(market.appId, { enabled: false, maxPerLoan: 1, days: [7, 14, 30], fee: 'none' })
    const { token, orderId } = await repaying(t, market)
    expect((await quote(token, orderId, 1, 7)).code).toBe(40050)
    expect((await apply(token, orderId, 1, 7)).code).toBe(40050)
  })

  it('charges the product rate for the added days when the lender says so, books it as the period is changed, and a payoff after it is right', async () => {
    await setPolicy(market.appId, WITH_FEE)
    const { token, orderId } = await repaying(t, market)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId))
    const before = await info(token, orderId)
    const quoted = (await quote(token, orderId, 1, 30, 'all')).data
    // The whole principal is unpaid and moves: rate (thousandths of a percent a month) × principal × 30 days ÷ (365 ÷ 12).
    expect(minor(quoted.fee)).toBe(Math.round(((order?.rate ?? 0) * minor(market.amount) * 30) / (100_000 * (365 / 12))))
    expect(quoted.fee).toBeGreaterThan(0)
    expect(quoted.schedule[0]!.amt).toBe(before.periodViews[0]!.amt + quoted.fee)
    expect(quoted.total).toBeCloseTo((before.total ?? 0) + quoted.fee, 2)
    expect(await extensionLines(orderId)).toEqual([])
    const applied = await apply(token, orderId, 1, 30, 'all')
    expect(applied.data.fee).toBe(quoted.fee)
    expect(await extensionLines(orderId)).toEqual([
      { account: 'receivable', amountMinor: minor(quoted.fee) },
      { account: 'interest_income', amountMinor: -minor(quoted.fee) },
    ])
    const after = await info(token, orderId)
    expect(minor(after.outstanding ?? 0)).toBe(minor(before.outstanding ?? 0) + minor(quoted.fee))
    await checkInvariants(t, orderId, market.approvedMinor)
    // Paying off today, the day of payout: no day has passed, so neither interest nor the fee for
    // the days added is owed (the fee is interest of days to come): the payoff is the principal.
    const payoff = after.payoff ?? 0
    expect(payoff).toBe(before.payoff)
    expect(payoff).toBe(market.amount)
    const { data } = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: payoff }, { token })
    expect((await t.api.call('/sandbox/payments/complete', { paymentId: data.paymentId })).code).toBe(0)
    expect(await info(token, orderId)).toMatchObject({ status: ORDER_STATUS.settled, outstanding: 0 })
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it("refuses a fee that would take the loan above the market's caps (40054), booking nothing", async () => {
    await setPolicy(market.appId, WITH_FEE)
    const { token, orderId } = await repaying(t, market)
    await t.database.db.update(orders).set({ rate: 400_000 }).where(eq(orders.id, orderId))
    const refused = await quote(token, orderId, 1, 30, 'all')
    expect([refused.code, refused.msg]).toEqual([40054, 'This change would take the loan above the legal limit on charges'])
    expect((await apply(token, orderId, 1, 30, 'all')).code).toBe(40054)
    expect(await t.database.db.select().from(loanExtensions).where(eq(loanExtensions.orderId, orderId))).toEqual([])
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('refuses a fee that would make a payment more than the borrower can afford now (40057); with the figures it was lent on, it goes through', async () => {
    await setPolicy(market.appId, WITH_FEE)
    const { token, orderId } = await repaying(t, market)
    const [order] = await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
    // Expenses have grown to leave nothing to spare: any larger payment is beyond what they can afford.
    const facts: ProfileFacts = MARKET_PROFILE[market.market]
    const incomeMinor = minor(facts.questionnaire?.monthlyIncome ?? QUESTIONNAIRE.monthlyIncome)
    await t.database.db.update(users).set({ expensesMinor: incomeMinor - minor(100) }).where(eq(users.id, order?.userId ?? 0))
    const refused = await quote(token, orderId, 1, 30, 'all')
    expect([refused.code, refused.data]).toEqual([40057, { fields: ['days'] }])
    expect((await apply(token, orderId, 1, 30, 'all')).code).toBe(40057)
    expect(await t.database.db.select().from(loanExtensions).where(eq(loanExtensions.orderId, orderId))).toEqual([])
    await t.database.db.update(users).set({ expensesMinor: Math.round(incomeMinor * 0.4) }).where(eq(users.id, order?.userId ?? 0))
    expect((await apply(token, orderId, 1, 30, 'all')).code).toBe(0)
  })

  it('takes an overdue period up to 15 days after its date and clears the overdue status; refuses on the 16th day (40053)', async () => {
    const late = await repaying(t, market)
    const later = await repaying(t, market)
    const due = (await info(late.token, late.orderId)).periodViews[0]!.dueDate
    // Its own date: the two loans fall due a day apart when the test runs across the market's midnight.
    const laterDue = (await info(later.token, later.orderId)).periodViews[0]!.dueDate
    await moveTo(addDays(due, 15), [late, later])
    await markOverdueEverywhere(t.database.db, t.clock.now)
    expect((await info(late.token, late.orderId)).periodViews[0]!.status).toBe(2)
    const moved = await apply(late.token, late.orderId, 1, 30, 'all')
    expect(moved.code).toBe(0)
    expect((await info(late.token, late.orderId)).periodViews[0]).toMatchObject({ dueDate: addDays(due, 30), status: 0 })
    await checkInvariants(t, late.orderId, market.approvedMinor)
    await moveTo(addDays(laterDue, 16), [later])
    const refused = await quote(later.token, later.orderId, 1, 30, 'all')
    expect([refused.code, refused.msg]).toEqual([40053, 'A due date can be moved only until 15 days after it'])
  })
})
