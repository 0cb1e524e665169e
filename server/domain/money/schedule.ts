import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm'
import { type LoanQuote, type PeriodUnit, quoteLoan, splitTotal } from '../../../contract/loan-math'
import { PERIOD_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { apps, companies, orders, schedulePeriods } from '../../db/schema'
import { todayForCompany } from '../markets/local-days'
import type { OrderRow } from '../orders/state-machine'

export type PeriodRow = typeof schedulePeriods.$inferSelect

/** The schedule on what was actually disbursed, starting the day it settled. */
export async function createSchedule(db: Db, order: OrderRow, disbursedMinor: number, startDate: string): Promise<LoanQuote> {
  const quote = quoteLoan({ amountMinor: disbursedMinor, rate: order.rate, periods: order.periods, startDate, periodUnit: order.periodUnit as PeriodUnit })
  const interest = splitTotal(quote.interestMinor, order.periods)
  await db.insert(schedulePeriods).values(
    quote.schedule.map((line) => ({
      orderId: order.id,
      period: line.period,
      dueDate: line.dueDate,
      amountMinor: line.amtMinor,
      interestMinor: line.period === order.periods ? interest.last : interest.regular,
    })),
  )
  return quote
}

export async function periodsOf(db: Db, orderId: number): Promise<PeriodRow[]> {
  return db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.period))
}

/** A repaid period owes nothing, even one closed by a payoff that forgave its interest. */
export const owed = (p: PeriodRow) => (p.status === PERIOD_STATUS.repaid ? 0 : p.amountMinor - p.paidMinor)

export function outstandingOf(periods: PeriodRow[]): number {
  return periods.reduce((acc, p) => acc + owed(p), 0)
}

/**
 * Paying everything off today: what is owed, less the interest of periods not yet begun
 * (a period begins when the one before it falls due; the first on disbursement).
 */
export function payoffOf(periods: PeriodRow[], today: string): { payoffMinor: number; forgivenMinor: number } {
  let forgiven = 0
  periods.forEach((p, i) => {
    const begins = i === 0 ? '' : (periods[i - 1]?.dueDate ?? '')
    if (begins > today) forgiven += Math.min(p.interestMinor, owed(p))
  })
  return { payoffMinor: outstandingOf(periods) - forgiven, forgivenMinor: forgiven }
}

/** Oldest period first; a period is repaid once covered. Returns what was applied. */
export async function allocate(db: Db, periods: PeriodRow[], amountMinor: number): Promise<number> {
  let left = amountMinor
  for (const p of periods) {
    if (left <= 0) break
    const take = Math.min(owed(p), left)
    if (take === 0) continue
    left -= take
    const paid = p.paidMinor + take
    await db
      .update(schedulePeriods)
      .set({ paidMinor: paid, status: paid >= p.amountMinor ? PERIOD_STATUS.repaid : p.status })
      .where(and(eq(schedulePeriods.orderId, p.orderId), eq(schedulePeriods.period, p.period)))
  }
  return amountMinor - left
}

/** Closes every period as repaid (a payoff, with the rest of the interest forgiven). */
export async function closeAll(db: Db, periods: PeriodRow[]): Promise<void> {
  for (const p of periods) {
    await db
      .update(schedulePeriods)
      .set({ status: PERIOD_STATUS.repaid })
      .where(and(eq(schedulePeriods.orderId, p.orderId), eq(schedulePeriods.period, p.period)))
  }
}

/** Periods of the company's loans past their due date on `today` and not repaid become overdue. */
export async function markOverdue(db: Db, companyId: number, today: string): Promise<number> {
  const ofCompany = db.select({ id: orders.id }).from(orders).innerJoin(apps, eq(apps.id, orders.appId)).where(eq(apps.companyId, companyId))
  const rows = await db
    .update(schedulePeriods)
    .set({ status: PERIOD_STATUS.overdue })
    .where(
      and(
        inArray(schedulePeriods.orderId, ofCompany),
        lt(schedulePeriods.dueDate, today),
        ne(schedulePeriods.status, PERIOD_STATUS.repaid),
        ne(schedulePeriods.status, PERIOD_STATUS.overdue),
      ),
    )
    .returning({ orderId: schedulePeriods.orderId })
  return rows.length
}

/** The daily job: every company's overdue periods, each on its own market's calendar. */
export async function markOverdueEverywhere(db: Db, now: Date): Promise<number> {
  let marked = 0
  for (const { id } of await db.select({ id: companies.id }).from(companies)) marked += await markOverdue(db, id, await todayForCompany(db, id, now))
  return marked
}
