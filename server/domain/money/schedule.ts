import { and, asc, eq, inArray, lte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { type LoanQuote, type LoanTerms, type PeriodUnit, quoteLoan, splitTotal } from '../../../contract/loan-math'
import { lastLateDueDate } from '../../../contract/late-payment'
import { PERIOD_STATUS } from '../../../contract/order-status'
import { checkQuoteOnDay, quoteOnDay, storedDueDay } from '../../../contract/repayment-day'
import type { Db } from '../../db/client'
import { apps, companies, orders, schedulePeriods } from '../../db/schema'
import { marketOfApp, marketOfCompany } from '../markets/company-market'
import { todayForCompany } from '../markets/local-days'
import type { OrderRow } from '../orders/state-machine'
import { lendingTerms } from '../products/lending-terms'

export type PeriodRow = typeof schedulePeriods.$inferSelect

/** The schedule on what was actually disbursed, starting the day it settled, on the repayment day chosen if any. */
export async function createSchedule(db: Db, order: OrderRow, disbursedMinor: number, startDate: string): Promise<LoanQuote> {
  const { market } = await marketOfApp(db, order.appId)
  const loan = { amountMinor: disbursedMinor, rate: order.rate, periods: order.periods, startDate, minorDigits: market.minorDigits }
  const quote = (await onChosenDay(db, order, loan)) ?? quoteLoan({ ...loan, periodUnit: order.periodUnit as PeriodUnit })
  const count = quote.schedule.length
  const interest = splitTotal(quote.interestMinor, count)
  await db.insert(schedulePeriods).values(
    quote.schedule.map((line) => ({
      orderId: order.id,
      period: line.period,
      dueDate: line.dueDate,
      amountMinor: line.amtMinor,
      interestMinor: line.period === count ? interest.last : interest.regular,
    })),
  )
  return quote
}

/**
 * The chosen day's schedule, or null for none. The quote was checked for payouts within
 * PAYOUT_WITHIN_DAYS; one later still, whose first period would break a cap, keeps the usual
 * schedule rather than charge above it.
 */
async function onChosenDay(db: Db, order: OrderRow, loan: Omit<LoanTerms, 'periodUnit'>): Promise<LoanQuote | null> {
  const dueDay = storedDueDay(order.dueDay)
  if (dueDay === null) return null
  const quote = quoteOnDay(loan, dueDay)
  const { rules } = await lendingTerms(db, order.appId)
  return checkQuoteOnDay(rules, quote, loan.startDate, loan.periods).length === 0 ? quote : null
}

export async function periodsOf(db: Db, orderId: number): Promise<PeriodRow[]> {
  return db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.period))
}

/** periodsOf as a JSON subquery, for a read that takes the schedule with its order in one round trip. */
export function periodsJson(orderId: SQLWrapper): SQL<PeriodRow[]> {
  const p = schedulePeriods
  return sql<PeriodRow[]>`(select coalesce(json_agg(json_build_object('orderId', ${p.orderId}, 'period', ${p.period}, 'dueDate', ${p.dueDate}, 'amountMinor', ${p.amountMinor}, 'interestMinor', ${p.interestMinor}, 'paidMinor', ${p.paidMinor}, 'status', ${p.status}) order by ${p.period}), '[]'::json) from ${p} where ${p.orderId} = ${orderId})`
}

/** A repaid period owes nothing, even one closed by a payoff that forgave its interest. */
export const owed = (p: PeriodRow) => (p.status === PERIOD_STATUS.repaid ? 0 : p.amountMinor - p.paidMinor)

export function outstandingOf(periods: PeriodRow[]): number {
  return periods.reduce((acc, p) => acc + owed(p), 0)
}

/** Whether a period has begun on `today`: the first on disbursement, each next when the one before it falls due. */
function begun(periods: PeriodRow[], index: number, today: string): boolean {
  return index === 0 || (periods[index - 1]?.dueDate ?? '') <= today
}

/** The interest of a period not yet begun that is still unpaid: a payment below the payoff leaves it for last. */
function notBegunInterest(periods: PeriodRow[], index: number, today: string): number {
  const p = periods[index]
  return p && !begun(periods, index, today) ? Math.min(p.interestMinor, owed(p)) : 0
}

/**
 * A payment below the payoff (payoff.ts), oldest period first; a period is repaid once covered.
 * A period that has begun is paid as scheduled, its whole interest too (an installment paid a few
 * days early pays its period: what it paid ahead of the days is given back in the payoff,
 * contract/payoff.ts); of periods not begun the principal first, their interest only after
 * every principal. Returns what was applied.
 */
export async function allocate(db: Db, periods: PeriodRow[], amountMinor: number, today: string): Promise<number> {
  const take = periods.map(() => 0)
  let left = amountMinor
  for (const reserveInterest of [true, false]) {
    periods.forEach((p, i) => {
      const room = owed(p) - take[i]! - (reserveInterest ? notBegunInterest(periods, i, today) : 0)
      const taken = Math.max(0, Math.min(room, left))
      take[i]! += taken
      left -= taken
    })
  }
  await addPaid(db, periods, take)
  return amountMinor - left
}

/**
 * A payment of the payoff: each period gets what the payoff counts of it (`toPay`: principal,
 * then interest to the day), oldest first, up to `amountMinor`; the caller forgives the rest and
 * closes every period. Returns what was applied.
 */
export async function allocatePayoff(db: Db, periods: PeriodRow[], toPay: readonly number[], amountMinor: number): Promise<number> {
  let left = amountMinor
  const take = periods.map((_, i) => {
    const taken = Math.max(0, Math.min(toPay[i] ?? 0, left))
    left -= taken
    return taken
  })
  await addPaid(db, periods, take)
  return amountMinor - left
}

async function addPaid(db: Db, periods: PeriodRow[], take: readonly number[]): Promise<void> {
  for (const [i, p] of periods.entries()) {
    if (!take[i]) continue
    const paid = p.paidMinor + take[i]!
    await db
      .update(schedulePeriods)
      .set({ paidMinor: paid, status: paid >= p.amountMinor ? PERIOD_STATUS.repaid : p.status })
      .where(and(eq(schedulePeriods.orderId, p.orderId), eq(schedulePeriods.period, p.period)))
  }
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

/** Periods of the company's loans late on `today` (past their due date and the market's grace days) and not repaid become overdue. */
export async function markOverdue(db: Db, companyId: number, today: string): Promise<number> {
  const { latePayment } = await marketOfCompany(db, companyId)
  const ofCompany = db.select({ id: orders.id }).from(orders).innerJoin(apps, eq(apps.id, orders.appId)).where(eq(apps.companyId, companyId))
  const rows = await db
    .update(schedulePeriods)
    .set({ status: PERIOD_STATUS.overdue })
    .where(
      and(
        inArray(schedulePeriods.orderId, ofCompany),
        lte(schedulePeriods.dueDate, lastLateDueDate(today, latePayment)),
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
