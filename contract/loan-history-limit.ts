// How far a borrower's limit on one product has grown with their own repayment history: the
// lender's rule (apps.limit_growth), applied to the product's loans the borrower has closed.
// Money is integer minor units; nothing here is a score, only counted loans.

import * as z from 'zod/mini'
import { toMinor } from './money'
import { majorAmount } from './schemas/fields'

const amount = majorAmount.check(z.positive())

/**
 * A product's limit-growth rule, in major units as staff type them. The first loan is offered up
 * to `startAmount`; each loan repaid on time adds `stepAmount`, never beyond the product's
 * maximum. After a late one the limit is held (`hold`) or starts over (`reset`).
 * A product without a rule (the default) offers its whole maximum from the first loan.
 */
export const limitGrowthSchema = z.object({
  startAmount: amount,
  stepAmount: amount,
  afterLate: z.enum(['hold', 'reset']),
})
export type LimitGrowth = z.infer<typeof limitGrowthSchema>

/** Why the limit is what it is, from a fixed list the app translates. */
export const LIMIT_REASONS = ['repaid_on_time'] as const
export type LimitReason = (typeof LIMIT_REASONS)[number]

export type HistoryLimit = { limitMinor: number; reason: LimitReason | null }

export type ClosedLoan = { onTime: boolean }

/**
 * The limit after the closed loans, oldest first, between the product's bounds. The reason is
 * given only when the most recent loan was repaid on time and the limit is above the start.
 */
export function historyLimit(rule: LimitGrowth | null, closed: readonly ClosedLoan[], product: { minAmountMinor: number; maxAmountMinor: number }, minorDigits: number): HistoryLimit {
  if (!rule) return { limitMinor: product.maxAmountMinor, reason: null }
  const bounded = (minor: number) => Math.min(product.maxAmountMinor, Math.max(product.minAmountMinor, minor))
  // The rule's amounts are in major units, as a lender types them: Rp 1,000,000 is 1,000,000 minor units, ฿1,000 is 100,000.
  const start = bounded(toMinor(rule.startAmount, minorDigits))
  const step = toMinor(rule.stepAmount, minorDigits)
  let limit = start
  for (const loan of closed) {
    if (loan.onTime) limit = bounded(limit + step)
    else if (rule.afterLate === 'reset') limit = start
  }
  const last = closed.at(-1)
  return { limitMinor: limit, reason: last?.onTime && limit > start ? 'repaid_on_time' : null }
}

/**
 * The limit held under the borrower's legal and affordable ceiling (contract/credit-limits.ts):
 * repaying on time never lends more than the law allows for the borrower's income. Where the
 * ceiling holds the limit down, the growth is not announced: the offer's reasons say why instead.
 */
export function withinCeiling(limit: HistoryLimit, ceilingMinor: number): HistoryLimit {
  if (limit.limitMinor <= ceilingMinor) return limit
  return { limitMinor: Math.max(0, Math.floor(ceilingMinor)), reason: null }
}

export type DatedPeriod = { dueDate: string; amountMinor: number }
export type DatedPayment = { paidOn: string; amountMinor: number }

/**
 * Whether a closed loan was repaid on time: by the end of every due date (the borrower's local
 * day), what had been paid covered that period and every earlier one. A payoff that forgave
 * interest covers less than the schedule's sum, so no period asks for more than was paid in all.
 */
export function repaidOnTime(periods: readonly DatedPeriod[], payments: readonly DatedPayment[]): boolean {
  const totalPaid = payments.reduce((sum, p) => sum + p.amountMinor, 0)
  let owedSoFar = 0
  for (const period of [...periods].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    owedSoFar += period.amountMinor
    const paidBy = payments.filter((p) => p.paidOn <= period.dueDate).reduce((sum, p) => sum + p.amountMinor, 0)
    if (paidBy < Math.min(owedSoFar, totalPaid)) return false
  }
  return true
}
