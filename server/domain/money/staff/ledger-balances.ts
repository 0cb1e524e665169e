// Each ledger account's balance per company at the end of a market day, kept so that the daily
// reconciliation (reconciliation.ts) reads one day's lines and not the whole ledger: at a million
// borrowers, summing every line before a day's end took 20 s, past the 10 s statement limit.
// A line is written once with the time it was posted (ledger.ts); money the provider received
// before it was reported (a late webhook, a back-dated manual posting) is posted at that earlier
// time, and the days it changes are rewritten by the late-data job (staff/reports/late-data.ts).
import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm'
import { addDays } from '../../../../contract/loan-extension'
import type { Db } from '../../../db/client'
import { companies, ledgerBalanceDays, ledgerBalancesDaily, ledgerLines } from '../../../db/schema'
import { LEDGER_ACCOUNTS } from '../ledger'
import { marketOfCompany } from '../../markets/company-market'
import { ofCompanyOrders } from '../../tenancy/company-scope'
import { marketDayWindow, previousMarketDay } from './provider-reconciliation'

// The first day a company's balances are written sums its whole ledger, as the live check did.
const FIRST_WRITE_LIMIT = '30min'

/**
 * The company's lines in [from, to), or before `to`. Naming every account lets the (account, at)
 * index read each account's range of days: without the account it read the whole index.
 */
export function companyLines(companyId: number, window: { from: Date | null; to: Date }): SQL {
  return and(
    inArray(ledgerLines.account, [...LEDGER_ACCOUNTS]),
    window.from ? gte(ledgerLines.at, window.from) : undefined,
    lt(ledgerLines.at, window.to),
    ofCompanyOrders(ledgerLines.orderId, companyId),
  ) as SQL
}

/** Each account's sum of the lines `where` selects. */
export async function sumsByAccount(db: Db, where: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: ledgerLines.account, sum: sql<string>`sum(${ledgerLines.amountMinor})` })
    .from(ledgerLines)
    .where(where)
    .groupBy(ledgerLines.account)
  return new Map(rows.map((r) => [r.account, Number(r.sum)]))
}

/**
 * Each account's balance at the end of the market day `day`: the last written day's balances on or
 * before it plus the lines since, or every line before its end when no day is written yet.
 */
export async function balancesAt(db: Db, companyId: number, timeZone: string, day: string): Promise<Map<string, number>> {
  const end = marketDayWindow(timeZone, day).to
  const [written] = await db
    .select({ day: ledgerBalanceDays.day })
    .from(ledgerBalanceDays)
    .where(and(eq(ledgerBalanceDays.companyId, companyId), lte(ledgerBalanceDays.day, day)))
    .orderBy(desc(ledgerBalanceDays.day))
    .limit(1)
  if (!written) return sumsByAccount(db, companyLines(companyId, { from: null, to: end }))
  const kept = await db
    .select({ account: ledgerBalancesDaily.account, balance: ledgerBalancesDaily.balanceMinor })
    .from(ledgerBalancesDaily)
    .where(and(eq(ledgerBalancesDaily.companyId, companyId), eq(ledgerBalancesDaily.day, written.day)))
  const balances = new Map(kept.map((r) => [r.account, r.balance]))
  if (written.day === day) return balances
  const since = await sumsByAccount(db, companyLines(companyId, { from: marketDayWindow(timeZone, written.day).to, to: end }))
  for (const [account, sum] of since) balances.set(account, (balances.get(account) ?? 0) + sum)
  return balances
}

/**
 * Writes, for every company, the balances of each market day that ended at least `graceMs` ago
 * since its last written one (the first time, only the last such day). A line carries the time its
 * operation began, so a transaction begun before midnight may commit after it: a day written at
 * its midnight (the job runs at every market's, another market's is this one's) could miss it for
 * good. The `ledger-balances` job, at each start and daily.
 */
export async function writeLedgerBalances(db: Db, now: Date, graceMs: number): Promise<void> {
  for (const { id: companyId } of await db.select({ id: companies.id }).from(companies)) {
    const { timeZone } = await marketOfCompany(db, companyId)
    const last = previousMarketDay(timeZone, new Date(now.getTime() - graceMs))
    const [latest] = await db
      .select({ day: ledgerBalanceDays.day })
      .from(ledgerBalanceDays)
      .where(eq(ledgerBalanceDays.companyId, companyId))
      .orderBy(desc(ledgerBalanceDays.day))
      .limit(1)
    for (let day = latest ? addDays(latest.day, 1) : last; day <= last; day = addDays(day, 1)) {
      await writeDay(db, companyId, timeZone, day, now, !latest && day === last)
    }
  }
}

/**
 * The written days from `from` on again, oldest first, each in one transaction from the day
 * before's balances: a line posted late into a written day changes its balance and every later one.
 */
export async function rewriteLedgerBalances(db: Db, companyId: number, timeZone: string, from: string): Promise<void> {
  const days = await db
    .select({ day: ledgerBalanceDays.day })
    .from(ledgerBalanceDays)
    .where(and(eq(ledgerBalanceDays.companyId, companyId), gte(ledgerBalanceDays.day, from)))
    .orderBy(ledgerBalanceDays.day)
  for (const { day } of days) {
    await db.transaction(async (tx) => {
      // The company's first written day sums its whole ledger (writeDay's `first`).
      await tx.execute(sql.raw(`set local statement_timeout = '${FIRST_WRITE_LIMIT}'`))
      await tx.select({ day: ledgerBalanceDays.day }).from(ledgerBalanceDays).where(and(eq(ledgerBalanceDays.companyId, companyId), eq(ledgerBalanceDays.day, day))).for('update')
      await tx.delete(ledgerBalancesDaily).where(and(eq(ledgerBalancesDaily.companyId, companyId), eq(ledgerBalancesDaily.day, day)))
      await insertBalances(tx, companyId, timeZone, day)
    })
  }
}

/** One company's day in one transaction, the marker first: a second process waits for the first, then adds nothing. */
async function writeDay(db: Db, companyId: number, timeZone: string, day: string, now: Date, first: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (first) await tx.execute(sql.raw(`set local statement_timeout = '${FIRST_WRITE_LIMIT}'`))
    const [marked] = await tx.insert(ledgerBalanceDays).values({ companyId, day, writtenAt: now }).onConflictDoNothing().returning({ day: ledgerBalanceDays.day })
    if (!marked) return
    await insertBalances(tx, companyId, timeZone, day)
  })
}

/** A marked day's balances: the day before's and the day's lines. The marker is the day itself: read the balances from the day before. */
async function insertBalances(tx: Db, companyId: number, timeZone: string, day: string): Promise<void> {
  const before = await balancesAt(tx, companyId, timeZone, addDays(day, -1))
  const moved = await sumsByAccount(tx, companyLines(companyId, marketDayWindow(timeZone, day)))
  for (const [account, sum] of moved) before.set(account, (before.get(account) ?? 0) + sum)
  if (before.size === 0) return
  await tx.insert(ledgerBalancesDaily).values([...before].map(([account, balanceMinor]) => ({ companyId, day, account, balanceMinor })))
}
