// The portfolio figures and the credit-bureau files on a small book written straight to the
// tables, in both markets, each figure checked against numbers worked out by hand (test/support/portfolio-book.ts).
// The past days the figures need are written by the snapshot jobs first (portfolio-on-request.test.ts).
import { and, eq, lt, sum } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_CREDIT_FILE, ADMIN_REPORT_EXPORT } from '../../contract/admin/endpoints'
import type { PortfolioFigures } from '../../contract/admin/schemas/reports'
import { auditLog, ledgerLines } from '../../server/db/schema'
import { ensureScheduled } from '../../server/domain/jobs/queue'
import { creditFileLoans } from '../../server/domain/staff/reports/credit-file-loans'
import { portfolioCsv } from '../../server/domain/staff/reports/portfolio-csv'
import { adminClient, staffSession } from '../support/staff'
import { BOOK_NOW, type Book, bookPortfolio } from '../support/portfolio-book'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let thStaff: Awaited<ReturnType<typeof staffSession>>
let phStaff: Awaited<ReturnType<typeof staffSession>>

let book: Book

beforeAll(async () => {
  t = await startTestApp()
  t.clock.now = new Date(BOOK_NOW)
  admin = adminClient(t.app)
  thStaff = await staffSession(t, ['money', 'collections'])
  phStaff = await staffSession(t, ['money'], { companyId: DEMO_PH.companyId })
  book = await bookPortfolio(t, thStaff.id)
  // The daily snapshot's first run (14 November), after which a report's past days are written on request.
  await ensureScheduled(t.database.db, 'position-snapshots', new Date(0))
  await t.runJobs()
})
afterAll(() => t.close())

const october = { from: '2026-10-01', to: '2026-10-31' }

/** The figures of a range once the jobs have written the past days they need. */
async function figures(range: { from: string; to: string }, token: string): Promise<PortfolioFigures> {
  let answer = await admin.call('/reports/portfolio', range, token)
  if (answer.code === 0 && answer.data.state === 'preparing') {
    await t.runJobs()
    answer = await admin.call('/reports/portfolio', range, token)
  }
  expect(answer.code).toBe(0)
  if (answer.data.state !== 'ready') throw new Error(`still preparing ${answer.data.days.join(', ')}`)
  return answer.data
}

