// The daily check that the double-entry ledger (docs/decisions/0004-ledger.md) balances:
// each account's movement on the day and balance at its end, and every entry summing to zero.
import { and, gte, lt, sql } from 'drizzle-orm'
import type { Reconciliation } from '../../../../contract/admin/schemas/money'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { localToday } from '../../../../contract/market/local-time'
import { ledgerLines } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { ofCompanyOrders } from '../../tenancy/company-scope'
import { marketDayWindow } from './provider-reconciliation'

/** The company's ledger (every line belongs to an order) on one day of its market, today's when none is given. */
export async function reconcile(db: Db, day: string | undefined, companyId: number, now: Date): Promise<Reconciliation> {
  const { timeZone } = await marketOfCompany(db, companyId)
  const date = day ?? localToday(timeZone, now)
  const ofCompany = ofCompanyOrders(ledgerLines.orderId, companyId)
  const { from: start, to: end } = marketDayWindow(timeZone, date)
  const total = sql<string>`coalesce(sum(${ledgerLines.amountMinor}), 0)`
  const movements = await db
    .select({ account: ledgerLines.account, sum: total })
    .from(ledgerLines)
    .where(and(gte(ledgerLines.at, start), lt(ledgerLines.at, end), ofCompany))
    .groupBy(ledgerLines.account)
  const balances = await db.select({ account: ledgerLines.account, sum: total }).from(ledgerLines).where(and(lt(ledgerLines.at, end), ofCompany)).groupBy(ledgerLines.account)
  // An entry is checked whole, whichever day its lines fall on.
  const entries = await db
    .select({ entryId: ledgerLines.entryId, sum: total })
    .from(ledgerLines)
    .where(and(lt(ledgerLines.at, end), ofCompany))
    .groupBy(ledgerLines.entryId)
  const moved = new Map(movements.map((m) => [m.account, Number(m.sum)]))
  const unbalanced = entries.filter((e) => Number(e.sum) !== 0).map((e) => ({ entryId: e.entryId, sum: toMajor(Number(e.sum)) }))
  return {
    date,
    accounts: balances
      .map((b) => ({ account: b.account, movement: toMajor(moved.get(b.account) ?? 0), balance: toMajor(Number(b.sum)) }))
      .sort((a, b) => a.account.localeCompare(b.account)),
    entries: entries.length,
    unbalanced,
    balanced: unbalanced.length === 0,
  }
}
