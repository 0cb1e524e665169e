// Issue 41 item 5: the portfolio page, its CSV and the ledger agree for any range once late data
// arrives. A payment booked on an earlier day (a webhook that came late, a posting staff matched
// days later) or a waiver on a period already due marks the written days it changes stale: the
// page says so, a job recomputes them, and then the page, the CSV, the ledger and the tie agree,
// on each market's own calendar.
import { and, eq, gt, gte, inArray, lt, sum } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_REPORT_EXPORT } from '../../contract/admin/endpoints'
import type { LedgerTieFigures, PortfolioFigures } from '../../contract/admin/schemas/reports'
import { apps, jobs, ledgerLines, loanPositionDays, orders, portfolioStaleDays, repayments } from '../../server/db/schema'
import { companyLines, sumsByAccount } from '../../server/domain/money/staff/ledger-balances'
import { marketDayWindow } from '../../server/domain/money/staff/provider-reconciliation'
import { owedWrittenAt } from '../../server/domain/staff/reports/position-snapshots'
import { ensureScheduled } from '../../server/domain/jobs/queue'
import { recordSandboxPayment } from '../../server/providers/payment/sandbox-transactions'
import { BOOK_NOW, type Book, bookPortfolio, daysFrom } from '../support/portfolio-book'
import { adminClient, setFourEyes, staffSession } from '../support/staff'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

const TOKEN = 'late-data-webhook-token'
type Market = 'TH' | 'PH'
type Range = { from: string; to: string }
const COMPANY = { TH: DEMO.companyId, PH: DEMO_PH.companyId }
const NOVEMBER: Range = { from: '2026-11-01', to: '2026-11-14' }
const OCTOBER: Range = { from: '2026-10-01', to: '2026-10-31' }

let t: TestApp
let admin: ReturnType<typeof adminClient>
let tokens: Record<Market, string>
let book: Book

beforeAll(async () => {
  // Payouts through Xendit mounts its webhooks; payments stay the sandbox's book, which staff post from.
  t = await startTestApp({ env: { PAYOUT_PROVIDER: 'xendit', XENDIT_SECRET_KEY: 'xnd_development_late_data', XENDIT_WEBHOOK_TOKEN: TOKEN } })
  t.clock.now = new Date(BOOK_NOW)
  admin = adminClient(t.app)
  const th = await staffSession(t, ['money', 'collections'])
  const ph = await staffSession(t, ['money'], { companyId: DEMO_PH.companyId })
  tokens = { TH: th.token, PH: ph.token }
  book = await bookPortfolio(t, th.id)
  for (const companyId of Object.values(COMPANY)) await setFourEyes(t.database.db, companyId, [])
  // The daily snapshot's first run writes 14 November; the reports below have the rest written.
  await ensureScheduled(t.database.db, 'position-snapshots', new Date(0))
  await t.runJobs()
  for (const market of ['TH', 'PH'] as const) for (const range of [OCTOBER, NOVEMBER]) expect((await page(market, range)).stale).toEqual([])
})
afterAll(() => t.close())

/** The page's answer once the past days it needs are written (it asks again after the jobs, as the page does). */
async function page(market: Market, range: Range): Promise<PortfolioFigures> {
  let answer = await admin.call('/reports/portfolio', range, tokens[market])
  if (answer.code === 0 && answer.data.state === 'preparing') {
    await t.runJobs()
    answer = await admin.call('/reports/portfolio', range, tokens[market])
  }
  expect(answer.code).toBe(0)
  if (answer.data.state !== 'ready') throw new Error(`still preparing ${answer.data.days.join(', ')}`)
  return answer.data
}

async function tie(market: Market, range: Range): Promise<LedgerTieFigures> {
  let answer = await admin.call('/reports/ledgerTie', range, tokens[market])
  if (answer.code === 0 && answer.data.state === 'preparing') {
    await t.runJobs()
    answer = await admin.call('/reports/ledgerTie', range, tokens[market])
  }
  expect(answer.code).toBe(0)
  if (answer.data.state !== 'ready') throw new Error(`still preparing ${answer.data.days.join(', ')}`)
  return answer.data
}

