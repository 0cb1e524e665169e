// The worklist ranks and shows each loan's overdue amount from the unpaid periods the order carries
// (orders.unpaid_due_dates and unpaid_owed_minor, kept by the schedule's triggers, migration 0045):
// they must equal the schedule after every change of it, whatever wrote it.
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/loan-extension'
import { localToday } from '../../contract/market/local-time'
import { ORDER_STATUS } from '../../contract/order-status'
import { orders, periodConfigs, schedulePeriods, users } from '../../server/db/schema'
import { markOverdueEverywhere } from '../../server/domain/money/schedule'
import { overdueMinorOf } from '../../server/domain/staff/collections/worklist-priority'
import { rowsOf } from '../../server/domain/staff/reports/report-range'
import { borrowerWithHistory } from '../support/borrower-history'
import { DEMO_MARKETS } from '../support/demo-markets'
import { repaying } from '../support/money'
import { adminClient, staffSession } from '../support/staff'
import { DEMO, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

const TH = DEMO_MARKETS[0]

/** The order's stored pairs, checked against its schedule, and the overdue amount on `today` both ways. */
async function overdueBothWays(orderId: number, today: string): Promise<{ stored: number; recomputed: number }> {
  const db = t.database.db
  const [order] = await db.select({ dues: orders.unpaidDueDates, owed: orders.unpaidOwedMinor }).from(orders).where(eq(orders.id, orderId))
  const unpaid = (await db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.period))).filter((p) => p.status !== 1)
  expect(order?.dues).toEqual(unpaid.map((p) => p.dueDate))
  expect(order?.owed.map(Number)).toEqual(unpaid.map((p) => p.amountMinor - p.paidMinor))
  const [stored] = await rowsOf<{ overdue: string }>(db, sql`select ${overdueMinorOf(today)} as overdue from ${orders} where ${orders.id} = ${orderId}`)
  const recomputed = unpaid.filter((p) => p.dueDate < today).reduce((a, p) => a + p.amountMinor - p.paidMinor, 0)
  return { stored: Number(stored?.overdue), recomputed }
}

async function expectKept(orderId: number, today: string) {
  const { stored, recomputed } = await overdueBothWays(orderId, today)
  expect(stored).toBe(recomputed)
  return stored
}

async function listed(orderId: number) {
  const agent = await staffSession(t, ['collections'], { companyId: DEMO.companyId })
  return (await admin.call('/collections/list', { query: String(orderId) }, agent.token)).data.items
}

const today = () => localToday(TH.timeZone, t.clock.now)

/** To `instant`, a week at a time so that the borrower's session stays alive. */
async function moveTo(instant: Date, borrower: { token: string; orderId: number }) {
  while (t.clock.now.getTime() < instant.getTime()) {
    t.clock.now = new Date(Math.min(instant.getTime(), t.clock.now.getTime() + 7 * 86_400_000))
    await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })
  }
}

