// The daily snapshot of the portfolio (docs/portfolio-figures.md, "Queries and indexes"): once a
// company's market day has ended, its open loans' positions at the end of that day and the day's
// flows per product are written by the very SQL the report runs live, so that PAR and roll rates
// at a past day read one indexed day, and a range's flows a few rows a day.
import { and, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm'
import { addDays } from '../../../../contract/loan-extension'
import { localToday } from '../../../../contract/market/local-time'
import type { Db } from '../../../db/client'
import { companies, loanPositionDays, loanPositionsDaily, portfolioFlowsDaily, portfolioParDaily, portfolioRollsMonthly } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { nextMarketMidnightAfter } from '../../markets/local-days'
import { dueFlows, ledgerFlows } from './daily-flows'
import { loanPositions, parSums, rollCounts } from './loan-positions'
import { rowsOf } from './report-range'

/**
 * A day is written this long after its local midnight: after the provider reconciliation (an
 * hour after midnight, server/app.ts) has posted the payments whose webhooks came late, so
 * that the snapshot holds what the live rebuild would.
 */
export const SNAPSHOT_DELAY_MS = 2 * 3_600_000
/** Days missed while the server was down are written back this far, oldest first; older ones stay live. */
const CATCH_UP_DAYS = 31
/** Every day's positions are kept this long, month ends' forever (the next month's roll counts join them); the sums forever. */
const KEEP_DAYS = 62
// At a million borrowers a day's insert rebuilds some 750,000 loans (over a minute) and a pruned day
// deletes as many rows: far past the pool's 10 s limit for requests, which this job is not.
const WRITE_LIMIT = '30min'

/** When the job next has a day to write: SNAPSHOT_DELAY_MS after the next midnight of any market. */
export function nextSnapshotRun(now: Date): Date {
  return nextMarketMidnightAfter(now, SNAPSHOT_DELAY_MS)
}

/** The last day of the market whose snapshot may be written at `now`. */
export function lastWritableDay(timeZone: string, now: Date): string {
  return addDays(localToday(timeZone, new Date(now.getTime() - SNAPSHOT_DELAY_MS)), -1)
}

/**
 * The last day a report ending on `to` covers: `to`, or the last closed day `last` when `to` is later. A day not
 * closed yet has no snapshot: rebuilding the whole book in a request is over a minute at a million borrowers, and
 * even a day's flows read from the ledger take seconds; its figures would also change by the minute.
 */
export function closedThrough(to: string, last: string): string {
  return to <= last ? to : last
}

/**
 * Writes, for every company, the oldest day it lacks (at most one day each, so that a run stays
 * short and a catch-up of many days is many runs), then prunes what is past KEEP_DAYS. Returns
 * whether some company still has days to write.
 */
export async function writePositionSnapshots(db: Db, now: Date): Promise<boolean> {
  let more = false
  for (const { id: companyId } of await db.select({ id: companies.id }).from(companies)) {
    const { timeZone } = await marketOfCompany(db, companyId)
    const last = lastWritableDay(timeZone, now)
    // The first run writes only the day just ended: earlier days are read live, as before.
    const next = (await catchUpFrom(db, companyId, last)) ?? last
    if (next <= last) {
      await writeDay(db, companyId, timeZone, next, now)
      if (next < last) more = true
    }
    await prune(db, companyId, last, now)
  }
  return more
}

/**
 * The oldest day the scheduled catch-up has yet to write, `last` being the last writable day: the
 * day after the latest marker, or the oldest it writes back. Null before its first run. The
 * catch-up never writes a day before it (snapshot-requests.ts writes those on request).
 */
export async function catchUpFrom(db: Db, companyId: number, last: string): Promise<string | null> {
  const [latest] = await db.select({ day: max(loanPositionDays.day) }).from(loanPositionDays).where(eq(loanPositionDays.companyId, companyId))
  if (!latest?.day) return null
  const after = addDays(latest.day, 1)
  const bound = addDays(last, 1 - CATCH_UP_DAYS)
  return after > bound ? after : bound
}

async function allowLongWork(tx: Db): Promise<void> {
  await tx.execute(sql.raw(`set local statement_timeout = '${WRITE_LIMIT}'`))
  await tx.execute(sql.raw(`set local lock_timeout = '${WRITE_LIMIT}'`))
}

/** One company's day in one transaction: the marker first, so that a second run waits for the first and then adds nothing. */
export async function writeDay(db: Db, companyId: number, timeZone: string, day: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await allowLongWork(tx)
    const [marked] = await tx.insert(loanPositionDays).values({ companyId, day, writtenAt: now }).onConflictDoNothing().returning({ day: loanPositionDays.day })
    if (!marked) return
    await fillDay(tx, companyId, timeZone, day, true)
  })
}

