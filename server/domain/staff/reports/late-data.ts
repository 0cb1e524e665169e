// Late data (docs/portfolio-figures.md, "Late data"): money posted with a time inside a market day
// whose figures are written (a late webhook, a back-dated manual posting) and a schedule changed
// under them (a waiver, a moved due date) mark that day stale, in the posting's own transaction,
// with at most two indexed lookups and two upserts (the day, and the loan): nothing reads the book
// in a request. A job then rewrites that day and every written day after it with the daily job's
// SQL for the loans touched (the day's sums moved by the difference), and the ledger's daily
// balances from that day on, after which the page, the CSV and the ledger agree.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import { localToday } from '../../../../contract/market/local-time'
import type { Db } from '../../../db/client'
import { loanPositionDays, portfolioFlowsDaily, portfolioStaleDays, portfolioStaleLoans } from '../../../db/schema'
import { enqueue } from '../../jobs/queue'
import { marketOfCompany } from '../../markets/company-market'
import { companyOfOrder } from '../../tenancy/company-scope'
import { rewriteLedgerBalances } from '../../money/staff/ledger-balances'
import { lastWritableDay, type Replaced, rewriteDay, rewriteLoansOfDay, SNAPSHOT_DELAY_MS } from './position-snapshots'
import { rowsOf } from './report-range'

const JOB = 'portfolio-recompute'
type Payload = { companyId: number }

/**
 * Money or a write-off posted on the order at `at`. A posting at the time it is made lands in a day
 * not yet written (a day is written 2 hours after it ends), so it costs nothing here.
 */
export async function markLatePosting(tx: Db, orderId: number, at: Date, now: Date): Promise<void> {
  if (at.getTime() > now.getTime() - SNAPSHOT_DELAY_MS) return
  await markFrom(tx, orderId, (timeZone) => localToday(timeZone, at), now)
}

/**
 * The order's schedule changed for periods due on `dueDates` (before and after the change): the
 * figures of a day up to the earliest of them do not read those periods (a period counts as due on
 * its day and past due after it). A market's last written day is never after today in UTC.
 */
export async function markScheduleChange(tx: Db, orderId: number, dueDates: string[], now: Date): Promise<void> {
  const first = [...dueDates].sort()[0]
  if (!first || first > now.toISOString().slice(0, 10)) return
  await markFrom(tx, orderId, () => first, now)
}

async function markFrom(tx: Db, orderId: number, dayIn: (timeZone: string) => string, now: Date): Promise<void> {
  const companyId = await companyOfOrder(tx, orderId)
  if (companyId === null) return
  const { timeZone } = await marketOfCompany(tx, companyId)
  const day = dayIn(timeZone)
  if (day > lastWritableDay(timeZone, now)) return
  // Only when some day from it on is written: a day before the first snapshot is read live.
  const [marked] = await rowsOf<{ fresh: boolean }>(
    tx,
    sql`insert into portfolio_stale_days (company_id, day, generation, marked_at)
      select ${companyId}, ${day}::date, 1, ${now}
      where exists (select 1 from loan_position_days d where d.company_id = ${companyId} and d.day >= ${day}::date)
        or exists (select 1 from portfolio_flows_daily f where f.company_id = ${companyId} and f.day >= ${day}::date)
        or exists (select 1 from ledger_balance_days b where b.company_id = ${companyId} and b.day >= ${day}::date)
      on conflict (company_id, day) do update set generation = portfolio_stale_days.generation + 1, marked_at = excluded.marked_at
      returning (xmax = 0) as fresh`,
  )
  if (!marked) return
  // The loan, from the earliest day it changed: the job rewrites its rows alone.
  await tx.execute(
    sql`insert into portfolio_stale_loans (company_id, order_id, day, generation) values (${companyId}, ${orderId}, ${day}::date, 1)
      on conflict (company_id, order_id) do update set day = least(portfolio_stale_loans.day, excluded.day), generation = portfolio_stale_loans.generation + 1`,
  )
  // A day marked again while its job waits or runs keeps that job: the job sees the new generation.
  if (marked.fresh) await enqueue(tx, JOB, { companyId } satisfies Payload, now)
}

