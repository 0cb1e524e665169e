// The borrower's choice against what can be offered (/loan/offer).
import { type StepLimits, clampAmount } from '../../../contract/loan-limits'
import { monthlyPaymentMinor, type PeriodUnit } from '../../../contract/loan-math'
import { marketProfile } from '../../../contract/market/profiles'
import { toMinor } from '../../../contract/money'
import { lender } from '../../config'
import type { LoanOffer } from '../../../contract/schemas/products'
import { browserQuote } from './quote'

/**
 * Whether an amount and its installment go beyond the offer. The decision reads the amount and
 * the installment a month, so a choice within the offer on both is approved as the offer is.
 */
export function isAboveOffer(offer: LoanOffer, amount: number, perPeriod: number, periodUnit: PeriodUnit, digits = marketProfile(lender.market).minorDigits): boolean {
  return amount > offer.maxAmount || monthlyPaymentMinor(toMinor(perPeriod, digits), periodUnit) > toMinor(offer.monthlyPayment, digits)
}

/**
 * Whether a choice of amount and term goes beyond the offer, whatever repayment day goes with it.
 * The offer is an amount over a number of periods priced as paid once a period; a chosen day only
 * splits (twice a month) or shifts those payments, so the choice is weighed as paid once a period:
 * twice a month at the offered amount and term is the offer, never "more than we can offer".
 */
export function isChoiceAboveOffer(offer: LoanOffer, choice: { amount: number; rate: number; periods: number; periodUnit: PeriodUnit }): boolean {
  const plain = browserQuote(choice)
  return isAboveOffer(offer, choice.amount, plain.perPeriod, choice.periodUnit)
}

/** Where the form opens: at the offer when there is one, else at the product's smallest amount and shortest term. */
export function startingChoice(offer: LoanOffer | null, limits: StepLimits, periods: readonly number[]): { amount: number; period: number | null } {
  const shortest = periods[0] ?? null
  if (!offer || offer.maxAmount <= 0) return { amount: limits.min, period: shortest }
  return { amount: clampAmount(offer.maxAmount, limits), period: periods.includes(offer.periodDays) ? offer.periodDays : shortest }
}