/**
 * A written day again, after late data changed it (late-data.ts): its rows are replaced in one
 * transaction, by writeDay's SQL, so that a report reads either the old figures or the new. A day
 * whose positions were pruned gets its sums only, from the live rebuild, as it had; a day with
 * flows alone (written for a report's range) gets its flows. Under the marker's lock, so that
 * two recomputations of a day take turns.
 */
export async function rewriteDay(db: Db, companyId: number, timeZone: string, day: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await allowLongWork(tx)
    const [marker] = await tx
      .select({ prunedAt: loanPositionDays.positionsPrunedAt })
      .from(loanPositionDays)
      .where(and(eq(loanPositionDays.companyId, companyId), eq(loanPositionDays.day, day)))
      .for('update')
    const flows = await tx
      .delete(portfolioFlowsDaily)
      .where(and(eq(portfolioFlowsDaily.companyId, companyId), eq(portfolioFlowsDaily.day, day)))
      .returning({ day: portfolioFlowsDaily.day })
    if (!marker) return flows.length > 0 ? insertDayFlows(tx, companyId, timeZone, day) : undefined
    await tx.delete(loanPositionsDaily).where(and(eq(loanPositionsDaily.companyId, companyId), eq(loanPositionsDaily.day, day)))
    await tx.delete(portfolioParDaily).where(and(eq(portfolioParDaily.companyId, companyId), eq(portfolioParDaily.day, day)))
    await tx.delete(portfolioRollsMonthly).where(and(eq(portfolioRollsMonthly.companyId, companyId), eq(portfolioRollsMonthly.monthEnd, day)))
    await tx.update(loanPositionDays).set({ writtenAt: now }).where(and(eq(loanPositionDays.companyId, companyId), eq(loanPositionDays.day, day)))
    await fillDay(tx, companyId, timeZone, day, marker.prunedAt === null)
  })
}

/** A loan's stored position, as the day's sums read it. */
export type StoredPosition = { orderId: number; appId: number; disbursedOn: string; outstanding: number; dpd: number }
/** The touched loans' rows of a day before and after their rewrite: a later month end's roll counts move by them. */
export type Replaced = { before: StoredPosition[]; after: StoredPosition[] }

const positionOf = (r: Record<string, unknown>): StoredPosition => ({
  orderId: Number(r.order_id),
  appId: Number(r.app_id),
  disbursedOn: String(r.disbursed_on),
  outstanding: Number(r.outstanding),
  dpd: Number(r.dpd),
})

/**
 * A written day again for the loans late data touched (late-data.ts), in one transaction under the
 * marker's lock: their rows replaced by writeDay's SQL restricted to them, the day's PAR sums and a
 * month end's roll counts moved by the difference, the day's flows (one day's lines) written again.
 * The same rows a whole rewrite leaves, at the cost of those loans instead of the book. Answers the
 * rows replaced, or null when the day cannot be done so (no positions kept, pruned, written before
 * they kept the owed amount, or a month end whose month before changed unwritten): rewriteDay's
 * whole book then. `earlier` holds the days from `from` (the earliest stale day) this run already
 * replaced, for the roll counts of a month end whose month before changed too.
 */
