// How much one payment may be, by the rule the server checks (contract/payment-methods.ts):
// at least 100 (all that is left, when less), at most the smaller of the payoff (what settling
// everything costs today) and the chosen method's own limit. A payoff the method takes is one payment.
import { marketProfile } from '../../../contract/market/profiles'
import { toMajor, toMinor } from '../../../contract/money'
import { PERIOD_STATUS } from '../../../contract/order-status'
import { DEFAULT_PAYMENT_METHOD, type PaymentProblem, paymentProblem, paymentRange } from '../../../contract/payment-methods'
import { amountOf, amountText } from '../../ui/amount-text'
import { lender } from '../../config'
import type { OrderInfo, PeriodView } from './api'

export type MethodLimit = NonNullable<OrderInfo['paymentMethods']>[number]
/** One payment's bounds, and the two limits behind the upper one. */
export type Limits = { min: number; max: number; payoff: number; methodMax: number }
export type RepayProblem = 'empty' | PaymentProblem

/** The digits of the app's market's currency: every amount here is in its units. */
const digits = () => marketProfile(lender.market).minorDigits

/** An amount rounded to the currency's smallest unit (a cent, or a whole unit where there is none). */
const cents = (n: number) => toMajor(Math.round(n * 10 ** digits()), digits())

export function paymentLimits(payoff: number, method: MethodLimit): Limits {
  const { minMinor, maxMinor } = paymentRange(toMinor(cents(payoff), digits()), toMinor(method.maxAmount, digits()), digits())
  return { min: toMajor(minMinor, digits()), max: toMajor(maxMinor, digits()), payoff: cents(payoff), methodMax: method.maxAmount }
}

/** Whether the whole payoff fits in one payment by this method. */
export function paysOffInOne(limits: Limits): boolean {
  return limits.payoff <= limits.methodMax
}

/** The ways to pay this loan now; the one the server opens by default comes first. */
export function methodsOf(order: Pick<OrderInfo, 'paymentMethods'>): MethodLimit[] {
  const methods = order.paymentMethods ?? []
  return [...methods.filter((m) => m.method === DEFAULT_PAYMENT_METHOD), ...methods.filter((m) => m.method !== DEFAULT_PAYMENT_METHOD)]
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
export function repayPrefill(order: Pick<OrderInfo, 'periodViews'>, limits: Limits): string {
  const left = nextUnpaid(order.periodViews)?.left ?? limits.max
  return amountText(Math.min(limits.max, Math.max(limits.min, left)))
}

/** Which limit the typed amount breaks, if any: the form says so before the server does. */
export function repayProblem(text: string, limits: Limits): RepayProblem | null {
  const amount = amountOf(text)
  if (amount === null || amount === 0) return 'empty'
  return paymentProblem(toMinor(amount, digits()), toMinor(limits.payoff, digits()), toMinor(limits.methodMax, digits()), digits())
}
