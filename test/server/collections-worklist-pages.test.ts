import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { localToday } from '../../contract/market/local-time'
import { collectionCases, orders, periodConfigs, repayments, schedulePeriods, users } from '../../server/db/schema'
import { createStaffSession } from '../../server/domain/staff/staff-sessions'
import { adminClient, staffSession } from '../support/staff'
import { DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let agent: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  agent = await staffSession(t, ['collections'], { companyId: DEMO_PH.companyId })
  // Wednesday 2 December 2026, 11:00 in Manila: inside the contact hours.
  t.clock.now = new Date('2026-12-02T03:00:00Z')
  agent.token = await createStaffSession(t.database.db, agent.id, t.clock.now)
})
afterAll(() => t.close())

const DAY = 86_400_000
let sequence = 0

/** `count` borrowers of the Philippine lender, each with one period of 1,500.00 unpaid `days` days, written at once. */
async function overdueLoans(count: number, days: number): Promise<number[]> {
  const db = t.database.db
  const [config] = await db.select({ id: periodConfigs.id }).from(periodConfigs).where(eq(periodConfigs.appId, DEMO_PH.appId)).limit(1)
  if (!config) throw new Error('no period config')
  const owners = await db
    .insert(users)
    .values(Array.from({ length: count }, () => ({ companyId: DEMO_PH.companyId, appId: DEMO_PH.appId, mobile: `+63917${String(++sequence).padStart(7, '0')}`, passwordHash: 'x', realName: `Pages ${sequence}` })))
    .returning({ id: users.id })
  const loans = await db
    .insert(orders)
    .values(owners.map((o) => ({ userId: o.id, appId: DEMO_PH.appId, periodConfigId: config.id, status: 4, principalMinor: 100_00, rate: 0, periods: 1, periodUnit: 'month', quote: {} })))
    .returning({ id: orders.id })
  const dueDate = new Date(Date.parse(localToday(MARKETS.PH.timeZone, t.clock.now)) - days * DAY).toISOString().slice(0, 10)
  await db.insert(schedulePeriods).values(loans.map((l) => ({ orderId: l.id, period: 1, dueDate, amountMinor: 1_500_00, interestMinor: 0 })))
  return loans.map((l) => l.id)
}

const page = async (body: object) => {
  const answer = await admin.call('/collections/list', body, agent.token)
  expect(answer.code).toBe(0)
  return answer.data
}
const promise = (orderId: number, promiseDate: string, promiseAmount: number) =>
  admin.call('/collections/contact', { orderId, channel: 'call', outcome: 'promised_to_pay', promiseDate, promiseAmount }, agent.token)

describe('the worklist over the whole book', () => {
  it('puts the most urgent loan on page 1 though 200 older ones come before it by due date, and pages the rest by cursor', async () => {
    const disputed = await overdueLoans(1, 100)
    const book = await overdueLoans(205, 40)
    const [urgent, kept] = await overdueLoans(2, 3)
    if (urgent === undefined || kept === undefined || disputed[0] === undefined) throw new Error('no loans')
    await t.database.db.insert(collectionCases).values({ orderId: disputed[0], kind: 'dispute', openedBy: agent.id, openedAt: t.clock.now })
    // Both promise today; one is kept by a payment this morning in Manila, so only the other is followed up first.
    expect((await promise(urgent, '2026-12-02', 100)).code).toBe(0)
    expect((await promise(kept, '2026-12-02', 100)).code).toBe(0)
    await t.database.db.insert(repayments).values({ id: `pay-kept-${kept}`, orderId: kept, amountMinor: 100_00, status: 'succeeded', createdAt: t.clock.now, paidAt: t.clock.now })

    const first = await page({})
    expect(first.items).toHaveLength(200)
    expect(first.items[0]).toMatchObject({ orderId: urgent, promise: { needsFollowUp: true } })
    // Then the later bucket by order id (same amount, never contacted, same days), the kept promise in the last bucket, the dispute last.
    expect(first.items.slice(1).map((i) => i.orderId)).toEqual(book.slice(0, 199))
    expect(first.nextCursor).not.toBeNull()

    const second = await page({ cursor: first.nextCursor })
    expect(second.items.map((i) => i.orderId)).toEqual([...book.slice(199), kept, disputed[0]])
    expect(second.nextCursor).toBeNull()
    expect(second.counts).toEqual(first.counts)
  })

  it('filters the promises to follow up in SQL, over every loan', async () => {
    const due = await page({ promisesDue: true })
    expect(due.items.map((i) => i.promise?.needsFollowUp)).toEqual([true])
    expect(due.nextCursor).toBeNull()
  })

  it('answers a cursor it did not write as a request error on the field, never a 5xx', async () => {
    for (const cursor of ['1.2.3', 'a.b.c.d.e.f.g', '9999999999999999999.0.0.0.0.0.0', '']) {
      expect((await admin.call('/collections/list', { cursor }, agent.token)).code).toBe(10004)
    }
  })
})
