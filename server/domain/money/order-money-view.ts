import { and, desc, eq } from 'drizzle-orm'
import { toMajor } from '../../../contract/money'
import { PERIOD_STATUS } from '../../../contract/order-status'
import type { PayoutFailure } from '../../../contract/payout-failures'
import type { Db } from '../../db/client'
import { disbursements } from '../../db/schema'
import { todayForOrder } from '../markets/local-days'
import { owed, outstandingOf, type PeriodRow, payoffOf, periodsOf } from './schedule'

/** The money half of /loan/orderInfo: schedule, what is owed, the payoff (as of `today`, the borrower's calendar day), the latest payout. */
export async function orderMoneyView(db: Db, orderId: number, today: string) {
  const periods = await periodsOf(db, orderId)
  // The loan's own payouts, newest first: a refund of credit is not money lent.
  const payouts = await db
    .select({ amountMinor: disbursements.amountMinor, status: disbursements.status, reason: disbursements.reason })
    .from(disbursements)
    .where(and(eq(disbursements.orderId, orderId), eq(disbursements.purpose, 'loan')))
    .orderBy(desc(disbursements.id))
  const [latest] = payouts
  const lastPaidOut = payouts.find((d) => d.status === 'succeeded')
  return {
    periodViews: periods.map((p) => ({ period: p.period, dueDate: p.dueDate, amt: toMajor(p.amountMinor), paid: toMajor(p.paidMinor), status: p.status })),
    outstanding: toMajor(outstandingOf(periods)),
    payoff: toMajor(payoffOf(periods, today).payoffMinor),
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
