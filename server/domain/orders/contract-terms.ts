import { createHash } from 'node:crypto'
import type { PeriodUnit } from '../../../contract/loan-math'
import type { ContractTerms } from '../../../contract/schemas/contract-terms'
import type { quoteData } from '../../../contract/schemas/products'
import { mask } from '../../../contract/validation'
import type * as z from 'zod/mini'
import type { UserRow } from '../profile/user-row'
import type { OrderRow } from './state-machine'

type WireQuote = z.infer<typeof quoteData>
type Licence = { name: string; number: string; regulator: string }

/** The terms as they stand at approval; from then on only these are shown and signed. */
export function freezeTerms(order: OrderRow, user: UserRow, licence: Licence, currency: string, now: Date): ContractTerms {
  const quote = order.quote as WireQuote
  return {
    orderId: order.id,
    currency,
    lender: { name: licence.name, licence: licence.number, regulator: licence.regulator },
    borrower: { name: user.realName ?? '', ...(user.idType ? { idType: user.idType } : {}), idNumberMasked: mask(user.identity ?? ''), mobileMasked: mask(user.mobile) },
    amountFinanced: quote.amt,
    netProceeds: quote.amt,
    financeCharge: quote.interest,
    totalToRepay: quote.total,
    fees: [],
    ratePerPeriodPercent: order.rate / 1000,
    periods: order.periods,
    periodUnit: order.periodUnit as PeriodUnit,
    aprPercent: quote.apr,
    effectiveAnnualPercent: quote.effectiveAnnualPercent ?? quote.apr,
    ...(quote.monthlyNominalPercent !== undefined ? { monthlyNominalPercent: quote.monthlyNominalPercent } : {}),
    ...(quote.monthlyEffectivePercent !== undefined ? { monthlyEffectivePercent: quote.monthlyEffectivePercent } : {}),
    ...(quote.disclosed?.name === 'dailyCost' ? { dailyCostPercent: quote.disclosed.percent } : {}),
    schedule: quote.schedule,
    earlyRepayment: 'allowed_without_penalty',
    cancellation: 'free_before_disbursement',
    frozenAt: now.toISOString(),
  }
}

/** A digest of the terms as frozen (built with a fixed key order), stored with the acceptance. */
export function termsHash(terms: ContractTerms): string {
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex')
}