export async function rewriteLoansOfDay(db: Db, companyId: number, timeZone: string, day: string, orderIds: number[], now: Date, from: string, earlier: Map<string, Replaced>): Promise<Replaced | null> {
  const monthBefore = addDays(day, 1).endsWith('-01') ? addDays(day.slice(0, 8).concat('01'), -1) : null
  // The month before's positions as its roll counts were written are known only if unchanged or replaced here.
  if (monthBefore !== null && monthBefore >= from && !earlier.has(monthBefore)) return null
  return db.transaction(async (tx) => {
    await allowLongWork(tx)
    const of = and(eq(loanPositionDays.companyId, companyId), eq(loanPositionDays.day, day))
    const [marker] = await tx.select({ prunedAt: loanPositionDays.positionsPrunedAt, withOwed: loanPositionDays.withOwed }).from(loanPositionDays).where(of).for('update')
    if (!marker || marker.prunedAt !== null || !marker.withOwed) return null
    await tx.delete(portfolioFlowsDaily).where(and(eq(portfolioFlowsDaily.companyId, companyId), eq(portfolioFlowsDaily.day, day)))
    await insertDayFlows(tx, companyId, timeZone, day)
    await tx.update(loanPositionDays).set({ writtenAt: now }).where(of)
    const removed = await tx
      .delete(loanPositionsDaily)
      .where(and(eq(loanPositionsDaily.companyId, companyId), eq(loanPositionsDaily.day, day), inArray(loanPositionsDaily.orderId, orderIds)))
      .returning()
    const added = await rowsOf<Record<string, unknown>>(
      tx,
      sql`insert into loan_positions_daily (company_id, day, order_id, app_id, disbursed_on, principal, paid_total, outstanding, dpd, owed)
        select ${companyId}, ${day}::date, pos.order_id, pos.app_id, pos.disbursed_on, pos.principal, pos.paid_total, pos.outstanding, pos.dpd, pos.owed
        from ${loanPositions({ companyId, timeZone, asOf: day, orderIds, withOwed: true })} pos
        where pos.outstanding > 0 or pos.owed > 0
        returning order_id, app_id, disbursed_on::text, outstanding, dpd`,
    )
    const replaced: Replaced = { before: removed.map((r) => ({ ...r, disbursedOn: String(r.disbursedOn) })), after: added.map(positionOf) }
    await moveParSums(tx, companyId, day, replaced)
    if (monthBefore !== null) {
      const before = earlier.get(monthBefore) ?? (await unchangedPositions(tx, companyId, timeZone, monthBefore, orderIds))
      await moveRollCounts(tx, companyId, day, before, replaced)
    }
    return replaced
  })
}

const open = (rows: StoredPosition[]) => rows.filter((r) => r.outstanding > 0)

/** The PAR sums of the day less the touched loans' old rows plus their new ones; a product and day paid out left with no loan goes. */
async function moveParSums(tx: Db, companyId: number, day: string, { before, after }: Replaced): Promise<void> {
  const sums = new Map<string, { appId: number; disbursedOn: string; loans: number; outstanding: number; par1: number; par30: number; par90: number }>()
  for (const [sign, rows] of [[-1, open(before)], [1, open(after)]] as const) {
    for (const r of rows) {
      const key = `${r.appId}|${r.disbursedOn}`
      const s = sums.get(key) ?? { appId: r.appId, disbursedOn: r.disbursedOn, loans: 0, outstanding: 0, par1: 0, par30: 0, par90: 0 }
      s.loans += sign
      s.outstanding += sign * r.outstanding
      if (r.dpd >= 1) s.par1 += sign * r.outstanding
      if (r.dpd >= 30) s.par30 += sign * r.outstanding
      if (r.dpd >= 90) s.par90 += sign * r.outstanding
      sums.set(key, s)
    }
  }
  for (const s of sums.values()) {
    await tx.execute(
      sql`insert into portfolio_par_daily (company_id, day, app_id, disbursed_on, loans, outstanding, par1, par30, par90)
        values (${companyId}, ${day}::date, ${s.appId}, ${s.disbursedOn}::date, ${s.loans}, ${s.outstanding}, ${s.par1}, ${s.par30}, ${s.par90})
        on conflict (company_id, day, app_id, disbursed_on) do update set loans = portfolio_par_daily.loans + excluded.loans,
          outstanding = portfolio_par_daily.outstanding + excluded.outstanding, par1 = portfolio_par_daily.par1 + excluded.par1,
          par30 = portfolio_par_daily.par30 + excluded.par30, par90 = portfolio_par_daily.par90 + excluded.par90`,
    )
  }
  await tx.delete(portfolioParDaily).where(and(eq(portfolioParDaily.companyId, companyId), eq(portfolioParDaily.day, day), eq(portfolioParDaily.loans, 0)))
}

/** The touched loans' positions at a day this run did not change (before the earliest stale day): stored, or rebuilt for them alone. */
async function unchangedPositions(tx: Db, companyId: number, timeZone: string, day: string, orderIds: number[]): Promise<Replaced> {
  const [written] = await tx
    .select({ day: loanPositionDays.day })
    .from(loanPositionDays)
    .where(and(eq(loanPositionDays.companyId, companyId), eq(loanPositionDays.day, day), isNull(loanPositionDays.positionsPrunedAt)))
  const rows = written
    ? (await tx.select().from(loanPositionsDaily).where(and(eq(loanPositionsDaily.companyId, companyId), eq(loanPositionsDaily.day, day), inArray(loanPositionsDaily.orderId, orderIds)))).map((r) => ({ ...r, disbursedOn: String(r.disbursedOn) }))
    : (await rowsOf<Record<string, unknown>>(tx, sql`select pos.order_id, pos.app_id, pos.disbursed_on::text, pos.outstanding, pos.dpd from ${loanPositions({ companyId, timeZone, asOf: day, orderIds })} pos`)).map(positionOf)
  return { before: rows, after: rows }
}

