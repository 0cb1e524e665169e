// A portfolio report for past days that the daily snapshot lacks: the request asks a job to write
// them (once per company and day) and answers that they are being prepared, never rebuilding the
// book itself; once written, the same call answers what the live rebuild gives. The scheduled
// catch-up writes the same days as it would have without the requests.
import { and, asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PortfolioData, PortfolioFigures } from '../../contract/admin/schemas/reports'
import { jobs, loanPositionDays } from '../../server/db/schema'
import { ensureScheduled } from '../../server/domain/jobs/queue'
import { flowDays } from '../../server/domain/staff/reports/daily-flows'
import { portfolioFigures } from '../../server/domain/staff/reports/portfolio'
import { postEntry } from '../../server/domain/money/ledger'
import { BOOK_NOW, type Book, bookPortfolio, daysFrom } from '../support/portfolio-book'
import { adminClient, staffSession } from '../support/staff'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
const tokens = { TH: '', PH: '' }
const COMPANY = { TH: DEMO.companyId, PH: DEMO_PH.companyId }
const MARKETS = ['TH', 'PH'] as const
// Two whole months: the figures need the positions at the end of September and of October (`to`),
// and the flows of every day.
const AUTUMN = { from: '2026-09-01', to: '2026-10-31' }
const AUTUMN_DAYS = daysFrom(AUTUMN.from, AUTUMN.to)
const MONTH_ENDS = ['2026-09-30', '2026-10-31']
const live: Record<string, PortfolioFigures> = {}
let book: Book

async function report(market: 'TH' | 'PH', range: { from: string; to: string }): Promise<PortfolioData> {
  const { code, data } = await admin.call('/reports/portfolio', range, tokens[market])
  expect(code).toBe(0)
  return data
}

async function requestJobs(): Promise<unknown[]> {
  const rows = await t.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'position-snapshot-days')).orderBy(asc(jobs.id))
  return rows.map((r) => r.payload)
}

async function pendingRequestJobs(): Promise<number> {
  return (await t.database.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, 'position-snapshot-days'), isNull(jobs.doneAt)))).length
}

async function snapshotDays(market: 'TH' | 'PH'): Promise<string[]> {
  const rows = await t.database.db.select({ day: loanPositionDays.day }).from(loanPositionDays).where(eq(loanPositionDays.companyId, COMPANY[market])).orderBy(asc(loanPositionDays.day))
  return rows.map((r) => r.day)
}

/** Moves the clock, with staff sessions of that time (an idle one expires). */
async function setClock(at: string) {
  t.clock.now = new Date(at)
  tokens.TH = (await staffSession(t, ['money'])).token
  tokens.PH = (await staffSession(t, ['money'], { companyId: DEMO_PH.companyId })).token
}

beforeAll(async () => {
  t = await startTestApp()
  t.clock.now = new Date(BOOK_NOW)
  admin = adminClient(t.app)
  const th = await staffSession(t, ['money', 'collections'])
  tokens.TH = th.token
  tokens.PH = (await staffSession(t, ['money'], { companyId: DEMO_PH.companyId })).token
  book = await bookPortfolio(t, th.id)
  for (const market of MARKETS) live[market] = await portfolioFigures(t.database.db, COMPANY[market], t.clock.now, AUTUMN)
  await ensureScheduled(t.database.db, 'position-snapshots', new Date(0))
})
afterAll(() => t.close())

