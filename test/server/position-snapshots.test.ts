// The daily snapshot of loan positions behind the portfolio report: written by its job after
// each market's midnight, once, caught up after missed days, pruned to recent days and month
// ends, and read by the report with the same answer as the live rebuild.
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PortfolioData, PortfolioFigures } from '../../contract/admin/schemas/reports'
import { jobs, loanPositionDays, loanPositionsDaily, portfolioFlowsDaily, portfolioParDaily, portfolioRollsMonthly } from '../../server/db/schema'
import { enqueue, ensureScheduled } from '../../server/domain/jobs/queue'
import { portfolioFigures } from '../../server/domain/staff/reports/portfolio'
import { writePositionSnapshots } from '../../server/domain/staff/reports/position-snapshots'
import { BOOK_NOW, type Book, bookPortfolio, daysFrom } from '../support/portfolio-book'
import { adminClient, staffSession } from '../support/staff'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let tokens: Record<'TH' | 'PH', string>
let book: Book
// Three whole months: roll rates read the ends of July to October, the book the end of October.
const RANGE = { from: '2026-08-01', to: '2026-10-31' }
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' }
const live: Record<string, PortfolioFigures> = {}

const COMPANY = { TH: DEMO.companyId, PH: DEMO_PH.companyId }

async function answer(market: 'TH' | 'PH', range: { from: string; to: string }): Promise<PortfolioData> {
  const { code, data } = await admin.call('/reports/portfolio', range, tokens[market])
  expect(code).toBe(0)
  return data
}

async function report(market: 'TH' | 'PH', range: { from: string; to: string }): Promise<PortfolioFigures> {
  const data = await answer(market, range)
  if (data.state !== 'ready') throw new Error(`preparing ${data.days.join(', ')}`)
  const { state: _, ...figures } = data
  return figures
}

/** The days whose positions the snapshot holds (`pruned`: the days whose positions were pruned, their flows kept). */
async function snapshotDays(companyId: number, which: 'kept' | 'pruned' = 'kept'): Promise<string[]> {
  const rows = await t.database.db
    .select({ day: loanPositionDays.day })
    .from(loanPositionDays)
    .where(and(eq(loanPositionDays.companyId, companyId), which === 'kept' ? isNull(loanPositionDays.positionsPrunedAt) : isNotNull(loanPositionDays.positionsPrunedAt)))
    .orderBy(asc(loanPositionDays.day))
  return rows.map((r) => r.day)
}

async function snapshotRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(loanPositionsDaily)
  return row?.n ?? 0
}

async function pendingRuns(): Promise<Date[]> {
  const rows = await t.database.db.select({ runAt: jobs.runAt }).from(jobs).where(and(eq(jobs.kind, 'position-snapshots'), isNull(jobs.doneAt)))
  return rows.map((r) => r.runAt)
}

async function runJobsAt(at: string) {
  t.clock.now = new Date(at)
  await t.runJobs()
}

beforeAll(async () => {
  t = await startTestApp()
  t.clock.now = new Date(BOOK_NOW)
  admin = adminClient(t.app)
  const th = await staffSession(t, ['money', 'collections'])
  const ph = await staffSession(t, ['money'], { companyId: DEMO_PH.companyId })
  tokens = { TH: th.token, PH: ph.token }
  book = await bookPortfolio(t, th.id)
  // Before any snapshot exists: every figure rebuilt live.
  for (const market of ['TH', 'PH'] as const) {
    live[`${market} range`] = await portfolioFigures(t.database.db, COMPANY[market], t.clock.now, RANGE)
    live[`${market} october`] = await portfolioFigures(t.database.db, COMPANY[market], t.clock.now, OCTOBER)
  }
  await ensureScheduled(t.database.db, 'position-snapshots', new Date(0))
})
afterAll(() => t.close())

