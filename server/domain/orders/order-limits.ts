// Whether an application, as the borrower confirmed it, keeps within their limits now: what a
// person approving it by hand is held to, as the decision job is (contract/credit-limits.ts).
import { type LimitBreach, limitBreaches } from '../../../contract/credit-limits'
import { monthlyPaymentMinor, type PeriodUnit } from '../../../contract/loan-math'
import { toMinor } from '../../../contract/money'
import { installmentsPerMonth, storedDueDay } from '../../../contract/repayment-day'
import type { Db } from '../../db/client'
import type { UserRow } from '../profile/user-row'
import { creditLimitOf } from './decision-inputs'
import { marketOfCompany } from '../markets/company-market'
import type { DecisionRules } from './decision-rules'
import type { OrderRow } from './state-machine'

/** The month's payment the rules weigh: paid twice a month, two installments make it. `digits`: the market's currency's, as the stored quote is in major units. */
export function orderMonthlyPaymentMinor(order: Pick<OrderRow, 'quote' | 'dueDay' | 'periodUnit'>, digits: number): number {
  const day = storedDueDay(order.dueDay)
  const perMonth = day === null ? 1 : installmentsPerMonth(day)
  const { perPeriod } = order.quote as { perPeriod: number }
  return monthlyPaymentMinor(toMinor(perPeriod, digits) * perMonth, order.periodUnit as PeriodUnit)
}

export async function orderBreaches(db: Db, order: OrderRow, user: Pick<UserRow, 'id' | 'companyId' | 'monthlyIncomeMinor' | 'expensesMinor'>, rules: DecisionRules): Promise<LimitBreach[]> {
  const limit = await creditLimitOf(db, user, rules, order.id)
  return limitBreaches(limit, { amountMinor: order.principalMinor, monthlyPaymentMinor: orderMonthlyPaymentMinor(order, (await marketOfCompany(db, user.companyId)).minorDigits) })
}