describe('a portfolio report for past days without a snapshot', () => {
  it("waits for the scheduled job's first run, which writes only the day just ended", async () => {
    for (const market of MARKETS) expect(await report(market, AUTUMN)).toEqual({ state: 'preparing', days: AUTUMN_DAYS })
    // Written first, they would make the first run write back every day after them.
    expect(await requestJobs()).toEqual([])
    await t.runJobs()
    for (const market of MARKETS) expect(await snapshotDays(market)).toEqual(['2026-11-14'])
  })

  it('asks a job to write the days, once per company and day, and answers that they are being prepared', async () => {
    for (const market of MARKETS) expect(await report(market, AUTUMN)).toEqual({ state: 'preparing', days: AUTUMN_DAYS })
    for (const market of MARKETS) expect(await report(market, AUTUMN)).toEqual({ state: 'preparing', days: AUTUMN_DAYS })
    // October alone needs a day already asked for: nothing more.
    expect(await report('TH', { from: '2026-10-01', to: '2026-10-31' })).toEqual({ state: 'preparing', days: daysFrom('2026-10-01', '2026-10-31') })
    const flows = AUTUMN_DAYS.filter((d) => !MONTH_ENDS.includes(d))
    expect(await requestJobs()).toEqual([
      { companyId: DEMO.companyId, positions: MONTH_ENDS, flows },
      { companyId: DEMO_PH.companyId, positions: MONTH_ENDS, flows },
    ])
  })

  it('answers, once the job has run, the figures of the live rebuild, read from the snapshot', async () => {
    await t.runJobs()
    expect(await pendingRequestJobs()).toBe(0)
    for (const market of MARKETS) {
      expect(await snapshotDays(market)).toEqual([...MONTH_ENDS, '2026-11-14'])
      // The other days' flows alone, so that the range's flows too are read from the snapshot.
      expect([...(await flowDays(t.database.db, COMPANY[market], AUTUMN.from, AUTUMN.to))].sort()).toEqual(AUTUMN_DAYS)
      expect(await report(market, AUTUMN)).toEqual({ state: 'ready', ...live[market] })
    }
    // The hand-computed Thai book at the end of October (admin-reports.test.ts).
    expect(live.TH?.book).toEqual({ loans: 4, outstanding: 16_000, par1: 0.75, par30: 0.5, par90: 0.125 })
  })

  it('writes the positions of a day whose flows were written alone, keeping those flows', async () => {
    const fifteenth = { from: '2026-10-15', to: '2026-10-15' }
    const expected = await portfolioFigures(t.database.db, DEMO.companyId, t.clock.now, fifteenth)
    expect(await report('TH', fifteenth)).toEqual({ state: 'preparing', days: ['2026-10-15'] })
    await t.runJobs()
    expect(await pendingRequestJobs()).toBe(0)
    expect(await report('TH', fifteenth)).toEqual({ state: 'ready', ...expected })
  })

  it("ends the figures of a day not closed yet at the last closed day: yesterday until two hours after the market's midnight", async () => {
    // 01:30 on 16 November in Bangkok, 02:30 in Manila.
    await setClock('2026-11-15T18:30:00Z')
    const fifteenth = { from: '2026-11-15', to: '2026-11-15' }
    expect(await report('TH', fifteenth)).toMatchObject({ state: 'ready', to: '2026-11-15', through: '2026-11-14', book: { loans: 4 }, disbursed: 0, collected: 0 })
    // Manila's 15 November may be written: the scheduled job, due now, has yet to write it.
    expect(await report('PH', fifteenth)).toEqual({ state: 'preparing', days: ['2026-11-15'] })
    expect(await pendingRequestJobs()).toBe(0)
  })

  it("leaves a day the scheduled catch-up has yet to reach to it, so that it skips no day before it", async () => {
    await setClock('2026-11-15T19:30:00Z')
    await t.runJobs()
    for (const market of MARKETS) expect((await snapshotDays(market)).slice(-2)).toEqual(['2026-11-14', '2026-11-15'])
    // 03:00 on 18 November in Bangkok: the 16th and the 17th may be written, and neither is yet.
    await setClock('2026-11-17T20:00:00Z')
    for (const market of MARKETS) expect(await report(market, { from: '2026-11-17', to: '2026-11-17' })).toEqual({ state: 'preparing', days: ['2026-11-17'] })
    expect(await pendingRequestJobs()).toBe(0)
    await t.runJobs()
    for (const market of MARKETS) {
      expect((await snapshotDays(market)).slice(-3)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17'])
      expect(await report(market, { from: '2026-11-17', to: '2026-11-17' })).toMatchObject({ state: 'ready' })
    }
  })

  // At a million borrowers the book at the end of a day is over a minute's work, and a day's flows read from the
  // ledger seconds: a request does neither.
  it('answers a range ending today with the figures up to the end of the last closed day, and says so', async () => {
    // Noon on 18 November in Bangkok, 13:00 in Manila: the 17th is each market's last closed day.
    await setClock('2026-11-18T05:00:00Z')
    for (const market of MARKETS) {
      const order = market === 'TH' ? book.C.orderId : book.P2.orderId
      await postEntry(t.database.db, order, `repayment today ${order}`, [{ account: 'cash', amountMinor: 50_000 }, { account: 'receivable', amountMinor: -50_000 }], new Date('2026-11-18T04:00:00Z'))
    }
    const november = { from: '2026-11-01', to: '2026-11-18' }
    for (const market of MARKETS) expect(await report(market, november)).toEqual({ state: 'preparing', days: daysFrom('2026-11-01', '2026-11-13') })
    await t.runJobs()
    for (const market of MARKETS) {
      const closed = await report(market, { from: '2026-11-01', to: '2026-11-17' })
      if (closed.state !== 'ready') throw new Error('the closed days are written')
      expect(closed.through).toBe('2026-11-17')
      // Today's payment is not in them: a day's money is counted once it has closed.
      expect(await report(market, november)).toEqual({ ...closed, to: '2026-11-18' })
      expect(await report(market, { from: '2026-11-01', to: '2026-11-30' })).toEqual({ ...closed, to: '2026-11-30' })
      expect(await report(market, { from: '2026-11-18', to: '2026-11-18' })).toMatchObject({ through: '2026-11-17', disbursed: 0, collected: 0, cohorts: [], book: closed.book })
    }
  })
})