describe('the portfolio figures', () => {
  it('match the hand-computed Thai book for October', async () => {
    const data = await figures(october, thStaff.token)
    // Paid out in October: C's 4,000. Received: B's 1,000 and H's 1,100 (A's 100 came on 1 November in Bangkok).
    expect(data).toMatchObject({ currency: 'THB', disbursed: 4_000, collected: 2_100 })
    // Due in October: A's 3,300 (1st), F's 1,100 (1st), H's 1,100 (10th), B's 5,500 (15th) = 11,000; 2,100 / 11,000 = 0.19090…
    expect(data.due).toBe(11_000)
    expect(data.collectionEfficiency).toBe(0.1909)
    expect(data.promises).toEqual({ due: 2, kept: 1, rate: 0.5 })
    // Outstanding principal: A 6,000 + B 4,000 + C 4,000 + D 2,000 = 16,000 (E written off, F and H settled).
    // PAR1: A, B, D = 12,000 / 16,000; PAR30: A (dpd 30), D = 8,000 / 16,000; PAR90: D = 2,000 / 16,000.
    expect(data.book).toEqual({ loans: 4, outstanding: 16_000, par1: 0.75, par30: 0.5, par90: 0.125 })
    // Disbursed in October: only C, on Jackey Mini, current.
    expect(data.cohorts).toEqual([{ appId: 2, product: 'Jackey Mini', month: '2026-10', disbursed: 4_000, loans: 1, outstanding: 4_000, par1: 0, par30: 0, par90: 0 }])
    // End of September: A, B, H current (C not yet paid out), D 91+ (121 days); end of October: A 1-30, B 1-30, H settled, D 91+.
    const roll = (from: string) => data.rollRates.find((r) => r.month === '2026-10' && r.from === from)
    expect(roll('current')).toEqual({ month: '2026-10', from: 'current', to: '1-30', loans: 3, rolled: 2, rate: 0.6667 })
    expect(roll('1-30')).toMatchObject({ loans: 0, rolled: 0, rate: null })
    expect(data.rollRates.some((r) => r.from === '91+')).toBe(false)
  })

  it('groups every cohort of a longer range by product and month of disbursement', async () => {
    const data = await figures({ from: '2026-05-01', to: '2026-10-31' }, thStaff.token)
    expect(data.cohorts.map((c) => [c.month, c.appId, c.disbursed, c.loans, c.outstanding, c.par1, c.par30, c.par90])).toEqual([
      ['2026-05', 1, 2_000, 1, 2_000, 1, 1, 1],
      ['2026-08', 1, 9_000, 1, 6_000, 1, 1, 0],
      // B, F and H: 7,000 paid out; only B (dpd 16) still owes.
      ['2026-09', 1, 7_000, 1, 4_000, 1, 0, 0],
      ['2026-10', 2, 4_000, 1, 4_000, 0, 0, 0],
    ])
    expect(new Set(data.rollRates.map((r) => r.month))).toEqual(new Set(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']))
    // End of May: D current; end of June: D 1-30 (30 days past 1 June).
    expect(data.rollRates.find((r) => r.month === '2026-06' && r.from === 'current')).toMatchObject({ loans: 1, rolled: 1, rate: 1 })
  })

  it("shows each company only its own book, on its own market's calendar", async () => {
    const data = await figures(october, phStaff.token)
    // P1 8,000 at dpd 30, P2 2,000 current: PAR1 = PAR30 = 8,000 / 10,000.
    expect(data).toMatchObject({ currency: 'PHP', disbursed: 2_000, collected: 0, due: 4_400, collectionEfficiency: 0 })
    expect(data.book).toEqual({ loans: 2, outstanding: 10_000, par1: 0.8, par30: 0.8, par90: 0 })
    expect(data.promises).toEqual({ due: 0, kept: 0, rate: null })
  })

  it('refuses a range that ends before it starts, or longer than 366 days, with its own code', async () => {
    expect((await admin.call('/reports/portfolio', { from: '2026-10-31', to: '2026-10-01' }, thStaff.token)).code).toBe(40100)
    expect((await admin.call('/reports/portfolio', { from: '2025-01-01', to: '2026-10-31' }, thStaff.token)).code).toBe(40101)
    const bad = await admin.raw('/reports/portfolio', { from: '2026-02-30', to: 'x' }, thStaff.token)
    expect(bad.status).toBe(200)
    expect(bad.code).not.toBe(0)
  })
})

async function download(url: string, body: unknown, token: string) {
  return t.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) })
}

describe('the portfolio CSV', () => {
  it('lists every loan paid out by the end of the range with its position', async () => {
    const response = await download(ADMIN_REPORT_EXPORT, october, thStaff.token)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toBe('order_id,product,disbursed_on,principal,collected_in_range,due_in_range,outstanding_principal,days_past_due,bucket,written_off_on')
    // A, B, C, D, E, F, H: the Philippine loans are another company's.
    expect(lines).toHaveLength(8)
    expect(lines).toContain(`${book.A.orderId},Jackey Cash,2026-08-01,9000.00,0.00,3300.00,6000.00,30,1-30,`)
    expect(lines).toContain(`${book.E.orderId},Jackey Cash,2026-01-10,3000.00,0.00,0.00,0.00,263,91+,2026-08-20`)
  })

  it('reads the book in pages by order id without losing or repeating a loan', async () => {
    const whole: string[] = []
    for await (const part of await portfolioCsv(t.database.db, DEMO.companyId, october)) whole.push(part)
    const paged: string[] = []
    for await (const part of await portfolioCsv(t.database.db, DEMO.companyId, october, 2)) paged.push(part)
    expect(paged.join('')).toBe(whole.join(''))
    const loans: number[] = []
    for await (const page of creditFileLoans(t.database.db, DEMO.companyId, 'Asia/Bangkok', '2026-10', 2)) loans.push(...page.map((l) => l.orderId))
    expect(loans).toEqual([book.A, book.B, book.C, book.D, book.H].map((l) => l.orderId))
  })

  it('refuses a huge range with a code, not a 5xx', async () => {
    const response = await download(ADMIN_REPORT_EXPORT, { from: '2020-01-01', to: '2026-10-31' }, thStaff.token)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { code: number }).code).toBe(40101)
  })

  it('answers a malformed body of either file with a code, not a 5xx', async () => {
    for (const [url, body] of [[ADMIN_REPORT_EXPORT, { from: 'yesterday' }], [ADMIN_CREDIT_FILE, { month: '2026-13' }], [ADMIN_CREDIT_FILE, 'not json']] as const) {
      const response = await t.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: thStaff.token }, body: typeof body === 'string' ? body : JSON.stringify(body) })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { code: number }).code).toBeGreaterThan(0)
    }
  })
})

