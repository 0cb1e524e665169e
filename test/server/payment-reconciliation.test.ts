// The daily check of the provider's transactions against the ledger's postings, by reference:
// each kind of mismatch found and listed for the company's market day, the job idempotent, a
// mismatch resolved with a note into the audit log, and the ledger summing to zero throughout.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localToday } from '../../contract/market/local-time'
import { auditLog, jobs, reconciliationMismatches } from '../../server/db/schema'
import { enqueue } from '../../server/domain/jobs/queue'
import { completePayment } from '../../server/domain/money/repay'
import { nextMarketMidnightAfter } from '../../server/domain/markets/local-days'
import { checkProviderDay, marketDayWindow, previousMarketDay } from '../../server/domain/money/staff/provider-reconciliation'
import type { ProviderTransaction } from '../../server/providers/payment/port'
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

const MARKETS = DEMO_MARKETS

async function payments(market: (typeof MARKETS)[number]) {
  const order = await repaying(t, market)
  const open = async (amt: number) => (await t.api.call('/loan/recharge', { loanOrderId: order.orderId, amt, method: 'otc' }, { token: order.token })).data
  return { order, open }
}

describe('a market day', () => {
  it("runs from the market's midnight to the next", () => {
    expect(marketDayWindow('Asia/Bangkok', '2026-03-10')).toEqual({ from: new Date('2026-03-09T17:00:00Z'), to: new Date('2026-03-10T17:00:00Z') })
    expect(marketDayWindow('Asia/Manila', '2026-03-10')).toEqual({ from: new Date('2026-03-09T16:00:00Z'), to: new Date('2026-03-10T16:00:00Z') })
  })
})

describe("the daily check, an hour after each market's midnight", () => {
  const HOUR = 3_600_000
  it('runs for Manila at 17:00 UTC and for Bangkok at 18:00, each checking the day that ended an hour before', () => {
    const manilaRun = new Date('2026-03-10T17:00:00Z')
    expect(nextMarketMidnightAfter(new Date('2026-03-10T16:30:00Z'), HOUR)).toEqual(manilaRun)
    const bangkokRun = nextMarketMidnightAfter(manilaRun, HOUR)
    expect(bangkokRun).toEqual(new Date('2026-03-10T18:00:00Z'))
    expect(nextMarketMidnightAfter(bangkokRun, HOUR)).toEqual(new Date('2026-03-11T17:00:00Z'))
    // At Bangkok's midnight its day has had no time for late webhooks: the run an hour later checks it.
    const checked = (timeZone: string, at: Date) => previousMarketDay(timeZone, new Date(at.getTime() - HOUR))
    expect([checked('Asia/Manila', manilaRun), checked('Asia/Bangkok', manilaRun)]).toEqual(['2026-03-10', '2026-03-09'])
    expect([checked('Asia/Manila', bangkokRun), checked('Asia/Bangkok', bangkokRun)]).toEqual(['2026-03-10', '2026-03-10'])
  })
})

