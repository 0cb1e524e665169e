// The money of a range of market days per product and day (docs/portfolio-figures.md): principal
// paid out and money received from the ledger, the periods due from the schedule. The daily
// snapshot stores these same rows a day at a time, so that a range whose every day is written
// sums a few rows a day instead of every line and period in it.
import { and, between, eq, type SQL, sql } from 'drizzle-orm'
import { daysBetween } from '../../../../contract/loan-extension'
import type { Db } from '../../../db/client'
import { portfolioFlowsDaily } from '../../../db/schema'
import { endOfDay, startOfDay } from './loan-positions'
import { minor, rowsOf } from './report-range'

type Range = { companyId: number; timeZone: string; from: string; to: string }

const appsOf = (companyId: number) => sql`(select a.id from apps a where a.company_id = ${companyId})`

/** Rows (app_id, day, disbursed, collected): payout principal and money received, per product and local day. */
export function ledgerFlows({ companyId, timeZone, from, to }: Range): SQL {
  return sql`(
    select o.app_id, (l.at at time zone ${timeZone})::date as day,
      coalesce(sum(l.amount_minor) filter (where l.account = 'receivable' and l.memo like 'payout %'), 0) as disbursed,
      coalesce(sum(l.amount_minor) filter (where l.account = 'cash' and l.amount_minor > 0), 0) as collected
    from ledger_lines l join orders o on o.id = l.order_id
    where l.account in ('receivable', 'cash') and l.at >= ${startOfDay(from, timeZone)} and l.at < ${endOfDay(to, timeZone)}
      and o.app_id in ${appsOf(companyId)}
    group by o.app_id, day
  )`
}

/** Rows (app_id, day, due): principal and interest of the periods due, as the schedule holds them now, per product and day. */
export function dueFlows({ companyId, from, to }: Omit<Range, 'timeZone'>): SQL {
  return sql`(
    select o.app_id, sp.due_date as day, sum(sp.amount_minor) as due
    from schedule_periods sp join orders o on o.id = sp.order_id
    where sp.due_date between ${from}::date and ${to}::date and o.app_id in ${appsOf(companyId)}
    group by o.app_id, sp.due_date
  )`
}

export type RangeFlows = {
  disbursed: number
  collected: number
  due: number
  /** Rows (app_id, month, disbursed): principal paid out per product and local month, months with some only. */
  paidOut: SQL
}

/**
 * The days of from..to whose flows the snapshot holds: those of the days it holds, and of the past
 * days written alone for a report's range (a day's flows are a row per product of the company).
 */
export async function flowDays(db: Db, companyId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ day: portfolioFlowsDaily.day })
    .from(portfolioFlowsDaily)
    .where(and(eq(portfolioFlowsDaily.companyId, companyId), between(portfolioFlowsDaily.day, from, to)))
  return new Set(rows.map((r) => r.day))
}

/** The range's totals: from the snapshot's flows when every day of it is written, from the ledger and the schedule otherwise. */
export async function rangeFlows(db: Db, range: Range): Promise<RangeFlows> {
  const { companyId, from, to } = range
  const daily =
    (await flowDays(db, companyId, from, to)).size === daysBetween(from, to) + 1
      ? { money: sql`(select app_id, day, disbursed, collected from portfolio_flows_daily where company_id = ${companyId} and day between ${from}::date and ${to}::date)`, due: sql`(select app_id, day, due from portfolio_flows_daily where company_id = ${companyId} and day between ${from}::date and ${to}::date)` }
      : { money: ledgerFlows(range), due: dueFlows(range) }
  const [money] = await rowsOf<{ disbursed: unknown; collected: unknown }>(db, sql`select sum(disbursed) as disbursed, sum(collected) as collected from ${daily.money} f`)
  const [due] = await rowsOf<{ due: unknown }>(db, sql`select sum(due) as due from ${daily.due} d`)
  return {
    disbursed: minor(money?.disbursed),
    collected: minor(money?.collected),
    due: minor(due?.due),
    paidOut: sql`(select app_id, to_char(day, 'YYYY-MM') as month, sum(disbursed) as disbursed from ${daily.money} f group by app_id, month having sum(disbursed) > 0)`,
  }
}
