// Where each of a company's loans stood at the end of a day, rebuilt from the ledger, the
// repayments and the schedule by SQL (docs/portfolio-figures.md): what was paid out, the
// principal still owed, whether it was written off, and how many days its oldest unpaid
// instalment was past due. Every report aggregates over this one subquery.
import { type SQL, sql } from 'drizzle-orm'

export type PositionsOptions = {
  companyId: number
  timeZone: string
  /** `YYYY-MM-DD`: the position at the end of this day in the market's time zone. */
  asOf: string
  /** Keyset paging for the exports: loans with a greater id, at most `limit` of them. */
  afterOrderId?: number
  limit?: number
  /** Only these loans (a recompute of the loans late data touched, late-data.ts). */
  orderIds?: readonly number[]
  /** With each loan's `owed` (owedOf): the daily snapshot writes it for the ledger tie; the live reports need not read every schedule for it. */
  withOwed?: boolean
}

/** The instant a market day begins: its local midnight. */
export function startOfDay(day: string, timeZone: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${timeZone})`
}

/** The instant a market day ends: its next local midnight. */
export function endOfDay(day: string, timeZone: string): SQL {
  return sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`
}

/**
 * What the loan owed at `cutoff` (the ledger tie's outstanding, docs/portfolio-figures.md "Tied to
 * the ledger"): every period's amount less what was paid by then, 0 once written off or once a
 * payment settled it (interest of days not come forgiven). The schedule keeps only its present
 * amounts: a waiver or a moved date's fee granted after the cutoff is taken back out by its dated
 * ledger entry, the one record of when the schedule changed. `loans`, `paid` and `off` are the
 * CTEs of loanPositions.
 */
function owedOf(cutoff: SQL): { ctes: SQL; column: SQL; joins: SQL } {
  return {
    ctes: sql`,
    scheduled as (
      select sp.order_id, sum(sp.amount_minor) as total from schedule_periods sp where sp.order_id in (select order_id from loans) group by sp.order_id
    ),
    changed as (
      select l.order_id, -sum(l.amount_minor) as amount from ledger_lines l
      where l.account = 'receivable' and (l.memo like 'waiver %' or l.memo like 'extension %') and l.at >= ${cutoff} and l.order_id in (select order_id from loans)
      group by l.order_id
    )`,
    column: sql`, case when off.order_id is not null or coalesce(paid.settled, false) then 0
        else greatest(coalesce(scheduled.total, 0) + coalesce(changed.amount, 0) - coalesce(paid.total, 0), 0) end::bigint as owed`,
    joins: sql`
    left join scheduled on scheduled.order_id = loans.order_id
    left join changed on changed.order_id = loans.order_id`,
  }
}

/**
 * Rows (order_id, app_id, disbursed_at, disbursed_on, principal, paid_total, outstanding,
 * written_off_at, oldest_due, dpd, and owed when asked): one per loan paid out by the end of `asOf`.
 */
export function loanPositions({ companyId, timeZone, asOf, afterOrderId, limit, orderIds, withOwed = false }: PositionsOptions): SQL {
  const cutoff = endOfDay(asOf, timeZone)
  const owed = withOwed ? owedOf(cutoff) : { ctes: sql``, column: sql``, joins: sql`` }
  const page = limit === undefined ? sql`` : sql`order by l.order_id limit ${limit}`
  const only = orderIds === undefined ? sql`` : sql`and l.order_id in (${orderIds.length ? sql.join(orderIds.map((id) => sql`${id}`), sql`, `) : sql`null`})`
  return sql`(
    with loans as (
      select l.order_id, min(l.at) as disbursed_at, sum(l.amount_minor)::bigint as principal
      from ledger_lines l
      where l.account = 'receivable' and l.memo like 'payout %' and l.at < ${cutoff}
        and l.order_id > ${afterOrderId ?? 0} ${only}
        and l.order_id in (select o.id from orders o where o.app_id in (select a.id from apps a where a.company_id = ${companyId}))
      group by l.order_id
      ${page}
    ),
    paid as (
      select r.order_id,
        sum(coalesce(r.principal_minor, 0))::bigint as principal,
        sum(coalesce(r.principal_minor, 0) + coalesce(r.interest_minor, 0))::bigint as total,
        bool_or(r.outstanding_after_minor = 0) as settled
      from repayments r
      where r.status = 'succeeded' and r.paid_at < ${cutoff} and r.order_id in (select order_id from loans)
      group by r.order_id
    ),
    off as (
      select l.order_id, min(l.at) as at
      from ledger_lines l
      where l.account = 'loss' and l.memo like 'write-off %' and l.at < ${cutoff} and l.order_id in (select order_id from loans)
      group by l.order_id
    ),
    oldest as (
      select s.order_id, min(s.due_date) as due
      from (
        select sp.order_id, sp.due_date, sum(sp.amount_minor) over (partition by sp.order_id order by sp.period) as through
        from schedule_periods sp
        where sp.order_id in (select order_id from loans)
      ) s
      left join paid p on p.order_id = s.order_id
      where s.through > coalesce(p.total, 0)
      group by s.order_id
    )${owed.ctes}
    select loans.order_id, o.app_id, loans.disbursed_at,
      (loans.disbursed_at at time zone ${timeZone})::date as disbursed_on,
      loans.principal,
      coalesce(paid.total, 0) as paid_total,
      case when off.order_id is null then greatest(loans.principal - coalesce(paid.principal, 0), 0) else 0 end as outstanding,
      off.at as written_off_at,
      oldest.due as oldest_due,
      case when oldest.due < ${asOf}::date then ${asOf}::date - oldest.due else 0 end as dpd${owed.column}
    from loans
    join orders o on o.id = loans.order_id
    left join paid on paid.order_id = loans.order_id
    left join off on off.order_id = loans.order_id
    left join oldest on oldest.order_id = loans.order_id${owed.joins}
  )`
}

/** The roll-rate bucket of a `dpd` column, in SQL (ROLL_BUCKETS). */
export function rollBucketOf(dpd: SQL): SQL {
  return sql`case when ${dpd} = 0 then 'current' when ${dpd} <= 30 then '1-30' when ${dpd} <= 60 then '31-60' when ${dpd} <= 90 then '61-90' else '91+' end`
}

/** Rows (app_id, disbursed_on, loans, outstanding, par1, par30, par90): the PAR sums of open positions per product and day paid out. */
export function parSums(open: SQL): SQL {
  return sql`(
    select pos.app_id, pos.disbursed_on, count(*)::int as loans, sum(pos.outstanding) as outstanding,
      coalesce(sum(pos.outstanding) filter (where pos.dpd >= 1), 0) as par1,
      coalesce(sum(pos.outstanding) filter (where pos.dpd >= 30), 0) as par30,
      coalesce(sum(pos.outstanding) filter (where pos.dpd >= 90), 0) as par90
    from ${open} pos
    group by pos.app_id, pos.disbursed_on
  )`
}

/** Rows (from_bucket, to_bucket, loans) between two sets of open positions; 'closed': no longer open. */
export function rollCounts(atStart: SQL, atEnd: SQL): SQL {
  return sql`(
    select ${rollBucketOf(sql`s.dpd`)} as from_bucket,
      case when e.order_id is null then 'closed' else ${rollBucketOf(sql`e.dpd`)} end as to_bucket,
      count(*)::int as loans
    from ${atStart} s left join ${atEnd} e on e.order_id = s.order_id
    group by 1, 2
  )`
}