describe('the position snapshot job', () => {
  it("writes each company's day two hours after its own market's midnight: Manila's an hour before Bangkok's", async () => {
    // The first run writes only the day just ended, in both markets.
    await runJobsAt('2026-07-30T19:30:00Z')
    expect(await snapshotDays(DEMO.companyId)).toEqual(['2026-07-30'])
    // 02:30 on 1 August in Manila, 01:30 in Bangkok.
    await runJobsAt('2026-07-31T18:30:00Z')
    expect(await snapshotDays(DEMO_PH.companyId)).toEqual(['2026-07-30', '2026-07-31'])
    expect(await snapshotDays(DEMO.companyId)).toEqual(['2026-07-30'])
    expect(await pendingRuns()).toEqual([new Date('2026-07-31T19:00:00Z')])
    await runJobsAt('2026-07-31T19:00:00Z')
    expect(await snapshotDays(DEMO.companyId)).toEqual(['2026-07-30', '2026-07-31'])
    // Open in Thailand at the end of July: D (2,000, 60 days past 1 June) and E (3,000, written off only in August).
    const rows = await t.database.db.select().from(loanPositionsDaily).where(and(eq(loanPositionsDaily.companyId, DEMO.companyId), eq(loanPositionsDaily.day, '2026-07-31')))
    expect(rows.map((r) => [r.orderId, r.outstanding, r.dpd]).sort()).toEqual([[book.D.orderId, 200_000, 60], [book.E.orderId, 300_000, 171]].sort())
  })

  it('adds nothing when run twice for the same day, and leaves one next run', async () => {
    const before = await snapshotRows()
    expect(await writePositionSnapshots(t.database.db, new Date('2026-07-31T19:30:00Z'))).toBe(false)
    // A second run due at once, as when a run outlasts its lease and another runner takes it over.
    await enqueue(t.database.db, 'position-snapshots', {}, new Date('2026-07-31T19:30:00Z'))
    await enqueue(t.database.db, 'position-snapshots', {}, new Date('2026-07-31T19:30:00Z'))
    await runJobsAt('2026-07-31T20:00:00Z')
    expect(await pendingRuns()).toEqual([new Date('2026-08-01T18:00:00Z')])
    expect(await snapshotRows()).toBe(before)
    expect(await snapshotDays(DEMO.companyId)).toEqual(['2026-07-30', '2026-07-31'])
  })

  it('catches up every day missed while the server was down, and prunes all but 62 days and the month ends', async () => {
    // Down for all of August: the first run after its end writes its 31 days in both markets.
    await runJobsAt('2026-08-31T19:30:00Z')
    for (const company of [DEMO.companyId, DEMO_PH.companyId]) expect(await snapshotDays(company)).toEqual(daysFrom('2026-07-30', '2026-08-31'))
    await runJobsAt('2026-09-30T19:30:00Z')
    await runJobsAt('2026-10-31T19:30:00Z')
    // 62 days before 31 October is 30 August: of the days before it, only 31 July keeps its positions.
    for (const company of [DEMO.companyId, DEMO_PH.companyId]) {
      expect(await snapshotDays(company)).toEqual(['2026-07-31', ...daysFrom('2026-08-30', '2026-10-31')])
      expect(await snapshotDays(company, 'pruned')).toEqual(['2026-07-30', ...daysFrom('2026-08-01', '2026-08-29')])
    }
    // The pruned days' flows stay: one row a day per product (Jackey Cash and Jackey Mini in Thailand).
    const [flows] = await t.database.db.select({ n: count() }).from(portfolioFlowsDaily).where(eq(portfolioFlowsDaily.companyId, DEMO.companyId))
    expect(flows?.n).toBe(2 * daysFrom('2026-07-30', '2026-10-31').length)
  })
})

