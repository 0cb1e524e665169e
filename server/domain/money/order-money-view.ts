import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { toMajor } from '../../../contract/money'
import { PERIOD_STATUS } from '../../../contract/order-status'
import type { PayoutFailure } from '../../../contract/payout-failures'
import type { Db } from '../../db/client'
import { disbursements } from '../../db/schema'
import { todayForOrder } from '../markets/local-days'
import { owed, outstandingOf, type PeriodRow, payoffOf, periodsOf } from './schedule'

type Payout = { amountMinor: number; status: string; reason: string | null }

/** The loan's own payouts, newest first, as a JSON subquery over `orderId`: a refund of credit is not money lent. */
export function loanPayoutsJson(orderId: SQLWrapper): SQL<Payout[]> {
  const d = disbursements
  return sql<Payout[]>`(select coalesce(json_agg(json_build_object('amountMinor', ${d.amountMinor}, 'status', ${d.status}, 'reason', ${d.reason}) order by ${d.id} desc), '[]'::json) from ${d} where ${d.orderId} = ${orderId} and ${d.purpose} = 'loan')`
}

/**
 * The money half of /loan/orderInfo from the order's schedule (periodsJson) and payouts
 * (loanPayoutsJson): what is owed, the payoff (as of `today`, the borrower's calendar day), the latest payout.
 */
export function orderMoneyView(periods: readonly PeriodRow[], payouts: readonly Payout[], today: string) {
  const [latest] = payouts
  const lastPaidOut = payouts.find((d) => d.status === 'succeeded')
  return {
    periodViews: periods.map((p) => ({ period: p.period, dueDate: p.dueDate, amt: toMajor(p.amountMinor), paid: toMajor(p.paidMinor), status: p.status })),
    outstanding: toMajor(outstandingOf([...periods])),
    payoff: toMajor(payoffOf([...periods], today).payoffMinor),
    lastWithdrawAmount: lastPaidOut ? toMajor(lastPaidOut.amountMinor) : null,
    payout: latest
      ? { status: latest.status as 'pending' | 'succeeded' | 'failed', amount: toMajor(latest.amountMinor), reason: (latest.reason as PayoutFailure | null) ?? null }
      : null,
  }
}

/** What Home shows of a loan being repaid: what is owed now and what to pay next, by when. */
export async function repayingSummary(db: Db, orderId: number, now: Date) {
  const periods = await periodsOf(db, orderId)
  return { outstanding: toMajor(outstandingOf(periods)), nextDue: nextDueOf(periods, await todayForOrder(db, orderId, now)) }
}

/**
 * The next period to pay, with what is left of it; once a due date has passed (on the market's
 * calendar, whether or not the overdue job has run yet), everything overdue, from the oldest date.
 */
export function nextDueOf(periods: readonly PeriodRow[], today: string): { dueDate: string; amt: number; overdue: boolean } | null {
  const unpaid = periods.filter((p) => owed(p) > 0)
  const overdue = unpaid.filter((p) => p.status === PERIOD_STATUS.overdue || p.dueDate < today)
  const [first] = overdue.length > 0 ? overdue : unpaid
  if (!first) return null
  const amountMinor = overdue.length > 0 ? overdue.reduce((sum, p) => sum + owed(p), 0) : owed(first)
  return { dueDate: first.dueDate, amt: toMajor(amountMinor), overdue: overdue.length > 0 }
}