/** The CSV's columns summed over its loans, in minor units. */
async function csvTotals(market: Market, range: Range) {
  const response = await t.app.request(ADMIN_REPORT_EXPORT, { method: 'POST', headers: { 'content-type': 'application/json', authorization: tokens[market] }, body: JSON.stringify(range) })
  const [head = '', ...rows] = (await response.text()).trim().split('\r\n')
  const columns = head.split(',')
  const records = rows.map((row) => Object.fromEntries(row.split(',').map((v, i) => [columns[i], v])))
  const total = (column: string, rows = records) => rows.reduce((acc, r) => acc + Math.round(Number(r[column] ?? 0) * 100), 0)
  const paidOutInRange = records.filter((r) => (r.disbursed_on ?? '') >= range.from && (r.disbursed_on ?? '') <= range.to)
  return { collected: total('collected_in_range'), due: total('due_in_range'), outstanding: total('outstanding_principal'), disbursed: total('principal', paidOutInRange) }
}

/** Money the ledger received inside the range, on the market's calendar (no daylight saving in either market). */
async function ledgerReceived(market: Market, range: Range): Promise<number> {
  const offset = market === 'TH' ? '+07:00' : '+08:00'
  const start = new Date(`${range.from}T00:00:00${offset}`)
  const end = new Date(new Date(`${range.to}T00:00:00${offset}`).getTime() + 86_400_000)
  const ofCompany = t.database.db.select({ id: orders.id }).from(orders).innerJoin(apps, eq(apps.id, orders.appId)).where(eq(apps.companyId, COMPANY[market]))
  const [row] = await t.database.db
    .select({ total: sum(ledgerLines.amountMinor) })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.account, 'cash'), gt(ledgerLines.amountMinor, 0), gte(ledgerLines.at, start), lt(ledgerLines.at, end), inArray(ledgerLines.orderId, ofCompany)))
  return Number(row?.total ?? 0)
}

const toMinor = (major: number) => Math.round(major * 100)

/** Page, CSV and ledger tell the same story for the range, and the tie shows no difference. */
async function expectAgreement(market: Market, range: Range) {
  const figures = await page(market, range)
  expect(figures.stale).toEqual([])
  const csv = await csvTotals(market, range)
  expect({ collected: toMinor(figures.collected), due: toMinor(figures.due), outstanding: toMinor(figures.book.outstanding), disbursed: toMinor(figures.disbursed) }).toEqual(csv)
  expect(await ledgerReceived(market, range)).toBe(csv.collected)
  const tied = await tie(market, range)
  expect(tied.figures.map((f) => [f.figure, f.difference])).toEqual([
    ['disbursed', 0],
    ['collected', 0],
    ['writtenOff', 0],
    ['outstanding', 0],
  ])
  return figures
}

/** A payment opened in the app for the order, not yet reported paid. */
async function openPayment(orderId: number, reference: string, amountMinor: number) {
  await t.database.db.insert(repayments).values({ id: crypto.randomUUID(), orderId, amountMinor, method: 'qr', status: 'pending', reference, createdAt: new Date('2026-11-01T00:00:00Z') })
}

const captured = (reference: string, amount: number, currency: string, updated: string) =>
  t.app.request('/webhooks/xendit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-callback-token': TOKEN },
    body: JSON.stringify({ event: 'payment.capture', data: { payment_id: `py-${reference}`, status: 'SUCCEEDED', reference_id: reference, request_amount: amount, currency, created: updated, updated } }),
  })

const recomputeJobs = async () => (await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'portfolio-recompute'))).length

