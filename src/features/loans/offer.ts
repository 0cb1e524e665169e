// The borrower's choice against what can be offered (/loan/offer).
import { type StepLimits, clampAmount } from '../../../contract/loan-limits'
import { monthlyPaymentMinor, type PeriodUnit } from '../../../contract/loan-math'
import { toMinor } from '../../../contract/money'
import type { LoanOffer } from '../../../contract/schemas/products'

/**
 * Whether an amount and its installment go beyond the offer. The decision reads the amount and
 * the installment a month, so a choice within the offer on both is approved as the offer is.
 */
export function isAboveOffer(offer: LoanOffer, amount: number, perPeriod: number, periodUnit: PeriodUnit): boolean {
  return amount > offer.maxAmount || monthlyPaymentMinor(toMinor(perPeriod), periodUnit) > toMinor(offer.monthlyPayment)
}

/** Where the form opens: at the offer when there is one, else at the product's smallest amount and shortest term. */
export function startingChoice(offer: LoanOffer | null, limits: StepLimits, periods: readonly number[]): { amount: number; period: number | null } {
  const shortest = periods[0] ?? null
  if (!offer || offer.maxAmount <= 0) return { amount: limits.min, period: shortest }
  return { amount: clampAmount(offer.maxAmount, limits), period: periods.includes(offer.periodDays) ? offer.periodDays : shortest }
}