describe("the loan's overdue amount kept on the order", () => {
  it('follows a payment, a waiver and due days passing, and the list shows it', async () => {
    const borrower = await repaying(t, TH)
    const { orderId } = borrower
    expect(await expectKept(orderId, today())).toBe(0)
    const [first] = await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.period))
    if (!first) throw new Error('no schedule')

    // The due day passes: nothing writes the order, and the amount is the first period's.
    await moveTo(new Date(`${addDays(first.dueDate, 1)}T03:00:00+07:00`), borrower)
    await markOverdueEverywhere(t.database.db, t.clock.now)
    expect(await expectKept(orderId, today())).toBe(first.amountMinor)
    expect((await listed(orderId))[0]?.overdue).toBe(first.amountMinor / 100)

    const page = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: 100 }, { token: borrower.token })
    expect((await t.api.call('/sandbox/payments/complete', { paymentId: page.data.paymentId })).code).toBe(0)
    expect(await expectKept(orderId, today())).toBe(first.amountMinor - 100_00)

    const maker = await staffSession(t, ['money'], { companyId: DEMO.companyId })
    const checker = await staffSession(t, ['checker'], { companyId: DEMO.companyId })
    const waived = Math.floor(first.interestMinor / 2)
    const asked = await admin.call('/waiver/request', { orderId, period: 1, amount: waived / 100, reason: 'hardship', note: 'Agreed on the phone' }, maker.token)
    expect(asked.code).toBe(0)
    expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(0)
    expect(await expectKept(orderId, today())).toBe(first.amountMinor - 100_00 - waived)
    expect((await listed(orderId))[0]?.overdue).toBeCloseTo((first.amountMinor - 100_00 - waived) / 100, 2)

    // Every later due day passes too: each adds its period.
    const periods = await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.period))
    const last = periods.at(-1)
    if (!last) throw new Error('no schedule')
    await moveTo(new Date(`${addDays(last.dueDate, 1)}T03:00:00+07:00`), borrower)
    expect(await expectKept(orderId, today())).toBe(periods.reduce((a, p) => a + p.amountMinor - p.paidMinor, 0))
  })

  it('follows a write-off, and the loan leaves the list', async () => {
    const collector = await staffSession(t, ['collections'], { companyId: DEMO.companyId })
    const loan = await borrowerWithHistory(t, { days: 180, staffId: collector.id })
    const owed = await expectKept(loan.orderId, today())
    expect(owed).toBeGreaterThan(0)
    expect((await listed(loan.orderId))[0]?.overdue).toBe(owed / 100)
    const maker = await staffSession(t, ['money'], { companyId: DEMO.companyId })
    const checker = await staffSession(t, ['checker'], { companyId: DEMO.companyId })
    const asked = await admin.call('/writeoff/request', { orderId: loan.orderId, note: 'No payment in six months' }, maker.token)
    expect(asked.code).toBe(0)
    if (asked.data.approvalId) expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId }, checker.token)).code).toBe(0)
    const [order] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, loan.orderId))
    expect(order?.status).toBe(ORDER_STATUS.writtenOff)
    expect(await expectKept(loan.orderId, today())).toBe(owed)
    expect(await listed(loan.orderId)).toEqual([])
  })

  it('equals the schedule after any sequence of writes to it (random inserts, deletes, payments, amounts, dates, statuses)', async () => {
    const db = t.database.db
    const [config] = await db.select({ id: periodConfigs.id }).from(periodConfigs).where(eq(periodConfigs.appId, DEMO.appId)).limit(1)
    const [owner] = await db.select({ id: users.id }).from(users).limit(1)
    if (!config || !owner) throw new Error('no config or borrower')
    const ids = await db
      .insert(orders)
      .values(Array.from({ length: 4 }, () => ({ userId: owner.id, appId: DEMO.appId, periodConfigId: config.id, status: ORDER_STATUS.repaying, principalMinor: 1_000_00, rate: 0, periods: 0, periodUnit: 'month', quote: {} })))
      .returning({ id: orders.id })
    // A small fixed-seed generator: a failure replays.
    let seed = 41
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % n
    }
    const base = '2026-06-01'
    for (let step = 0; step < 100; step++) {
      const orderId = ids[random(ids.length)]?.id ?? 0
      const periods = await db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId))
      const pick = periods[random(Math.max(periods.length, 1))]
      const of = (period: number) => and(eq(schedulePeriods.orderId, orderId), eq(schedulePeriods.period, period))
      const op = pick ? random(6) : 0
      if (op === 0) {
        const next = Math.max(0, ...periods.map((p) => p.period)) + 1
        const rows = Array.from({ length: 1 + random(3) }, (_, i) => ({ orderId, period: next + i, dueDate: addDays(base, random(120)), amountMinor: 100_00 + random(900_00), interestMinor: 0 }))
        await db.insert(schedulePeriods).values(rows)
      } else if (pick && op === 1) await db.delete(schedulePeriods).where(of(pick.period))
      else if (pick && op === 2) {
        const paid = Math.min(pick.amountMinor, pick.paidMinor + random(pick.amountMinor))
        await db.update(schedulePeriods).set({ paidMinor: paid, status: paid >= pick.amountMinor ? 1 : pick.status }).where(of(pick.period))
      } else if (pick && op === 3) await db.update(schedulePeriods).set({ amountMinor: Math.max(pick.paidMinor + 1, pick.amountMinor - random(50_00)) }).where(of(pick.period))
      else if (pick && op === 4) await db.update(schedulePeriods).set({ dueDate: addDays(pick.dueDate, random(30)) }).where(of(pick.period))
      // One statement over every period of the loan: reopened, repaid or marked overdue together.
      else await db.update(schedulePeriods).set({ status: random(3) }).where(eq(schedulePeriods.orderId, orderId))
      for (const { id } of ids) for (const day of [addDays(base, 40), addDays(base, 200)]) await expectKept(id, day)
    }
  })
})
