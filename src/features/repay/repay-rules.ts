// How much one payment may be: at least 100 and at most the smaller of 20,000 and the
// payoff (what settling everything costs today), as the server checks (code 40001).
// A payoff below 100 is paid in one go.
import { PERIOD_STATUS } from '../../../contract/order-status'
import { amountOf, amountText } from '../../ui/amount-text'
import type { OrderInfo, PeriodView } from './api'

export const PAYMENT_MIN = 100
export const PAYMENT_MAX = 20_000

export type Limits = { min: number; max: number }
export type RepayProblem = 'empty' | 'range'

const cents = (n: number) => Math.round(n * 100) / 100

export function paymentLimits(payoff: number): Limits {
  return { min: Math.min(PAYMENT_MIN, payoff), max: Math.min(PAYMENT_MAX, payoff) }
}

/** What settling everything costs today; the outstanding sum where the server gave no payoff. */
export function payoffOf(order: Pick<OrderInfo, 'payoff' | 'outstanding' | 'periodViews'>): number {
  return cents(order.payoff ?? order.outstanding ?? order.periodViews.reduce((sum, p) => sum + leftOf(p), 0))
}

export function leftOf(period: Pick<PeriodView, 'amt' | 'paid' | 'status'>): number {
  return period.status === PERIOD_STATUS.repaid ? 0 : cents(Math.max(0, period.amt - period.paid))
}

/** The oldest period not yet repaid, with what is left of it. */
export function nextUnpaid(periods: readonly PeriodView[]): (PeriodView & { left: number }) | null {
  const period = periods.find((p) => leftOf(p) > 0)
  return period ? { ...period, left: leftOf(period) } : null
}

/** The form starts with what is left of the next period, brought inside the limits. */
export function repayPrefill(order: Pick<OrderInfo, 'payoff' | 'outstanding' | 'periodViews'>): string {
  const limits = paymentLimits(payoffOf(order))
  const left = nextUnpaid(order.periodViews)?.left ?? limits.max
  return amountText(Math.min(limits.max, Math.max(limits.min, left)))
}

export function repayProblem(text: string, limits: Limits): RepayProblem | null {
  const amount = amountOf(text)
  if (amount === null || amount === 0) return 'empty'
  return amount < limits.min || amount > limits.max ? 'range' : null
}
