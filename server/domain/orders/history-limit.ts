// A borrower's limit on one product after their own closed loans of it, read from the schedule
// (due dates, as moved by extensions) and the payments that settled, on the market's calendar.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { type ClosedLoan, type HistoryLimit, historyLimit, limitGrowthSchema, repaidOnTime } from '../../../contract/loan-history-limit'
import { localToday } from '../../../contract/market/local-time'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { orders, repayments, schedulePeriods } from '../../db/schema'
import type { LendingTerms } from '../products/lending-terms'

export async function historyLimitOf(db: Db, userId: number, terms: Pick<LendingTerms, 'app' | 'timeZone' | 'minorDigits'>): Promise<HistoryLimit> {
  const parsed = limitGrowthSchema.safeParse(terms.app.limitGrowth)
  // No rule, or one that cannot be read: the product's whole maximum, as before rules existed.
  if (!parsed.success) return historyLimit(null, [], terms.app, terms.minorDigits)
  return historyLimit(parsed.data, await closedLoans(db, userId, terms.app.id, terms.timeZone), terms.app, terms.minorDigits)
}

async function closedLoans(db: Db, userId: number, appId: number, timeZone: string): Promise<ClosedLoan[]> {
  const closed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.appId, appId), eq(orders.status, ORDER_STATUS.settled)))
    .orderBy(asc(orders.id))
  if (closed.length === 0) return []
  const ids = closed.map((o) => o.id)
  const periods = await db.select().from(schedulePeriods).where(inArray(schedulePeriods.orderId, ids))
  const paid = await db
    .select()
    .from(repayments)
    .where(and(inArray(repayments.orderId, ids), eq(repayments.status, 'succeeded')))
  return closed.map(({ id }) => ({
    onTime: repaidOnTime(
      periods.filter((p) => p.orderId === id),
      paid.filter((r) => r.orderId === id).map((r) => ({ paidOn: localToday(timeZone, r.paidAt ?? r.createdAt), amountMinor: r.amountMinor })),
    ),
  }))
}