/** What the ledger says of an order at the end of a market day: the receivable balance. */
async function receivableAt(orderId: number, before: Date): Promise<number> {
  const [row] = await t.database.db
    .select({ total: sum(ledgerLines.amountMinor) })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.orderId, orderId), eq(ledgerLines.account, 'receivable'), lt(ledgerLines.at, before)))
  return Number(row?.total ?? 0) / 100
}

describe('the credit-bureau file', () => {
  it('reports the Thai loans open at the end of the month and those closed in it, in the NCB fields', async () => {
    const response = await download(ADMIN_CREDIT_FILE, { month: '2026-10' }, thStaff.token)
    expect(response.headers.get('content-disposition')).toContain('ncb-2026-10.csv')
    const [head = '', ...rows] = (await response.text()).trim().split('\r\n')
    const columns = head.split(',')
    const byOrder = new Map(rows.map((row) => { const fields = row.split(','); return [Number(fields[2]), Object.fromEntries(columns.map((c, i) => [c, fields[i]]))] }))
    // A, B, C, D open; H settled in October. E (written off in August) and F (settled in September) were reported before.
    expect([...byOrder.keys()].sort((x, y) => x - y)).toEqual([book.A, book.B, book.C, book.D, book.H].map((l) => l.orderId).sort((x, y) => x - y))
    const endOfOctober = new Date('2026-10-31T17:00:00Z')
    for (const loan of [book.A, book.B, book.C, book.D, book.H]) {
      expect(Number(byOrder.get(loan.orderId)?.outstanding_balance)).toBe(await receivableAt(loan.orderId, endOfOctober))
    }
    // A: 9,900 owed, 3,300 paid by then, the second period of 3,300 past due for 30 days.
    expect(byOrder.get(book.A.orderId)).toMatchObject({ credit_amount: '9000.00', installment_amount: '3300.00', installments: '3', outstanding_balance: '6600.00', amount_past_due: '3300.00', installments_past_due: '1', days_past_due: '30', account_status: '010', open_date: '2026-08-01', last_payment_date: '2026-09-01', last_payment_amount: '3300.00', currency: 'THB' })
    expect(byOrder.get(book.D.orderId)).toMatchObject({ account_status: '020', days_past_due: '152', amount_past_due: '2200.00' })
    expect(byOrder.get(book.H.orderId)).toMatchObject({ account_status: '011', close_date: '2026-10-09', outstanding_balance: '0.00', days_past_due: '0' })
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'credit_file'), eq(auditLog.staffId, thStaff.id)))
    expect(audit?.after).toMatchObject({ month: '2026-10', market: 'TH', sequence: 0 })
  })

  it('reports a written-off loan as closed by write-off in the month it was written off, with nothing left receivable', async () => {
    const text = await (await download(ADMIN_CREDIT_FILE, { month: '2026-08' }, thStaff.token)).text()
    const row = text.split('\r\n').find((line) => line.split(',')[2] === String(book.E.orderId))
    // 3,300 moved from receivable to loss on 20 August; 202 days past the 10 February due date by 31 August.
    expect(row?.split(',').slice(9, 18)).toEqual(['3000.00', '3300.00', '1', '0.00', '3300.00', '1', '202', '033', '2026-08-20'])
    expect(await receivableAt(book.E.orderId, new Date('2026-08-31T17:00:00Z'))).toBe(0)
  })

  it('refuses a month that has not ended, and a staff member without the money role', async () => {
    const early = await download(ADMIN_CREDIT_FILE, { month: '2026-11' }, thStaff.token)
    expect(((await early.json()) as { code: number }).code).toBe(40102)
    const agent = await staffSession(t, ['collections'])
    const refused = await download(ADMIN_CREDIT_FILE, { month: '2026-10' }, agent.token)
    expect(((await refused.json()) as { code: number }).code).toBe(401)
  })
})