describe.each(MARKETS)('reconciling in $market', (market) => {
  it('finds money received but not posted, posted but not received, and amounts that differ; each once however often it runs', async () => {
    const money = await staffSession(t, ['money'], { companyId: market.companyId })
    const { open } = await payments(market)
    const balanced = async () => (await admin.call('/money/reconciliation', {}, money.token)).data.balanced
    const fine = await open(100)
    expect((await t.api.call('/sandbox/payments/complete', { paymentId: fine.paymentId })).code).toBe(0)
    const unposted = await open(200)
    await t.api.call('/sandbox/payments/receive', { paymentId: unposted.paymentId })
    // Posted on a word that no money stands behind (a forged or mistaken notice).
    const unreceived = await open(300)
    await completePayment(t.database.db, t.services, unreceived.paymentId)
    const differs = await open(400)
    await t.api.call('/sandbox/payments/receive', { paymentId: differs.paymentId, amt: 390 })
    await completePayment(t.database.db, t.services, differs.paymentId)
    expect(await balanced()).toBe(true)

    const day = localToday(market.timeZone, t.clock.now)
    expect((await admin.call('/money/mismatches/check', { day }, money.token)).data).toEqual({ day, found: 3 })
    const listed = (await admin.call('/money/mismatches', { day }, money.token)).data
    const mine = (reference: string | undefined) => listed.find((m) => m.reference === reference)
    expect(mine(fine.reference)).toBeUndefined()
    expect(mine(unposted.reference)).toMatchObject({ kind: 'received_not_posted', received: 200, posted: 0, currency: market.currency, status: 'open', paymentId: unposted.paymentId })
    expect(mine(unreceived.reference)).toMatchObject({ kind: 'posted_not_received', received: 0, posted: 300, providerIds: [] })
    expect(mine(differs.reference)).toMatchObject({ kind: 'amount_differs', received: 390, posted: 400 })
    expect(mine(differs.reference)?.providerIds).toHaveLength(1)
    expect(await balanced()).toBe(true)

    const rows = async () => (await t.database.db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.companyId, market.companyId))).map((r) => ({ ...r, createdAt: null }))
    const before = await rows()
    await admin.call('/money/mismatches/check', { day }, money.token)
    expect(await rows()).toEqual(before)

    const id = mine(unposted.reference)?.id ?? 0
    expect((await admin.call('/money/mismatches/resolve', { id, note: 'Refunded to the borrower by the provider' }, money.token)).code).toBe(0)
    expect((await admin.call('/money/mismatches/resolve', { id, note: 'again' }, money.token)).code).toBe(40144)
    const resolved = (await admin.call('/money/mismatches', { day, status: 'resolved' }, money.token)).data
    expect(resolved.map((m) => m.id)).toContain(id)
    expect((await admin.call('/money/mismatches', { day, status: 'open' }, money.token)).data.map((m) => m.id)).not.toContain(id)
    expect(resolved.find((m) => m.id === id)).toMatchObject({ note: 'Refunded to the borrower by the provider', status: 'resolved' })
    const [audited] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'reconciliation_mismatch'), eq(auditLog.recordId, String(id))))
    expect(audited).toMatchObject({ action: 'reconciliation_mismatch_resolved', staffId: money.id, after: { status: 'resolved', note: 'Refunded to the borrower by the provider' } })
    expect(await balanced()).toBe(true)

    // Another lender's staff see none of it and cannot resolve it.
    const other = await staffSession(t, ['money'], { companyId: market.companyId === DEMO.companyId ? DEMO_PH.companyId : DEMO.companyId })
    expect((await admin.call('/money/mismatches', { day }, other.token)).data.map((m) => m.reference)).not.toContain(differs.reference)
    expect((await admin.call('/money/mismatches/resolve', { id: mine(differs.reference)?.id ?? 0, note: 'not mine' }, other.token)).code).toBe(40007)
  })
})

describe('a day the provider holds thousands of payments the ledger lacks', () => {
  it('lists each of them, more than one statement can carry', async () => {
    const day = '2026-02-01'
    const { from } = marketDayWindow(MARKETS[1].timeZone, day)
    // 7,000 rows of 11 columns: past PostgreSQL's 65,535 parameters to a statement.
    const received: ProviderTransaction[] = Array.from({ length: 7_000 }, (_, i) => ({
      reference: `outage-${i}`,
      providerId: `txn-${i}`,
      amountMinor: 10_000,
      currency: 'PHP',
      paidAt: new Date(from.getTime() + i),
      status: 'paid',
    }))
    const provider = { list: async () => received, findByReference: async (reference: string) => received.filter((r) => r.reference === reference) }
    expect(await checkProviderDay(t.database.db, provider, DEMO_PH.companyId, day, t.clock.now)).toBe(7_000)
    const listed = await t.database.db.select().from(reconciliationMismatches).where(and(eq(reconciliationMismatches.companyId, DEMO_PH.companyId), eq(reconciliationMismatches.day, day)))
    expect(listed).toHaveLength(7_000)
    expect(new Set(listed.map((m) => m.kind))).toEqual(new Set(['received_not_posted']))
  })
})

