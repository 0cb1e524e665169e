// The loans a monthly credit-bureau file reports, with their figures at the end of the month,
// from the ledger (what was lent, what is receivable, what was received and when), the schedule
// (instalments, what is past due) and the borrower's identity. docs/credit-file.md.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { endOfDay, loanPositions } from './loan-positions'
import { minor, rowsOf } from './report-range'

export type CreditFileLoan = {
  orderId: number
  userId: number
  periodUnit: string
  realName: string
  idType: string
  identity: string
  birthday: string
  sex: number | null
  mobile: string
  email: string
  /** Free text, and the `Province,City` the borrower chose from the market's list. */
  address: string
  provinceCity: string
  marriage: string
  /** Local dates, `YYYY-MM-DD`: applied for (never after the payout), paid out, first and next due after the month. */
  requestedOn: string
  openedOn: string
  firstDueOn: string
  nextDueOn: string
  plannedEndOn: string
  closedOn: string
  lastPaidOn: string
  /** active, settled or written_off at the end of the month. */
  state: 'active' | 'settled' | 'written_off'
  /** Minor units; outstanding is principal, receivable principal and interest as the ledger holds them. */
  outstandingMinor: number
  financedMinor: number
  receivableMinor: number
  lastPaidMinor: number
  instalmentMinor: number
  /** The instalment due first after the month; 0 when none is. */
  nextDueMinor: number
  overdueMinor: number
  instalments: number
  instalmentsLeft: number
  overdueInstalments: number
  daysPastDue: number
}

type Row = {
  order_id: number
  user_id: number
  period_unit: string
  real_name: string | null
  id_type: string | null
  identity: string | null
  birthday: string | null
  sex: number | null
  mobile: string
  email: string | null
  address: string | null
  province_city: string | null
  marriage: string | null
  requested_on: string
  opened_on: string
  first_due_on: string | null
  next_due_on: string | null
  next_due: unknown
  planned_end_on: string | null
  settled_on: string | null
  written_off_on: string | null
  last_paid_on: string | null
  last_paid: unknown
  financed: unknown
  receivable: unknown
  instalment: unknown
  overdue: unknown
  instalments: number
  instalments_left: number
  overdue_instalments: number
  dpd: number
  outstanding: unknown
}

const PAGE = 2_000

/** The month's first and last day: `2026-10` → 2026-10-01, 2026-10-31. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return { first: `${month}-01`, last: new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10) }
}

/**
 * Loans open at the end of the month, and those closed (settled or written off) during it,
 * in pages by order id.
 */
