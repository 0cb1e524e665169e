// The decision engine's verdict on one application, rule by rule, for the reviewer: the
// same pure decide() and the same inputs as the 'decide' job (domain/orders/decide-order.ts).
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Finding } from '../../../../contract/admin/schemas/review'
import type { PeriodUnit } from '../../../../contract/loan-math'
import { storedInstallmentsPerMonth } from '../../../../contract/repayment-day'
import { toMajor, toMinor } from '../../../../contract/money'
import { ageOn } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { orders } from '../../../db/schema'
import { effectiveConfigs } from '../../configs/company-configs'
import { marketOfCompany } from '../../markets/company-market'
import { creditLimitOf } from '../../orders/decision-inputs'
import { applicationOf, decide, type DecisionRules, decisionRulesSchema } from '../../orders/decision-rules'
import { OPEN_STATUSES } from '../../orders/open-loan'
import type { OrderRow } from '../../orders/state-machine'
import { lendingTerms } from '../../products/lending-terms'
import type { BorrowerRow } from '../borrower-row'

export async function decisionRules(db: Db, appId: number): Promise<DecisionRules> {
  const configs = await effectiveConfigs(db, appId)
  const parsed = decisionRulesSchema.safeParse(configs.DECISION_RULES ?? {})
  return parsed.success ? parsed.data : decisionRulesSchema.parse({})
}

export async function findingsFor(db: Db, order: OrderRow, user: BorrowerRow, now: Date): Promise<Finding[]> {
  const rules = await decisionRules(db, order.appId)
  const { app } = await lendingTerms(db, order.appId)
  const { minorDigits } = await marketOfCompany(db, app.companyId)
  // A payment times the affordability margin is no whole number of minor units: shown to the nearest one.
  const money = (minor: number) => toMajor(Math.round(minor), minorDigits).toLocaleString('en-US', { maximumFractionDigits: minorDigits })
  const others = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), ne(orders.id, order.id), inArray(orders.status, OPEN_STATUSES)))
  const quote = order.quote as { perPeriod: number }
  // Built as the decision job builds it (decide-order.ts), so the findings weigh what the engine weighed.
  const application = applicationOf(
    { amountMinor: order.principalMinor, perPeriodMinor: toMinor(quote.perPeriod, minorDigits) * storedInstallmentsPerMonth(order.dueDay), periodUnit: order.periodUnit as PeriodUnit },
    { minAmountMinor: app.minAmountMinor, maxAmountMinor: app.maxAmountMinor },
  )
  const { monthlyPaymentMinor } = application
  const applicant = {
    birthday: user.birthday,
    identityVerified: user.identityVerified,
    bankBound: user.bankName !== null && user.cardNo !== null,
    monthlyIncomeMinor: user.monthlyIncomeMinor,
    expensesMinor: user.expensesMinor,
    otherOpenLoans: others.length,
    creditLimit: await creditLimitOf(db, user, rules, order.id),
  }
  const limit = applicant.creditLimit
  const decision = decide(rules, applicant, application, now, minorDigits)
  const failed: readonly string[] = decision.outcome === 'refuse' ? decision.reasons : []
  const spare = (user.monthlyIncomeMinor ?? 0) - (user.expensesMinor ?? 0)
  const age = user.birthday ? ageOn(user.birthday, now) : null
  const finding = (rule: Finding['rule'], detail: string): Finding => ({ rule, passed: !failed.includes(rule), detail })
  return [
    finding('age_out_of_range', `age ${age ?? 'unknown'}, allowed ${rules.minAge}–${rules.maxAge}`),
    finding('identity_not_verified', user.identityVerified ? 'identity fields and three photos on file' : 'identity incomplete'),
    finding('bank_not_verified', applicant.bankBound ? 'bank account bound' : 'no bank account'),
    finding(
      'not_affordable',
      `spare income ${money(spare)} a month; needs ${rules.affordabilityMargin} × ${money(monthlyPaymentMinor)} = ${money(monthlyPaymentMinor * rules.affordabilityMargin)}`,
    ),
    finding(
      'above_legal_limit',
      limit.maxPrincipalMinor === null ? 'no legal income multiple in this market' : `${money(order.principalMinor)}; the law allows at most ${money(limit.maxPrincipalMinor)} for a monthly income of ${money(limit.incomeMinor)}`,
    ),
    // 'too_many_lenders' is left out until a bureau answers: an unknown count is neither met nor broken.
    finding('below_living_minimum', `left to live on ${money(spare - monthlyPaymentMinor)} a month; at least ${money(limit.policy.livingMinimumMinor)}`),
    finding(
      'debt_service_limit',
      limit.policy.maxDebtServicePercent === null
        ? 'no debt-service limit set'
        : `${money(monthlyPaymentMinor)} a month of ${money(limit.incomeMinor)} income; at most ${limit.policy.maxDebtServicePercent}%`,
    ),
    finding('open_loan', others.length === 0 ? 'no other open loan' : `${others.length} other open loan(s)`),
    finding('amount_out_of_limits', `${money(order.principalMinor)} within ${money(app.minAmountMinor)}–${money(app.maxAmountMinor)}`),
    {
      rule: 'manual_review_above',
      passed: order.principalMinor <= toMinor(rules.manualReviewAbove, minorDigits),
      detail: `amount ${money(order.principalMinor)}; a person decides above ${money(toMinor(rules.manualReviewAbove, minorDigits))}`,
    },
  ]
}
