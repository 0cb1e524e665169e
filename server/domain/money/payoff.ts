// What paying a loan off costs today, read from the database for contract/payoff.ts: the one
// figure /loan/recharge caps payments at, a payment closes the loan with, and the app, the receipt
// and the back office show (docs/payoff.md).
import { and, desc, eq } from 'drizzle-orm'
import { addPeriods, PERIODS_PER_YEAR, type PeriodUnit } from '../../../contract/loan-math'
import type { MarketPack } from '../../../contract/market'
import type { LatePaymentRules } from '../../../contract/market/types'
import { localToday } from '../../../contract/market/local-time'
import { PERIOD_STATUS } from '../../../contract/order-status'
import { type Payoff, type PayoffPeriod, type PayoffTerms, payoffOn } from '../../../contract/payoff'
import { installmentsPerMonth, storedDueDay } from '../../../contract/repayment-day'
import type { Db } from '../../db/client'
import { apps, disbursements, orders } from '../../db/schema'
import { marketOfCompany } from '../markets/company-market'
import { type PeriodRow, periodsOf } from './schedule'

/** The order's columns the payoff reads. */
export type PayoffOrder = { periodUnit: string; dueDay: unknown }

export const payoffPeriods = (rows: readonly PeriodRow[]): PayoffPeriod[] =>
  rows.map((p) => ({ period: p.period, dueDate: p.dueDate, amountMinor: p.amountMinor, interestMinor: p.interestMinor, paidMinor: p.paidMinor, repaid: p.status === PERIOD_STATUS.repaid }))

/** Installments a year: twice a month where the borrower chose it. */
function periodsPerYear(order: PayoffOrder): number {
  const unit = order.periodUnit as PeriodUnit
  const perYear = PERIODS_PER_YEAR[unit] ?? 12
  const dueDay = storedDueDay(order.dueDay)
  return unit === 'month' && dueDay !== null ? perYear * installmentsPerMonth(dueDay) : perYear
}

/**
 * The day the first period began: the payout's settling day on the borrower's calendar (the
 * schedule was built from it), else, for a schedule with no payout on record, one period before
 * the first due date.
 */
export function startDateOf(order: PayoffOrder, rows: readonly PeriodRow[], settledAt: Date | string | null, timeZone: string): string {
  if (settledAt) return localToday(timeZone, new Date(settledAt))
  const first = rows[0]?.dueDate
  return first ? addPeriods(first, -1, (order.periodUnit as PeriodUnit) in PERIODS_PER_YEAR ? (order.periodUnit as PeriodUnit) : 'month') : '1970-01-01'
}

export function payoffTermsOf(order: PayoffOrder, market: MarketPack, startDate: string, today: string): PayoffTerms {
  return { today, startDate, periodsPerYear: periodsPerYear(order), dayCount: market.earlyRepayment.dayCount }
}

/** The payoff of rows already read, with everything else it needs at hand. */
export function payoffOfRows(order: PayoffOrder, rows: readonly PeriodRow[], market: MarketPack, settledAt: Date | string | null, now: Date): Payoff & { today: string } {
  const today = localToday(market.timeZone, now)
  return { ...payoffOn(payoffPeriods(rows), payoffTermsOf(order, market, startDateOf(order, rows, settledAt, market.timeZone), today)), today }
}

/** When the loan's own payout settled (the last that did), or null. */
async function loanSettledAt(db: Db, orderId: number): Promise<Date | null> {
  const [paid] = await db
    .select({ settledAt: disbursements.settledAt })
    .from(disbursements)
    .where(and(eq(disbursements.orderId, orderId), eq(disbursements.purpose, 'loan'), eq(disbursements.status, 'succeeded')))
    .orderBy(desc(disbursements.id))
    .limit(1)
  return paid?.settledAt ?? null
}

/** What paying the order off costs at `now`, with the schedule it was read from. */
export async function payoffOfOrder(db: Db, orderId: number, now: Date, rows?: PeriodRow[]): Promise<Payoff & { today: string; rows: PeriodRow[]; latePayment: LatePaymentRules; minorDigits: number }> {
  const [order] = await db.select({ periodUnit: orders.periodUnit, dueDay: orders.dueDay, companyId: apps.companyId }).from(orders).innerJoin(apps, eq(apps.id, orders.appId)).where(eq(orders.id, orderId))
  if (!order) throw new Error(`no order ${orderId}`)
  const periods = rows ?? (await periodsOf(db, orderId))
  const market = await marketOfCompany(db, order.companyId)
  return { ...payoffOfRows(order, periods, market, await loanSettledAt(db, orderId), now), rows: periods, latePayment: market.latePayment, minorDigits: market.minorDigits }
}
