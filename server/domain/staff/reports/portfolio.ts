// The portfolio figures of one company (docs/portfolio-figures.md): flows inside a range of
// market days, the book and its PAR at the end of the range, cohorts, roll rates. Each figure
// is one aggregate query, over the daily snapshot where it is written; no loan is loaded into memory.
// A past day that the snapshot lacks is written by a job first (snapshot-requests.ts).
import { sql } from 'drizzle-orm'
import type { PortfolioData, PortfolioFigures } from '../../../../contract/admin/schemas/reports'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { marketOfCompany } from '../../markets/company-market'
import { todayForCompany } from '../../markets/local-days'
import { rangeFlows } from './daily-flows'
import { parSums } from './loan-positions'
import { closedThrough, lastWritableDay, openPositionsAt, writtenDays } from './position-snapshots'
import { staleDays } from './late-data'
import { checkRange, minor, ratioOf, rowsOf } from './report-range'
import { rollRates } from './roll-rates'
import { prepareDays } from './snapshot-requests'

type ParRow = { loans: unknown; outstanding: unknown; par1: unknown; par30: unknown; par90: unknown }

const parColumns = sql`sum(loans)::int as loans, sum(outstanding) as outstanding, sum(par1) as par1, sum(par30) as par30, sum(par90) as par90`

function parOf(row: ParRow | undefined, minorDigits: number) {
  const outstanding = minor(row?.outstanding)
  return {
    loans: Number(row?.loans ?? 0),
    outstanding: toMajor(outstanding, minorDigits),
    par1: ratioOf(minor(row?.par1), outstanding),
    par30: ratioOf(minor(row?.par30), outstanding),
    par90: ratioOf(minor(row?.par90), outstanding),
  }
}

type Range = { from: string; to: string }

/** The report a staff member asks for: the figures, or the days a job is writing first. */
export async function portfolio(db: Db, companyId: number, now: Date, range: Range): Promise<PortfolioData> {
  checkRange(range.from, range.to)
  const days = await prepareDays(db, companyId, range, now)
  return days.length === 0 ? { state: 'ready', ...(await portfolioFigures(db, companyId, now, range)) } : { state: 'preparing', days }
}

/**
 * The figures from the snapshot where it holds the days, rebuilt live otherwise (the whole book: a job's work), up to
 * the end of `to` or, when `to` has not closed yet, of the last closed day (closedThrough).
 */
export async function portfolioFigures(db: Db, companyId: number, now: Date, range: Range): Promise<PortfolioFigures> {
  const { from, to } = range
  checkRange(from, to)
  const market = await marketOfCompany(db, companyId)
  const timeZone = market.timeZone
  const through = closedThrough(to, lastWritableDay(timeZone, now))
  const par = (await writtenDays(db, companyId, [through])).has(through)
    ? sql`(select app_id, disbursed_on, loans, outstanding, par1, par30, par90 from portfolio_par_daily where company_id = ${companyId} and day = ${through}::date)`
    : parSums(await openPositionsAt(db, companyId, timeZone, through))
  const ofCompany = sql`(select o.id from orders o where o.app_id in (select a.id from apps a where a.company_id = ${companyId}))`

  const flows = await rangeFlows(db, { companyId, timeZone, from, to: through })
  const today = await todayForCompany(db, companyId, now)
  const [promises] = await rowsOf<{ due: unknown; kept: unknown }>(
    db,
    sql`select count(*)::int as due, count(*) filter (where (
        select coalesce(sum(r.amount_minor), 0) from repayments r
        where r.order_id = p.order_id and r.status = 'succeeded' and r.paid_at >= p.at and r.paid_at < ((p.promised_date + 1)::timestamp at time zone ${timeZone})
      ) >= p.amount_minor)::int as kept
    from promises_to_pay p
    where p.promised_date between ${from}::date and ${through}::date and p.promised_date < ${today}::date and p.order_id in ${ofCompany}`,
  )
  const [book] = await rowsOf<ParRow>(db, sql`select ${parColumns} from ${par} p`)
  // Principal paid out per cohort from the range's flows (loans since settled or written off
  // count too): a loan is paid out once (payouts.ts, bookDisbursed), so its payout's day is its
  // day of disbursement. The PAR columns from the PAR sums of its loans still owing.
  const cohorts = await rowsOf<ParRow & { app_id: number; product: string; month: string; disbursed: unknown }>(
    db,
    sql`with paid_out as ${flows.paidOut},
      owing as (
        select p.app_id, to_char(p.disbursed_on, 'YYYY-MM') as month, ${parColumns}
        from ${par} p
        where p.disbursed_on between ${from}::date and ${through}::date
        group by p.app_id, month
      )
      select paid_out.app_id, a.name as product, paid_out.month, paid_out.disbursed,
        coalesce(owing.loans, 0) as loans, owing.outstanding, owing.par1, owing.par30, owing.par90
      from paid_out join apps a on a.id = paid_out.app_id
      left join owing on owing.app_id = paid_out.app_id and owing.month = paid_out.month
      order by paid_out.month, paid_out.app_id`,
  )
  const { collected, due: dueMinor } = flows
  const promisesDue = Number(promises?.due ?? 0)
  const kept = Number(promises?.kept ?? 0)
  return {
    from,
    to,
    currency: market.currency,
    disbursed: toMajor(flows.disbursed, market.minorDigits),
    collected: toMajor(collected, market.minorDigits),
    due: toMajor(dueMinor, market.minorDigits),
    collectionEfficiency: ratioOf(collected, dueMinor),
    promises: { due: promisesDue, kept, rate: ratioOf(kept, promisesDue) },
    through,
    book: parOf(book, market.minorDigits),
    cohorts: cohorts.map((c) => ({ appId: Number(c.app_id), product: c.product, month: c.month, disbursed: toMajor(minor(c.disbursed), market.minorDigits), ...parOf(c, market.minorDigits) })),
    rollRates: await rollRates(db, { companyId, timeZone, from, to: through }),
    stale: await staleDays(db, companyId, from, through),
  }
}
