import { type CreditLimit, limitBreaches } from '../../../contract/credit-limits'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { monthlyPaymentMinor, type PeriodUnit } from '../../../contract/loan-math'
import { toMinor } from '../../../contract/money'
import { ageOn } from '../../../contract/validation'
import type { DecisionRules } from '../../../contract/decision-rules-config'

// The schema lives in the contract: the back office labels and checks the same fields.
export { type DecisionRules, decisionRulesSchema } from '../../../contract/decision-rules-config'

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

/**
 * Every rule is checked, so a refusal lists all its reasons at once. `minorDigits` is the
 * currency's: the rules hold amounts in major units (a person decides above Rp 1,000,000).
 */
export function decide(rules: DecisionRules, applicant: Applicant, application: Application, today: Date, minorDigits: number): Decision {
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
  if (application.amountMinor > toMinor(rules.manualReviewAbove, minorDigits)) return { outcome: 'review' }
  return { outcome: 'approve' }
}