describe('the portfolio report on snapshots', () => {
  it('answers exactly what the live rebuild answers, in both markets', async () => {
    t.clock.now = new Date(BOOK_NOW)
    for (const market of ['TH', 'PH'] as const) {
      expect(await report(market, RANGE)).toEqual(live[`${market} range`])
      expect(await report(market, OCTOBER)).toEqual(live[`${market} october`])
    }
  })

  it("reads the day's snapshot, not the history, once it is written", async () => {
    t.clock.now = new Date(BOOK_NOW)
    const db = t.database.db
    // H's 1,100 received on 9 October, read from that day's flows.
    const ninth = and(eq(portfolioFlowsDaily.companyId, DEMO.companyId), eq(portfolioFlowsDaily.day, '2026-10-09'), eq(portfolioFlowsDaily.appId, DEMO.appId))
    const [day] = await db.select({ collected: portfolioFlowsDaily.collected }).from(portfolioFlowsDaily).where(ninth)
    expect(day?.collected).toBe(110_000)
    await db.update(portfolioFlowsDaily).set({ collected: 0 }).where(ninth)
    try {
      expect((await report('TH', OCTOBER)).collected).toBe(1_000)
    } finally {
      await db.update(portfolioFlowsDaily).set({ collected: 110_000 }).where(ninth)
    }
    // C (Jackey Mini, paid out on 5 October), read from the PAR sums of 31 October.
    const c = and(eq(portfolioParDaily.companyId, DEMO.companyId), eq(portfolioParDaily.day, '2026-10-31'), eq(portfolioParDaily.appId, 2), eq(portfolioParDaily.disbursedOn, '2026-10-05'))
    expect((await db.update(portfolioParDaily).set({ par90: 400_000 }).where(c).returning()).length).toBe(1)
    try {
      // C's 4,000 counted past 90 days: (2,000 + 4,000) / 16,000.
      expect((await report('TH', OCTOBER)).book.par90).toBe(0.375)
    } finally {
      await db.update(portfolioParDaily).set({ par90: 0 }).where(c)
    }
    // October's roll counts, written with 31 October: A and B rolled from current to 1-30.
    const rolled = and(eq(portfolioRollsMonthly.companyId, DEMO.companyId), eq(portfolioRollsMonthly.monthEnd, '2026-10-31'), eq(portfolioRollsMonthly.fromBucket, 'current'), eq(portfolioRollsMonthly.toBucket, '1-30'))
    expect((await db.update(portfolioRollsMonthly).set({ loans: 3 }).where(rolled).returning({ was: portfolioRollsMonthly.loans })).length).toBe(1)
    try {
      expect((await report('TH', OCTOBER)).rollRates.find((r) => r.from === 'current')).toMatchObject({ loans: 4, rolled: 3 })
    } finally {
      await db.update(portfolioRollsMonthly).set({ loans: 2 }).where(rolled)
    }
    // 14 November has no snapshot yet and the catch-up, at 31 October, has yet to reach it: the
    // report waits for the catch-up and asks for no job of its own.
    expect(await answer('TH', { from: '2026-11-01', to: '2026-11-14' })).toEqual({ state: 'preparing', days: daysFrom('2026-11-01', '2026-11-14') })
    const [asked] = await t.database.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, 'position-snapshot-days'))
    expect(asked?.n).toBe(0)
  })

  it('writes back at most 31 missed days, keeps 62 days and every month end, and still answers as live', async () => {
    // Down from 1 November to 8 January: only 9 December – 8 January are written.
    await runJobsAt('2027-01-08T19:30:00Z')
    const days = await snapshotDays(DEMO.companyId)
    expect(days.filter((d) => d > '2026-10-31')).toEqual(daysFrom('2026-12-09', '2027-01-08'))
    // A range ending after the last closed day (14 November at BOOK_NOW) ends there: A's 3,300 on 1 November and
    // C's 2,200 on 5 November, not C's 5 December nor 9 December's row, whatever it says.
    const ninth = and(eq(portfolioFlowsDaily.companyId, DEMO.companyId), eq(portfolioFlowsDaily.day, '2026-12-09'), eq(portfolioFlowsDaily.appId, DEMO.appId))
    expect((await t.database.db.update(portfolioFlowsDaily).set({ due: 999_900 }).where(ninth).returning()).length).toBe(1)
    t.clock.now = new Date(BOOK_NOW)
    // Its days up to 14 November may be written: their flows are, by a job (the catch-up, past them, never will).
    expect(await answer('TH', { from: '2026-11-01', to: '2026-12-31' })).toEqual({ state: 'preparing', days: daysFrom('2026-11-01', '2026-11-14') })
    await t.runJobs()
    expect(await report('TH', { from: '2026-11-01', to: '2026-12-31' })).toMatchObject({ to: '2026-12-31', through: '2026-11-14', due: 5_500 })
    // 62 days before 8 January is 7 November: of the days before it, only month ends are left.
    expect(days.filter((d) => d < '2026-11-07')).toEqual(['2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31'])
    const [pruned] = await t.database.db.select({ n: count() }).from(loanPositionsDaily).where(eq(loanPositionsDaily.day, '2026-10-30'))
    expect(pruned?.n).toBe(0)
    t.clock.now = new Date(BOOK_NOW)
    for (const market of ['TH', 'PH'] as const) expect(await report(market, RANGE)).toEqual(live[`${market} range`])
  })
})
