import * as z from 'zod/mini'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { monthlyPaymentMinor, type PeriodUnit } from '../../../contract/loan-math'
import { ageOn } from '../../../contract/validation'

/** The decision engine's thresholds; a lender overrides them with the DECISION_RULES config. */
export const decisionRulesSchema = z.object({
  minAge: z._default(z.number(), 22),
  maxAge: z._default(z.number(), 50),
  /** Income left after expenses must cover the per-period amount this many times. */
  affordabilityMargin: z._default(z.number(), 1.2),
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
  const spare = (applicant.monthlyIncomeMinor ?? 0) - (applicant.expensesMinor ?? 0)
  if (spare < application.monthlyPaymentMinor * rules.affordabilityMargin) reasons.push('not_affordable')
  if (applicant.otherOpenLoans > 0) reasons.push('open_loan')
  if (application.amountMinor < application.minAmountMinor || application.amountMinor > application.maxAmountMinor) {
    reasons.push('amount_out_of_limits')
  }
  if (reasons.length > 0) return { outcome: 'refuse', reasons }
  if (application.amountMinor > rules.manualReviewAbove * 100) return { outcome: 'review' }
  return { outcome: 'approve' }
}
