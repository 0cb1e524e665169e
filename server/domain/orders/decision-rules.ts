import * as z from 'zod/mini'
import { type CreditLimit, limitBreaches } from '../../../contract/credit-limits'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { monthlyPaymentMinor, type PeriodUnit } from '../../../contract/loan-math'
import { ageOn } from '../../../contract/validation'

/** The decision engine's thresholds; a lender overrides them with the DECISION_RULES config. */
export const decisionRulesSchema = z.object({
  minAge: z._default(z.number(), 22),
  maxAge: z._default(z.number(), 50),
  /** Income left after expenses must cover the monthly installment and other debts this many times: they take at most 1/margin of it. */
  affordabilityMargin: z._default(z.number(), 1.2),
  /** What must be left a month after expenses, debts and the installment (major units); absent: the market pack's default. */
  livingMinimum: z.optional(z.number().check(z.gte(0))),
  /** All debt payments at most this percent of income; absent: the market pack's default, null: none. */
  maxDebtServicePercent: z.optional(z.nullable(z.number().check(z.positive(), z.lte(100)))),
  /** Applications above this amount (major units) wait for a person (status 1). */
  manualReviewAbove: z._default(z.number(), 1_000_000),
  reapplyAfterDays: z._default(z.number(), 30),
})
export type DecisionRules = z.infer<typeof decisionRulesSchema>

export type Applicant = {
  birthday: string | null
  identityVerified: boolean
  bankBound: boolean
  monthlyIncomeMinor: number | null
  expensesMinor: number | null
  otherOpenLoans: number
  /** The law's and the lender's limits for this borrower's figures (contract/credit-limits.ts). */
  creditLimit: CreditLimit
}

export type Application = { amountMinor: number; monthlyPaymentMinor: number; minAmountMinor: number; maxAmountMinor: number }

/** An application as the rules read it: whatever the product's period, the installment as a monthly figure. */
export function applicationOf(
  loan: { amountMinor: number; perPeriodMinor: number; periodUnit: PeriodUnit },
  product: { minAmountMinor: number; maxAmountMinor: number },
): Application {
  return {
    amountMinor: loan.amountMinor,
    monthlyPaymentMinor: monthlyPaymentMinor(loan.perPeriodMinor, loan.periodUnit),
    minAmountMinor: product.minAmountMinor,
    maxAmountMinor: product.maxAmountMinor,
  }
}

export type Decision = { outcome: 'approve' } | { outcome: 'refuse'; reasons: DecisionReason[] } | { outcome: 'review' }

/** Every rule is checked, so a refusal lists all its reasons at once. */
export function decide(rules: DecisionRules, applicant: Applicant, application: Application, today: Date): Decision {
  const reasons: DecisionReason[] = []
  const age = applicant.birthday ? ageOn(applicant.birthday, today) : null
  if (age === null || age < rules.minAge || age > rules.maxAge) reasons.push('age_out_of_range')
  if (!applicant.identityVerified) reasons.push('identity_not_verified')
  if (!applicant.bankBound) reasons.push('bank_not_verified')
  reasons.push(...limitBreaches(applicant.creditLimit, application))
  if (applicant.otherOpenLoans > 0) reasons.push('open_loan')
  if (application.amountMinor < application.minAmountMinor || application.amountMinor > application.maxAmountMinor) {
    reasons.push('amount_out_of_limits')
  }
  if (reasons.length > 0) return { outcome: 'refuse', reasons }
  if (application.amountMinor > rules.manualReviewAbove * 100) return { outcome: 'review' }
  return { outcome: 'approve' }
}