describe('late data in the portfolio figures', () => {
  it('marks the days a late webhook changes, says so on the page, and agrees with the CSV and the ledger once recomputed (Bangkok)', async () => {
    const before = await page('TH', NOVEMBER)
    await openPayment(book.B.orderId, 'LATE-B', 500_00)
    // Paid at noon on 3 November in Bangkok, reported on the 15th.
    expect((await captured('LATE-B', 500, 'THB', '2026-11-03T05:00:00.000Z')).status).toBe(200)
    const [line] = await t.database.db.select().from(ledgerLines).where(and(eq(ledgerLines.orderId, book.B.orderId), eq(ledgerLines.account, 'cash'), gte(ledgerLines.at, new Date('2026-11-01T00:00:00Z'))))
    expect(line?.at).toEqual(new Date('2026-11-03T05:00:00Z'))

    const stale = await page('TH', NOVEMBER)
    expect(stale.stale).toEqual(daysFrom('2026-11-03', '2026-11-14'))
    // Still the figures as written, which the live CSV no longer matches: that is what the page warns of.
    expect(stale.collected).toBe(before.collected)
    expect((await csvTotals('TH', NOVEMBER)).collected).toBe(toMinor(before.collected) + 500_00)
    expect((await tie('TH', NOVEMBER)).figures.find((f) => f.figure === 'collected')?.difference).toBe(-500)
    // October's written days are not touched.
    expect((await page('TH', OCTOBER)).stale).toEqual([])

    await t.runJobs()
    const after = await expectAgreement('TH', NOVEMBER)
    expect(after.collected).toBe(before.collected + 500)
    expect(await t.database.db.select().from(portfolioStaleDays)).toEqual([])
  })

  it('does the same for a back-dated manual posting, from the day the provider received it', async () => {
    const reference = `BANK-A-${book.A.orderId}`
    await recordSandboxPayment(t.database.db, { reference, amountMinor: 1_000_00, currency: 'THB', paidAt: new Date('2026-11-05T02:00:00Z') })
    expect((await admin.call('/posting/request', { orderId: book.A.orderId, providerReference: reference, amount: 1_000, note: 'Matched on the bank statement' }, tokens.TH)).code).toBe(0)
    expect((await page('TH', NOVEMBER)).stale).toEqual(daysFrom('2026-11-05', '2026-11-14'))
    await t.runJobs()
    await expectAgreement('TH', NOVEMBER)
    await expectAgreement('TH', OCTOBER)
  })

  it('recomputes every written day from the due date of a period a waiver lowers, month end and roll counts included', async () => {
    const jobsBefore = await recomputeJobs()
    const owed = await admin.call('/waiver/request', { orderId: book.A.orderId, period: 2, amount: 300, reason: 'hardship', note: 'Agreed on the phone' }, tokens.TH)
    expect(owed.code).toBe(0)
    // A's second period fell due on 1 October.
    expect((await page('TH', OCTOBER)).stale).toEqual(daysFrom('2026-10-01', '2026-10-31'))
    expect((await page('TH', NOVEMBER)).stale).toEqual(daysFrom('2026-11-01', '2026-11-14'))
    expect(await recomputeJobs()).toBe(jobsBefore + 1)
    await t.runJobs()
    const october = await expectAgreement('TH', OCTOBER)
    // Due in October: 11,000 less the 300 waived on A's period of 1 October.
    expect(october.due).toBe(10_700)
  })

  it("reads a Manila payment at 00:30 on 3 November as the 3rd on the Philippine company's calendar", async () => {
    const before = await page('PH', NOVEMBER)
    await openPayment(book.P1.orderId, 'LATE-P1', 400_00)
    // 00:30 on 3 November in Manila is 23:30 on the 2nd in Bangkok.
    expect((await captured('LATE-P1', 400, 'PHP', '2026-11-02T16:30:00.000Z')).status).toBe(200)
    expect((await page('PH', NOVEMBER)).stale).toEqual(daysFrom('2026-11-03', '2026-11-14'))
    expect((await page('TH', NOVEMBER)).stale).toEqual([])
    await t.runJobs()
    const after = await expectAgreement('PH', NOVEMBER)
    expect(after.collected).toBe(before.collected + 400)
    await expectAgreement('TH', NOVEMBER)
  })

  it('costs nothing for a payment booked when it is made: no day is marked', async () => {
    const jobsBefore = await recomputeJobs()
    await openPayment(book.C.orderId, 'NOW-C', 100_00)
    expect((await captured('NOW-C', 100, 'THB', t.clock.now.toISOString())).status).toBe(200)
    expect(await recomputeJobs()).toBe(jobsBefore)
    expect(await t.database.db.select().from(portfolioStaleDays)).toEqual([])
  })

  it('never books money for a loan before its payout, whatever time the provider names', async () => {
    const [payout] = await t.database.db.select({ at: ledgerLines.at }).from(ledgerLines).where(eq(ledgerLines.orderId, book.C.orderId)).orderBy(ledgerLines.at).limit(1)
    await openPayment(book.C.orderId, 'EARLY-C', 100_00)
    expect((await captured('EARLY-C', 100, 'THB', '2020-01-01T00:00:00.000Z')).status).toBe(200)
    const booked = await t.database.db.select({ at: ledgerLines.at }).from(ledgerLines).where(and(eq(ledgerLines.orderId, book.C.orderId), eq(ledgerLines.account, 'cash'), eq(ledgerLines.amountMinor, 100_00)))
    expect(booked.map((line) => line.at)).toContainEqual(payout?.at)
    expect(booked.every((line) => line.at.getTime() >= (payout?.at.getTime() ?? 0))).toBe(true)
    await t.runJobs()
  })
})

