// The collections list reads each loan's oldest unpaid due date from the order (kept by triggers on
// the schedule, migration 0025): it must follow every change of the schedule, in both markets.
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/loan-extension'
import { ORDER_STATUS } from '../../contract/order-status'
import { orders, schedulePeriods } from '../../server/db/schema'
import { markOverdueEverywhere } from '../../server/domain/money/schedule'
import { DEMO_MARKETS } from '../support/demo-markets'
import { repaying } from '../support/money'
import { adminClient, staffSession } from '../support/staff'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

// The market's UTC offset, for a midnight written as an ISO time.
const ZONE = { TH: '+07:00', PH: '+08:00', ID: '+07:00' } as const
const MARKETS = DEMO_MARKETS.map((m) => ({ ...m, zone: ZONE[m.market] }))
type Market = (typeof MARKETS)[number]

/** To `instant`, a week at a time so that the borrower's session stays alive. */
async function moveTo(instant: Date, borrower: { token: string; orderId: number }) {
  while (t.clock.now.getTime() < instant.getTime()) {
    t.clock.now = new Date(Math.min(instant.getTime(), t.clock.now.getTime() + 7 * 86_400_000))
    await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })
  }
}

/** The order's date, after checking it is what the schedule says. */
async function oldestUnpaidDue(orderId: number): Promise<string | null> {
  const db = t.database.db
  const [order] = await db.select({ due: orders.oldestUnpaidDue }).from(orders).where(eq(orders.id, orderId))
  const periods = await db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.dueDate))
  expect(order?.due).toBe(periods.find((p) => p.status !== 1)?.dueDate ?? null)
  return order?.due ?? null
}

/** The row's version: PostgreSQL gives a row written again a new xmin. */
const rowVersion = async (orderId: number) => (await t.database.db.select({ xmin: sql<string>`xmin::text` }).from(orders).where(eq(orders.id, orderId)))[0]?.xmin

async function listed(lender: Market['lender'], orderId: number) {
  const agent = await staffSession(t, ['collections'], { companyId: lender.companyId })
  const { data } = await admin.call('/collections/list', { query: String(orderId) }, agent.token)
  return data.items
}

async function pay(borrower: { token: string; orderId: number }, amt: number) {
  const page = await t.api.call('/loan/recharge', { loanOrderId: borrower.orderId, amt }, { token: borrower.token })
  expect(page.code, page.msg).toBe(0)
  expect((await t.api.call('/sandbox/payments/complete', { paymentId: page.data.paymentId })).code).toBe(0)
}

describe.each(MARKETS)('the collections list in $market', (market) => {
  it("follows the loan's schedule: an extension, the lender's midnight, the overdue job, a part payment and the payoff", async () => {
    const borrower = await repaying(t, market)
    const { orderId } = borrower
    const [first] = await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.period))
    if (!first) throw new Error('no schedule')
    expect(await oldestUnpaidDue(orderId)).toBe(first.dueDate)

    expect((await t.api.call('/loan/extension/apply', { loanOrderId: orderId, period: 1, days: 7 }, { token: borrower.token })).code).toBe(0)
    const due = addDays(first.dueDate, 7)
    expect(await oldestUnpaidDue(orderId)).toBe(due)

    // The lender's own midnight after the due date: a minute before it the loan is not late, a minute after it is, by one day.
    const midnight = new Date(`${addDays(due, 1)}T00:00:00${market.zone}`).getTime()
    await moveTo(new Date(midnight - 60_000), borrower)
    await markOverdueEverywhere(t.database.db, t.clock.now)
    expect(await listed(market.lender, orderId)).toEqual([])
    t.clock.now = new Date(midnight + 60_000)
    const version = await rowVersion(orderId)
    expect(await markOverdueEverywhere(t.database.db, t.clock.now)).toBeGreaterThan(0)
    expect(await rowVersion(orderId)).toEqual(version)
    expect(await oldestUnpaidDue(orderId)).toBe(due)
    const [late] = await listed(market.lender, orderId)
    expect(late).toMatchObject({ orderId, daysPastDue: 1, bucket: '1-7' })
    expect(await listed(DEMO.companyId === market.lender.companyId ? DEMO_PH : DEMO, orderId)).toEqual([])

    await pay(borrower, 100)
    expect(await oldestUnpaidDue(orderId)).toBe(due)
    expect((await listed(market.lender, orderId))[0]?.overdue).toBeCloseTo((late?.overdue ?? 0) - 100, 2)

    const { data } = await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: borrower.token })
    await pay(borrower, data.payoff ?? 0)
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: borrower.token })).data.status).toBe(ORDER_STATUS.settled)
    expect(await oldestUnpaidDue(orderId)).toBeNull()
    expect(await listed(market.lender, orderId)).toEqual([])
  })
})