/** The written days from `from` on: those with a marker, and those whose flows alone were written. */
async function writtenFrom(db: Db, companyId: number, from: string, through?: string): Promise<string[]> {
  const upTo = (column: typeof loanPositionDays.day | typeof portfolioFlowsDaily.day) => (through ? lte(column, through) : undefined)
  const marked = await db
    .select({ day: loanPositionDays.day })
    .from(loanPositionDays)
    .where(and(eq(loanPositionDays.companyId, companyId), gte(loanPositionDays.day, from), upTo(loanPositionDays.day)))
  const flows = await db
    .selectDistinct({ day: portfolioFlowsDaily.day })
    .from(portfolioFlowsDaily)
    .where(and(eq(portfolioFlowsDaily.companyId, companyId), gte(portfolioFlowsDaily.day, from), upTo(portfolioFlowsDaily.day)))
  return [...new Set([...marked, ...flows].map((r) => r.day))].sort()
}

/** The company's days in from..through whose written figures wait to be recomputed, oldest first. */
export async function staleDays(db: Db, companyId: number, from: string, through: string): Promise<string[]> {
  const [first] = await db.select({ day: portfolioStaleDays.day }).from(portfolioStaleDays).where(eq(portfolioStaleDays.companyId, companyId)).orderBy(asc(portfolioStaleDays.day)).limit(1)
  if (!first || first.day > through) return []
  return writtenFrom(db, companyId, first.day > from ? first.day : from, through)
}

/**
 * The job: every written day from the earliest stale one, oldest first (a month end's roll counts
 * read the month before's end, rewritten first), for the loans the late data touched only
 * (rewriteLoansOfDay; the whole book for a day that cannot be done so, and for marks made before
 * loans were named), then the ledger's balances from that day, then the marks it has covered. A day
 * or loan marked again meanwhile keeps its mark (its generation moved on) and is done by another run.
 */
export async function recomputeStaleDays(db: Db, payload: unknown, now: Date): Promise<void> {
  const { companyId } = payload as Payload
  const marks = await db.select().from(portfolioStaleDays).where(eq(portfolioStaleDays.companyId, companyId)).orderBy(asc(portfolioStaleDays.day))
  const loans = await db.select().from(portfolioStaleLoans).where(eq(portfolioStaleLoans.companyId, companyId))
  const from = [marks[0]?.day, ...loans.map((l) => l.day)].filter((d) => d !== undefined).sort()[0]
  if (!from) return
  const { timeZone } = await marketOfCompany(db, companyId)
  // Every touched loan on every day from the earliest: a loan's rows before its own day come out as they were.
  const orderIds = marks.some((m) => m.wholeBook) ? [] : loans.map((l) => l.orderId)
  const replaced = new Map<string, Replaced>()
  for (const day of await writtenFrom(db, companyId, from)) {
    const done = orderIds.length > 0 ? await rewriteLoansOfDay(db, companyId, timeZone, day, orderIds, now, from, replaced) : null
    if (done) replaced.set(day, done)
    else await rewriteDay(db, companyId, timeZone, day, now)
  }
  await rewriteLedgerBalances(db, companyId, timeZone, from)
  for (const mark of marks) {
    await db
      .delete(portfolioStaleDays)
      .where(and(eq(portfolioStaleDays.companyId, companyId), eq(portfolioStaleDays.day, mark.day), eq(portfolioStaleDays.generation, mark.generation)))
  }
  for (const loan of loans) {
    await db
      .delete(portfolioStaleLoans)
      .where(and(eq(portfolioStaleLoans.companyId, companyId), eq(portfolioStaleLoans.orderId, loan.orderId), eq(portfolioStaleLoans.generation, loan.generation)))
  }
  const [left] = await db.select({ day: portfolioStaleDays.day }).from(portfolioStaleDays).where(eq(portfolioStaleDays.companyId, companyId)).limit(1)
  if (left) await enqueue(db, JOB, { companyId } satisfies Payload, now)
}