describe('the tie of the book to the ledger', () => {
  it('reconciles disbursed, collected, written off and outstanding on the book with its late data, in both markets', async () => {
    // The 15th closed, so that the waiver's ledger line (booked on the 15th) is inside the range.
    t.clock.now = new Date('2026-11-16T03:00:00Z')
    tokens = { TH: (await staffSession(t, ['money'])).token, PH: (await staffSession(t, ['money'], { companyId: DEMO_PH.companyId })).token }
    const range = { from: '2026-08-01', to: '2026-11-15' }
    const tied = await tie('TH', range)
    const figure = (name: string) => tied.figures.find((f) => f.figure === name)
    // E's 3,300 written off on 20 August; C's 100 came on the 15th.
    expect(figure('writtenOff')).toEqual({ figure: 'writtenOff', report: 3_300, ledger: 3_300, difference: 0 })
    expect(tied.figures.every((f) => f.difference === 0)).toBe(true)
    expect(tied.accounts.find((a) => a.account === 'receivable')?.balance).toBe(figure('outstanding')?.ledger)
    // Each account's movement (read as the change of the written daily balances) is the sum of the range's lines.
    const window = { from: marketDayWindow('Asia/Bangkok', range.from).from, to: marketDayWindow('Asia/Bangkok', tied.through).to }
    const lines = await sumsByAccount(t.database.db, companyLines(DEMO.companyId, window))
    expect(lines.size).toBeGreaterThan(2)
    for (const account of tied.accounts) expect(account.movement).toBeCloseTo((lines.get(account.account) ?? 0) / 100, 2)
    await expectAgreement('TH', range)
    await expectAgreement('PH', range)
  })

  it("reads the outstanding from the day's snapshot, the same as rebuilt live from every schedule and repayment", async () => {
    const range = { from: '2026-08-01', to: '2026-11-15' }
    const db = t.database.db
    for (const market of ['TH', 'PH'] as const) {
      const written = await tie(market, range)
      expect(await owedWrittenAt(db, COMPANY[market], written.through)).toBe(toMinor(written.figures.find((f) => f.figure === 'outstanding')?.report ?? Number.NaN))
      await db.update(loanPositionDays).set({ withOwed: false }).where(eq(loanPositionDays.companyId, COMPANY[market]))
      try {
        expect(await owedWrittenAt(db, COMPANY[market], written.through)).toBeNull()
        expect(await tie(market, range)).toEqual(written)
      } finally {
        await db.update(loanPositionDays).set({ withOwed: true }).where(eq(loanPositionDays.companyId, COMPANY[market]))
      }
    }
  })

  it('is for the money role only, and refuses a bad range with its code, never a 5xx', async () => {
    const collector = await staffSession(t, ['collections'])
    expect((await admin.call('/reports/ledgerTie', NOVEMBER, collector.token)).code).toBe(401)
    expect((await admin.call('/reports/ledgerTie', { from: '2026-11-14', to: '2026-11-01' }, tokens.TH)).code).toBe(40100)
    expect((await admin.call('/reports/ledgerTie', { from: '2025-01-01', to: '2026-11-14' }, tokens.TH)).code).toBe(40101)
    const bad = await admin.raw('/reports/ledgerTie', { from: 'yesterday' }, tokens.TH)
    expect(bad.status).toBe(200)
    expect(bad.code).toBe(10004)
  })
})
