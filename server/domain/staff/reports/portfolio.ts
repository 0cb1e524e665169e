// The portfolio figures of one company (docs/portfolio-figures.md): flows inside a range of
// market days, the book and its PAR at the end of the range, cohorts, roll rates. Each figure
// is one aggregate query; no loan is loaded into memory.
import { sql } from 'drizzle-orm'
import type { PortfolioData } from '../../../../contract/admin/schemas/reports'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { marketOfCompany } from '../../markets/company-market'
import { todayForCompany } from '../../markets/local-days'
import { endOfDay, loanPositions, startOfDay } from './loan-positions'
import { checkRange, minor, ratioOf, rowsOf } from './report-range'
import { rollRates } from './roll-rates'

type ParRow = { loans: unknown; outstanding: unknown; par1: unknown; par30: unknown; par90: unknown }

const parColumns = sql`count(*)::int as loans, sum(outstanding) as outstanding,
  sum(outstanding) filter (where dpd >= 1) as par1,
  sum(outstanding) filter (where dpd >= 30) as par30,
  sum(outstanding) filter (where dpd >= 90) as par90`

function parOf(row: ParRow | undefined) {
  const outstanding = minor(row?.outstanding)
  return {
    loans: Number(row?.loans ?? 0),
    outstanding: toMajor(outstanding),
    par1: ratioOf(minor(row?.par1), outstanding),
    par30: ratioOf(minor(row?.par30), outstanding),
    par90: ratioOf(minor(row?.par90), outstanding),
  }
}

export async function portfolio(db: Db, companyId: number, now: Date, range: { from: string; to: string }): Promise<PortfolioData> {
  const { from, to } = range
  checkRange(from, to)
  const market = await marketOfCompany(db, companyId)
  const timeZone = market.timeZone
  const start = startOfDay(from, timeZone)
  const end = endOfDay(to, timeZone)
  const positions = loanPositions({ companyId, timeZone, asOf: to })
  const ofCompany = sql`(select o.id from orders o where o.app_id in (select a.id from apps a where a.company_id = ${companyId}))`

  const [flows] = await rowsOf<{ disbursed: unknown; collected: unknown }>(
    db,
    sql`select
      sum(amount_minor) filter (where account = 'receivable' and memo like 'payout %') as disbursed,
      sum(amount_minor) filter (where account = 'cash' and amount_minor > 0) as collected
    from ledger_lines
    where account in ('receivable', 'cash') and at >= ${start} and at < ${end}
      and order_id in ${ofCompany}`,
  )
  const [due] = await rowsOf<{ due: unknown }>(
    db,
    sql`select sum(amount_minor) as due from schedule_periods where due_date between ${from}::date and ${to}::date and order_id in ${ofCompany}`,
  )
  const today = await todayForCompany(db, companyId, now)
  const [promises] = await rowsOf<{ due: unknown; kept: unknown }>(
    db,
    sql`select count(*)::int as due, count(*) filter (where (
        select coalesce(sum(r.amount_minor), 0) from repayments r
        where r.order_id = p.order_id and r.status = 'succeeded' and r.paid_at >= p.at and r.paid_at < ((p.promised_date + 1)::timestamp at time zone ${timeZone})
      ) >= p.amount_minor)::int as kept
    from promises_to_pay p
    where p.promised_date between ${from}::date and ${to}::date and p.promised_date < ${today}::date and p.order_id in ${ofCompany}`,
  )
  const [book] = await rowsOf<ParRow>(db, sql`select ${parColumns} from ${positions} pos where outstanding > 0`)
  const cohorts = await rowsOf<ParRow & { app_id: number; product: string; month: string; disbursed: unknown }>(
    db,
    sql`select pos.app_id, a.name as product, to_char(pos.disbursed_on, 'YYYY-MM') as month, sum(pos.principal) as disbursed,
        count(*) filter (where outstanding > 0)::int as loans, sum(outstanding) as outstanding,
        sum(outstanding) filter (where dpd >= 1) as par1, sum(outstanding) filter (where dpd >= 30) as par30, sum(outstanding) filter (where dpd >= 90) as par90
      from ${positions} pos join apps a on a.id = pos.app_id
      where pos.disbursed_on between ${from}::date and ${to}::date
      group by pos.app_id, a.name, month
      order by month, pos.app_id`,
  )
  const collected = minor(flows?.collected)
  const dueMinor = minor(due?.due)
  const promisesDue = Number(promises?.due ?? 0)
  const kept = Number(promises?.kept ?? 0)
  return {
    from,
    to,
    currency: market.currency,
    disbursed: toMajor(minor(flows?.disbursed)),
    collected: toMajor(collected),
    due: toMajor(dueMinor),
    collectionEfficiency: ratioOf(collected, dueMinor),
    promises: { due: promisesDue, kept, rate: ratioOf(kept, promisesDue) },
    book: parOf(book),
    cohorts: cohorts.map((c) => ({ appId: Number(c.app_id), product: c.product, month: c.month, disbursed: toMajor(minor(c.disbursed)), ...parOf(c) })),
    rollRates: await rollRates(db, { companyId, timeZone, from, to }),
  }
}