/** The roll bucket of a position (rollBucketOf's, in TypeScript). */
function rollBucket(dpd: number): string {
  return dpd === 0 ? 'current' : dpd <= 30 ? '1-30' : dpd <= 60 ? '31-60' : dpd <= 90 ? '61-90' : '91+'
}

/** The month end's roll counts less the touched loans' old moves plus their new ones (rollCounts' pairs, in TypeScript). */
async function moveRollCounts(tx: Db, companyId: number, monthEnd: string, monthBefore: Replaced, end: Replaced): Promise<void> {
  const counts = new Map<string, number>()
  const pairs = (start: StoredPosition[], atEnd: StoredPosition[], sign: number) => {
    const ends = new Map(open(atEnd).map((r) => [r.orderId, r]))
    for (const s of open(start)) {
      const e = ends.get(s.orderId)
      const key = `${rollBucket(s.dpd)}|${e ? rollBucket(e.dpd) : 'closed'}`
      counts.set(key, (counts.get(key) ?? 0) + sign)
    }
  }
  pairs(monthBefore.before, end.before, -1)
  pairs(monthBefore.after, end.after, 1)
  for (const [key, loans] of counts) {
    if (loans === 0) continue
    const [from, to] = key.split('|')
    await tx.execute(
      sql`insert into portfolio_rolls_monthly (company_id, month_end, from_bucket, to_bucket, loans) values (${companyId}, ${monthEnd}::date, ${from}, ${to}, ${loans})
        on conflict (company_id, month_end, from_bucket, to_bucket) do update set loans = portfolio_rolls_monthly.loans + excluded.loans`,
    )
  }
  await tx.delete(portfolioRollsMonthly).where(and(eq(portfolioRollsMonthly.companyId, companyId), eq(portfolioRollsMonthly.monthEnd, monthEnd), eq(portfolioRollsMonthly.loans, 0)))
}

/** The rows of a marked day: its open positions (unless pruned), their PAR sums, a month end's roll counts, its flows. */
async function fillDay(tx: Db, companyId: number, timeZone: string, day: string, withPositions: boolean): Promise<void> {
  if (withPositions) {
    // The loans still owing anything, not only principal: the ledger tie sums their owed amounts.
    await tx.execute(
      sql`insert into loan_positions_daily (company_id, day, order_id, app_id, disbursed_on, principal, paid_total, outstanding, dpd, owed)
        select ${companyId}, ${day}::date, pos.order_id, pos.app_id, pos.disbursed_on, pos.principal, pos.paid_total, pos.outstanding, pos.dpd, pos.owed
        from ${loanPositions({ companyId, timeZone, asOf: day, withOwed: true })} pos
        where pos.outstanding > 0 or pos.owed > 0`,
    )
    await tx.update(loanPositionDays).set({ withOwed: true }).where(and(eq(loanPositionDays.companyId, companyId), eq(loanPositionDays.day, day)))
    // The sums below join and group the rows just written: without statistics that count them,
    // the planner takes a million rows for one and nests loops over them.
    await tx.execute(sql`analyze loan_positions_daily`)
  }
  const open = await openPositionsAt(tx, companyId, timeZone, day)
  await tx.execute(
    sql`insert into portfolio_par_daily (company_id, day, app_id, disbursed_on, loans, outstanding, par1, par30, par90)
      select ${companyId}, ${day}::date, s.app_id, s.disbursed_on, s.loans, s.outstanding, s.par1, s.par30, s.par90 from ${parSums(open)} s`,
  )
  if (addDays(day, 1).endsWith('-01')) {
    const before = await openPositionsAt(tx, companyId, timeZone, addDays(day.slice(0, 8).concat('01'), -1))
    await tx.execute(
      sql`insert into portfolio_rolls_monthly (company_id, month_end, from_bucket, to_bucket, loans)
        select ${companyId}, ${day}::date, c.from_bucket, c.to_bucket, c.loans from ${rollCounts(before, open)} c`,
    )
  }
  await insertDayFlows(tx, companyId, timeZone, day)
}

