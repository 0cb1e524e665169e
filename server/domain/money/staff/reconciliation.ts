// The daily check that the double-entry ledger (docs/decisions/0004-ledger.md) balances:
// each account's movement on the day and balance at its end, and every entry summing to zero.
import { sql } from 'drizzle-orm'
import type { Reconciliation } from '../../../../contract/admin/schemas/money'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { localToday } from '../../../../contract/market/local-time'
import { ledgerLines } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { balancesAt, companyLines, sumsByAccount } from './ledger-balances'
import { marketDayWindow } from './provider-reconciliation'

/**
 * The company's ledger (every line belongs to an order) on one day of its market, today's when none
 * is given: each account's movement on the day and balance at its end (ledger-balances.ts), and the
 * day's entries. An entry's lines are written together with one time (ledger.ts), so the day's
 * lines of an entry are all of it, and over the days every entry is checked once.
 */
export async function reconcile(db: Db, day: string | undefined, companyId: number, now: Date): Promise<Reconciliation> {
  const { timeZone, minorDigits } = await marketOfCompany(db, companyId)
  const date = day ?? localToday(timeZone, now)
  const ofDay = companyLines(companyId, marketDayWindow(timeZone, date))
  const total = sql<string>`coalesce(sum(${ledgerLines.amountMinor}), 0)`
  const [moved, balances, entries] = await Promise.all([
    sumsByAccount(db, ofDay),
    balancesAt(db, companyId, timeZone, date),
    db.select({ entryId: ledgerLines.entryId, sum: total }).from(ledgerLines).where(ofDay).groupBy(ledgerLines.entryId),
  ])
  const unbalanced = entries.filter((e) => Number(e.sum) !== 0).map((e) => ({ entryId: e.entryId, sum: toMajor(Number(e.sum), minorDigits) }))
  return {
    date,
    accounts: [...balances]
      .map(([account, balance]) => ({ account, movement: toMajor(moved.get(account) ?? 0, minorDigits), balance: toMajor(balance, minorDigits) }))
      .sort((a, b) => a.account.localeCompare(b.account)),
    entries: entries.length,
    unbalanced,
    balanced: unbalanced.length === 0,
  }
}
