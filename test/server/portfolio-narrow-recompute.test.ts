// Issue 41: late data makes the recompute job rewrite only the loans it touched in each later
// written day, the day's sums moved by the difference (late-data.ts, rewriteLoansOfDay). It must
// leave exactly the stored days a whole rewrite of the book leaves: positions, PAR sums, month-end
// roll counts, flows and ledger balances, after a payment a month late, a waiver and a back-dated posting.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerBalancesDaily, loanPositionDays, loanPositionsDaily, portfolioFlowsDaily, portfolioParDaily, portfolioRollsMonthly, portfolioStaleLoans, repayments } from '../../server/db/schema'
import { rewriteLedgerBalances } from '../../server/domain/money/staff/ledger-balances'
import { rewriteDay, writeDay } from '../../server/domain/staff/reports/position-snapshots'
import { rowsOf } from '../../server/domain/staff/reports/report-range'
import { recordSandboxPayment } from '../../server/providers/payment/sandbox-transactions'
import { BOOK_NOW, type Book, bookPortfolio, daysFrom } from '../support/portfolio-book'
import { adminClient, setFourEyes, staffSession } from '../support/staff'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

const TOKEN = 'narrow-recompute-webhook-token'
const ZONES = { [DEMO.companyId]: 'Asia/Bangkok', [DEMO_PH.companyId]: 'Asia/Manila' }
const DAYS = daysFrom('2026-09-20', '2026-11-14')

let t: TestApp
let admin: ReturnType<typeof adminClient>
let token: string
let book: Book

beforeAll(async () => {
  t = await startTestApp({ env: { PAYOUT_PROVIDER: 'xendit', XENDIT_SECRET_KEY: 'xnd_development_narrow', XENDIT_WEBHOOK_TOKEN: TOKEN } })
  t.clock.now = new Date(BOOK_NOW)
  admin = adminClient(t.app)
  const staff = await staffSession(t, ['money', 'collections'])
  token = staff.token
  book = await bookPortfolio(t, staff.id)
  for (const companyId of [DEMO.companyId, DEMO_PH.companyId]) {
    await setFourEyes(t.database.db, companyId, [])
    // Every day's positions written, two month ends among them.
    for (const day of DAYS) await writeDay(t.database.db, companyId, ZONES[companyId] ?? '', day, t.clock.now)
  }
  await t.runJobs()
})
afterAll(() => t.close())

/** Every stored figure of both companies, in key order (not when each day was written). */
async function stored() {
  const db = t.database.db
  return {
    days: await db.select({ companyId: loanPositionDays.companyId, day: loanPositionDays.day, pruned: loanPositionDays.positionsPrunedAt, withOwed: loanPositionDays.withOwed }).from(loanPositionDays).orderBy(asc(loanPositionDays.companyId), asc(loanPositionDays.day)),
    positions: await db.select().from(loanPositionsDaily).orderBy(asc(loanPositionsDaily.companyId), asc(loanPositionsDaily.day), asc(loanPositionsDaily.orderId)),
    par: await db.select().from(portfolioParDaily).orderBy(asc(portfolioParDaily.companyId), asc(portfolioParDaily.day), asc(portfolioParDaily.appId), asc(portfolioParDaily.disbursedOn)),
    rolls: await db.select().from(portfolioRollsMonthly).orderBy(asc(portfolioRollsMonthly.companyId), asc(portfolioRollsMonthly.monthEnd), asc(portfolioRollsMonthly.fromBucket), asc(portfolioRollsMonthly.toBucket)),
    flows: await db.select().from(portfolioFlowsDaily).orderBy(asc(portfolioFlowsDaily.companyId), asc(portfolioFlowsDaily.day), asc(portfolioFlowsDaily.appId)),
    balances: await db.select().from(ledgerBalancesDaily).orderBy(asc(ledgerBalancesDaily.companyId), asc(ledgerBalancesDaily.day), asc(ledgerBalancesDaily.account)),
  }
}

