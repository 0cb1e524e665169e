import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { isLate } from '../../../contract/late-payment'
import type { LatePaymentRules } from '../../../contract/market/types'
import { toMajor } from '../../../contract/money'
import { PERIOD_STATUS } from '../../../contract/order-status'
import type { PayoutFailure } from '../../../contract/payout-failures'
import type { Db } from '../../db/client'
import { disbursements } from '../../db/schema'
import type { MarketPack } from '../../../contract/market'
import type { PayoffParts } from '../../../contract/schemas/orders'
import type { Payoff } from '../../../contract/payoff'
import { type PayoffOrder, payoffOfOrder, payoffOfRows } from './payoff'
import { owed, outstandingOf, type PeriodRow } from './schedule'

type Payout = { amountMinor: number; status: string; reason: string | null; settledAt: string | null }

/** The loan's own payouts, newest first, as a JSON subquery over `orderId`: a refund of credit is not money lent. */
export function loanPayoutsJson(orderId: SQLWrapper): SQL<Payout[]> {
  const d = disbursements
  return sql<Payout[]>`(select coalesce(json_agg(json_build_object('amountMinor', ${d.amountMinor}, 'status', ${d.status}, 'reason', ${d.reason}, 'settledAt', ${d.settledAt}) order by ${d.id} desc), '[]'::json) from ${d} where ${d.orderId} = ${orderId} and ${d.purpose} = 'loan')`
}

/** The payoff and its parts on the wire. */
export function payoffView(payoff: Payoff & { today: string }, digits: number): { payoff: number; payoffParts: PayoffParts } {
  return {
    payoff: toMajor(payoff.payoffMinor, digits),
    payoffParts: {
      asOf: payoff.today,
      principal: toMajor(payoff.principalMinor, digits),
      interest: toMajor(payoff.interestMinor, digits),
      interestBack: toMajor(payoff.interestBackMinor, digits),
      charges: toMajor(payoff.chargesMinor, digits),
    },
  }
}

/**
 * The money half of /loan/orderInfo from the order's schedule (periodsJson) and payouts
 * (loanPayoutsJson): what is owed, the payoff at `now` on the borrower's calendar, the latest payout.
 */
export function orderMoneyView(order: PayoffOrder, periods: readonly PeriodRow[], payouts: readonly Payout[], market: MarketPack, now: Date) {
  const digits = market.minorDigits
  const [latest] = payouts
  const lastPaidOut = payouts.find((d) => d.status === 'succeeded')
  return {
    periodViews: periods.map((p) => ({ period: p.period, dueDate: p.dueDate, amt: toMajor(p.amountMinor, digits), paid: toMajor(p.paidMinor, digits), status: p.status })),
    outstanding: toMajor(outstandingOf([...periods]), digits),
    ...payoffView(payoffOfRows(order, periods, market, lastPaidOut?.settledAt ?? null, now), digits),
    lastWithdrawAmount: lastPaidOut ? toMajor(lastPaidOut.amountMinor, digits) : null,
    payout: latest
      ? { status: latest.status as 'pending' | 'succeeded' | 'failed', amount: toMajor(latest.amountMinor, digits), reason: (latest.reason as PayoutFailure | null) ?? null }
      : null,
  }
}

/** What Home shows of a loan being repaid: what is owed now and what to pay next, by when. */
export async function repayingSummary(db: Db, orderId: number, now: Date) {
  const payoff = await payoffOfOrder(db, orderId, now)
  const digits = payoff.minorDigits
  return { outstanding: toMajor(outstandingOf(payoff.rows), digits), nextDue: nextDueOf(payoff.rows, payoff.today, payoff.latePayment, digits), ...payoffView(payoff, digits) }
}

/**
 * The next period to pay, with what is left of it; once a payment is late (by the market's grace
 * days, on its calendar, whether or not the overdue job has run yet), everything late, from the
 * oldest date. Nothing is added for lateness: the contract says none is charged.
 */
export function nextDueOf(periods: readonly PeriodRow[], today: string, late: LatePaymentRules, digits: number): { dueDate: string; amt: number; overdue: boolean } | null {
  const unpaid = periods.filter((p) => owed(p) > 0)
  const overdue = unpaid.filter((p) => p.status === PERIOD_STATUS.overdue || isLate(p.dueDate, today, late))
  const [first] = overdue.length > 0 ? overdue : unpaid
  if (!first) return null
  const amountMinor = overdue.length > 0 ? overdue.reduce((sum, p) => sum + owed(p), 0) : owed(first)
  return { dueDate: first.dueDate, amt: toMajor(amountMinor, digits), overdue: overdue.length > 0 }
}