describe('a payment across midnight', () => {
  it('received at 23:59 and posted at 00:01 is no mismatch on either day', async () => {
    const { open } = await payments(MARKETS[0])
    const day = localToday(MARKETS[0].timeZone, t.clock.now)
    const { to } = marketDayWindow(MARKETS[0].timeZone, day)
    const late = await open(230)
    t.clock.advance(to.getTime() - 60_000 - t.clock.now.getTime())
    await t.api.call('/sandbox/payments/receive', { paymentId: late.paymentId })
    t.clock.advance(2 * 60_000)
    await completePayment(t.database.db, t.services, late.paymentId)
    const money = await staffSession(t, ['money'], { companyId: DEMO.companyId })
    const next = localToday(MARKETS[0].timeZone, t.clock.now)
    expect(next).not.toBe(day)
    for (const d of [day, next]) await admin.call('/money/mismatches/check', { day: d }, money.token)
    const found = await t.database.db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.reference, late.reference ?? ''))
    expect(found).toEqual([])
  })
})

describe('the daily job', () => {
  it("checks every company's day that ended, re-enqueues itself, and adds nothing when run twice", async () => {
    const th = await payments(MARKETS[0])
    const ph = await payments(MARKETS[1])
    const thUnposted = await th.open(210)
    const phUnposted = await ph.open(220)
    await t.api.call('/sandbox/payments/receive', { paymentId: thUnposted.paymentId })
    await t.api.call('/sandbox/payments/receive', { paymentId: phUnposted.paymentId })
    const days = MARKETS.map((m) => localToday(m.timeZone, t.clock.now))
    // The next morning in both markets.
    t.clock.advance(26 * 3_600_000)
    const run = async () => {
      await t.database.db.delete(jobs)
      await enqueue(t.database.db, 'reconcile-payments', {}, new Date(0))
      await t.runJobs()
    }
    await run()
    const found = async () =>
      (await t.database.db.select().from(reconciliationMismatches))
        .filter((m) => [thUnposted.reference, phUnposted.reference].includes(m.reference))
        .map((m) => [m.companyId, m.day, m.kind, m.reference, m.receivedMinor, m.postedMinor])
        .sort()
    const expected = [
      [DEMO.companyId, days[0], 'received_not_posted', thUnposted.reference, 210_00, 0],
      [DEMO_PH.companyId, days[1], 'received_not_posted', phUnposted.reference, 220_00, 0],
    ].sort()
    expect(await found()).toEqual(expected)
    const [next] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'reconcile-payments'))
    expect(next?.doneAt).toBeNull()
    expect(next?.runAt.getTime()).toBeGreaterThan(t.clock.now.getTime())
    await run()
    expect(await found()).toEqual(expected)
  })

  // Manila's run an hour after its midnight is at Bangkok's midnight: a Bangkok day checked then would list a
  // payment received at 23:50 whose notice comes at 00:30 as never posted.
  it("leaves Bangkok's day to the run an hour after Bangkok's midnight, not Manila's at its midnight", async () => {
    const { open } = await payments(MARKETS[0])
    const HOUR = 3_600_000
    const bangkokMidnight = new Date(t.clock.now)
    bangkokMidnight.setUTCHours(17, 0, 0, 0)
    if (bangkokMidnight <= t.clock.now) bangkokMidnight.setUTCDate(bangkokMidnight.getUTCDate() + 1)
    t.clock.advance(bangkokMidnight.getTime() - 10 * 60_000 - t.clock.now.getTime())
    const day = localToday(MARKETS[0].timeZone, t.clock.now)
    const unposted = await open(230)
    await t.api.call('/sandbox/payments/receive', { paymentId: unposted.paymentId })
    const runAt = async (at: Date) => {
      t.clock.advance(at.getTime() - t.clock.now.getTime())
      await t.database.db.delete(jobs)
      await enqueue(t.database.db, 'reconcile-payments', {}, new Date(0))
      await t.runJobs()
    }
    const listed = async () =>
      (await t.database.db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.reference, unposted.reference ?? ''))).map((m) => [m.companyId, m.day, m.kind])
    await runAt(bangkokMidnight)
    expect(await listed()).toEqual([])
    await runAt(new Date(bangkokMidnight.getTime() + HOUR))
    expect(await listed()).toEqual([[DEMO.companyId, day, 'received_not_posted']])
  })
})