export async function* creditFileLoans(db: Db, companyId: number, timeZone: string, month: string, page = PAGE): AsyncGenerator<CreditFileLoan[]> {
  const { first, last } = monthDays(month)
  const cutoff = endOfDay(last, timeZone)
  const localDay = (at: ReturnType<typeof sql>) => sql`(${at} at time zone ${timeZone})::date::text`
  for (let after = 0; ; ) {
    const positions = loanPositions({ companyId, timeZone, asOf: last, afterOrderId: after, limit: page })
    const rows = await rowsOf<Row>(
      db,
      sql`select pos.order_id, u.id as user_id, o.period_unit, u.real_name, u.id_type, u.identity, u.birthday::text as birthday, u.sex, u.mobile,
          u.email, u.address, u.province_city, u.marriage,
          least(${localDay(sql`o.created_at`)}, pos.disbursed_on::text) as requested_on,
          pos.disbursed_on::text as opened_on,
          (select min(s.due_date)::text from schedule_periods s where s.order_id = pos.order_id) as first_due_on,
          next_due.on as next_due_on, next_due.amount as next_due, pos.outstanding, pos.dpd, pos.principal as financed,
          (select max(s.due_date)::text from schedule_periods s where s.order_id = pos.order_id) as planned_end_on,
          (select ${localDay(sql`min(t.at)`)} from order_transitions t where t.order_id = pos.order_id and t.to_status = 10 and t.at < ${cutoff}) as settled_on,
          ${localDay(sql`pos.written_off_at`)} as written_off_on,
          (select sum(l.amount_minor) from ledger_lines l where l.order_id = pos.order_id and l.account = 'receivable' and l.at < ${cutoff}) as receivable,
          last_paid.on as last_paid_on, last_paid.amount as last_paid,
          (select s.amount_minor from schedule_periods s where s.order_id = pos.order_id and s.period = 1) as instalment,
          o.periods as instalments,
          (select count(*)::int from schedule_periods s where s.order_id = pos.order_id and s.due_date > ${last}::date) as instalments_left,
          (select greatest(coalesce(sum(s.amount_minor), 0) - pos.paid_total, 0) from schedule_periods s where s.order_id = pos.order_id and s.due_date < ${last}::date) as overdue,
          (select count(*)::int from (
             select s.due_date, sum(s.amount_minor) over (order by s.period) as through from schedule_periods s where s.order_id = pos.order_id
           ) c where c.due_date < ${last}::date and c.through > pos.paid_total) as overdue_instalments
        from ${positions} pos
        join orders o on o.id = pos.order_id
        join users u on u.id = o.user_id
        left join lateral (
          select ${localDay(sql`l.at`)} as on, l.amount_minor as amount from ledger_lines l
          where l.order_id = pos.order_id and l.account = 'cash' and l.amount_minor > 0 and l.at < ${cutoff}
          order by l.at desc, l.id desc limit 1
        ) last_paid on true
        left join lateral (
          select s.due_date::text as on, s.amount_minor as amount from schedule_periods s
          where s.order_id = pos.order_id and s.due_date > ${last}::date order by s.period limit 1
        ) next_due on true
        order by pos.order_id`,
    )
    const reported = rows.map(toLoan).filter((loan) => loan.state === 'active' ? loan.outstandingMinor > 0 : loan.closedOn >= first)
    if (reported.length > 0) yield reported
    if (rows.length < page) return
    after = Number(rows.at(-1)?.order_id)
  }
}

function toLoan(r: Row): CreditFileLoan {
  const state = r.written_off_on && !r.settled_on ? 'written_off' : r.settled_on ? 'settled' : 'active'
  const closed = state !== 'active'
  return {
    orderId: Number(r.order_id),
    userId: Number(r.user_id),
    periodUnit: r.period_unit,
    realName: r.real_name ?? '',
    idType: r.id_type ?? '',
    identity: r.identity ?? '',
    birthday: r.birthday ?? '',
    sex: r.sex,
    mobile: r.mobile,
    email: r.email ?? '',
    address: r.address ?? '',
    provinceCity: r.province_city ?? '',
    marriage: r.marriage ?? '',
    requestedOn: r.requested_on,
    openedOn: r.opened_on,
    firstDueOn: r.first_due_on ?? '',
    nextDueOn: closed ? '' : (r.next_due_on ?? ''),
    plannedEndOn: r.planned_end_on ?? '',
    closedOn: (state === 'settled' ? r.settled_on : r.written_off_on) ?? '',
    lastPaidOn: r.last_paid_on ?? '',
    state,
    outstandingMinor: minor(r.outstanding),
    financedMinor: minor(r.financed),
    receivableMinor: minor(r.receivable),
    lastPaidMinor: minor(r.last_paid),
    instalmentMinor: minor(r.instalment),
    nextDueMinor: closed ? 0 : minor(r.next_due),
    overdueMinor: state === 'settled' ? 0 : minor(r.overdue),
    instalments: Number(r.instalments),
    instalmentsLeft: closed ? 0 : Number(r.instalments_left),
    overdueInstalments: state === 'settled' ? 0 : Number(r.overdue_instalments),
    daysPastDue: state === 'settled' ? 0 : Number(r.dpd),
  }
}