/** Where each stored row of the loans sits: a row rewritten moves. */
const rowPlaces = async (orderIds: number[]) =>
  rowsOf<{ ctid: string }>(t.database.db, sql`select ctid::text from ${loanPositionsDaily} where ${inArray(loanPositionsDaily.orderId, orderIds)} order by day, order_id`)

describe('the narrowed recompute of late data', () => {
  it('rewrites only the touched loans and leaves exactly what a whole rewrite leaves (a payment a month late, a waiver, a back-dated posting)', async () => {
    const db = t.database.db
    const untouched = [book.C.orderId, book.D.orderId, book.P1.orderId]
    const placesBefore = await rowPlaces(untouched)
    expect(placesBefore.length).toBeGreaterThan(50)

    // A payment of B's made at noon on 14 October in Bangkok, its webhook a month late.
    await db.insert(repayments).values({ id: crypto.randomUUID(), orderId: book.B.orderId, amountMinor: 500_00, method: 'qr', status: 'pending', reference: 'NARROW-B', createdAt: new Date('2026-10-01T00:00:00Z') })
    const webhook = await t.app.request('/webhooks/xendit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-callback-token': TOKEN },
      body: JSON.stringify({ event: 'payment.capture', data: { payment_id: 'py-NARROW-B', status: 'SUCCEEDED', reference_id: 'NARROW-B', request_amount: 500, currency: 'THB', created: '2026-10-14T05:00:00.000Z', updated: '2026-10-14T05:00:00.000Z' } }),
    })
    expect(webhook.status).toBe(200)
    // 300 waived on A's period due 1 October.
    expect((await admin.call('/waiver/request', { orderId: book.A.orderId, period: 2, amount: 300, reason: 'hardship', note: 'Agreed on the phone' }, token)).code).toBe(0)
    // 1,000 the bank received for A on 25 September, matched by staff today: before the September month end.
    const reference = `NARROW-A-${book.A.orderId}`
    await recordSandboxPayment(db, { reference, amountMinor: 1_000_00, currency: 'THB', paidAt: new Date('2026-09-25T02:00:00Z') })
    expect((await admin.call('/posting/request', { orderId: book.A.orderId, providerReference: reference, amount: 1_000, note: 'Matched on the bank statement' }, token)).code).toBe(0)
    expect((await db.select({ orderId: portfolioStaleLoans.orderId, day: portfolioStaleLoans.day }).from(portfolioStaleLoans).orderBy(asc(portfolioStaleLoans.day)))).toEqual([
      { orderId: book.A.orderId, day: '2026-09-25' },
      { orderId: book.B.orderId, day: '2026-10-14' },
    ])

    await t.runJobs()
    expect(await db.select().from(portfolioStaleLoans)).toEqual([])
    // The other loans' rows were not written again.
    expect(await rowPlaces(untouched)).toEqual(placesBefore)
    const narrowed = await stored()
    // The late data did change the days: A's and B's rows from their days on.
    const rowOf = (rows: typeof narrowed.positions, orderId: number, day: string) => rows.find((r) => r.orderId === orderId && r.day === day)
    expect(rowOf(narrowed.positions, book.A.orderId, '2026-09-25')?.paidTotal).toBe(3_300_00 + 1_000_00)

    // The whole book rewritten, day by day, as before the narrowing.
    for (const companyId of [DEMO.companyId, DEMO_PH.companyId]) {
      const zone = ZONES[companyId] ?? ''
      for (const day of DAYS) await rewriteDay(db, companyId, zone, day, t.clock.now)
      await rewriteLedgerBalances(db, companyId, zone, DAYS[0] ?? '')
    }
    expect(await rowPlaces(untouched)).not.toEqual(placesBefore)
    expect(await stored()).toEqual(narrowed)
    expect((await db.select().from(loanPositionDays).where(and(eq(loanPositionDays.companyId, DEMO.companyId), eq(loanPositionDays.withOwed, false)))).length).toBe(0)
  })
})