/** A past day's flows alone, for a report's range (snapshot-requests.ts): the day's ledger lines and periods, not the book. */
export async function writeDayFlows(db: Db, companyId: number, timeZone: string, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await allowLongWork(tx)
    await insertDayFlows(tx, companyId, timeZone, day)
  })
}

/** Flows written alone before are kept: the day's positions may be asked for after them. */
async function insertDayFlows(tx: Db, companyId: number, timeZone: string, day: string): Promise<void> {
  const range = { companyId, timeZone, from: day, to: day }
  await tx.execute(
    sql`insert into portfolio_flows_daily (company_id, day, app_id, disbursed, collected, due)
      select ${companyId}, ${day}::date, a.id, coalesce(f.disbursed, 0), coalesce(f.collected, 0), coalesce(d.due, 0)
      from apps a
      left join ${ledgerFlows(range)} f on f.app_id = a.id
      left join ${dueFlows(range)} d on d.app_id = a.id
      where a.company_id = ${companyId}
      on conflict do nothing`,
  )
}

/**
 * The positions of the company's loans with outstanding principal at the end of `day`, with the
 * columns of loanPositions: read from the snapshot when that day's is complete, rebuilt live
 * otherwise (today, a day before the first snapshot, a pruned day).
 */
export async function openPositionsAt(db: Db, companyId: number, timeZone: string, day: string): Promise<SQL> {
  const [written] = await db
    .select({ day: loanPositionDays.day })
    .from(loanPositionDays)
    .where(and(eq(loanPositionDays.companyId, companyId), eq(loanPositionDays.day, day), isNull(loanPositionDays.positionsPrunedAt)))
  if (!written) return sql`(select * from ${loanPositions({ companyId, timeZone, asOf: day })} live where live.outstanding > 0)`
  return sql`(select order_id, app_id, disbursed_on, principal, paid_total, outstanding, dpd from loan_positions_daily where company_id = ${companyId} and day = ${day}::date and outstanding > 0)`
}

/**
 * What the company's loans owed at the end of `day` (the ledger tie's outstanding), summed from the
 * day's snapshot; null when the day's positions are not written with it (not written, pruned, or
 * written before the snapshot kept it): the tie then rebuilds it live.
 */
export async function owedWrittenAt(db: Db, companyId: number, day: string): Promise<number | null> {
  const [row] = await rowsOf<{ owed: unknown }>(
    db,
    sql`select (select coalesce(sum(p.owed), 0) from loan_positions_daily p where p.company_id = d.company_id and p.day = d.day) as owed
      from loan_position_days d
      where d.company_id = ${companyId} and d.day = ${day}::date and d.with_owed and d.positions_pruned_at is null`,
  )
  return row ? Number(row.owed) : null
}

/** Which of `days` the company's snapshot holds: their sums (PAR, roll counts, flows) are written. */
export async function writtenDays(db: Db, companyId: number, days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set()
  const rows = await db
    .select({ day: loanPositionDays.day })
    .from(loanPositionDays)
    .where(and(eq(loanPositionDays.companyId, companyId), inArray(loanPositionDays.day, days)))
  return new Set(rows.map((r) => r.day))
}

/** Removes the positions of the days older than KEEP_DAYS before `last` that do not end a month; their sums stay. */
async function prune(db: Db, companyId: number, last: string, now: Date): Promise<void> {
  const old = await db
    .select({ day: loanPositionDays.day })
    .from(loanPositionDays)
    .where(
      and(
        eq(loanPositionDays.companyId, companyId),
        isNull(loanPositionDays.positionsPrunedAt),
        sql`${loanPositionDays.day} < ${addDays(last, -KEEP_DAYS)}::date`,
        sql`${loanPositionDays.day} <> (date_trunc('month', ${loanPositionDays.day}) + interval '1 month - 1 day')::date`,
      ),
    )
  if (old.length === 0) return
  const days = old.map((d) => d.day)
  await db.transaction(async (tx) => {
    await allowLongWork(tx)
    await tx.update(loanPositionDays).set({ positionsPrunedAt: now }).where(and(eq(loanPositionDays.companyId, companyId), inArray(loanPositionDays.day, days)))
    await tx.delete(loanPositionsDaily).where(and(eq(loanPositionsDaily.companyId, companyId), inArray(loanPositionsDaily.day, days)))
  })
}
