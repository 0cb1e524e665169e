import { desc, eq } from 'drizzle-orm'
import { toMajor } from '../../../contract/money'
import type { PayoutFailure } from '../../../contract/payout-failures'
import type { Db } from '../../db/client'
import { disbursements } from '../../db/schema'
import { todayForOrder } from '../markets/local-days'
import { outstandingOf, payoffOf, periodsOf } from './schedule'

/** The money half of /loan/orderInfo: schedule, what is owed, the payoff, the latest payout. */
export async function orderMoneyView(db: Db, orderId: number, now: Date) {
  const periods = await periodsOf(db, orderId)
  const [latest] = await db.select().from(disbursements).where(eq(disbursements.orderId, orderId)).orderBy(desc(disbursements.id)).limit(1)
  const succeeded = await db.select({ amount: disbursements.amountMinor, status: disbursements.status }).from(disbursements).where(eq(disbursements.orderId, orderId))
  const lastPaidOut = succeeded.filter((d) => d.status === 'succeeded').at(-1)
  return {
    periodViews: periods.map((p) => ({ period: p.period, dueDate: p.dueDate, amt: toMajor(p.amountMinor), paid: toMajor(p.paidMinor), status: p.status })),
    outstanding: toMajor(outstandingOf(periods)),
    payoff: toMajor(payoffOf(periods, await todayForOrder(db, orderId, now)).payoffMinor),
    lastWithdrawAmount: lastPaidOut ? toMajor(lastPaidOut.amount) : null,
    payout: latest
      ? { status: latest.status as 'pending' | 'succeeded' | 'failed', amount: toMajor(latest.amountMinor), reason: (latest.reason as PayoutFailure | null) ?? null }
      : null,
  }
}
