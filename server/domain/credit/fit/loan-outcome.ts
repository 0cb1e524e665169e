// Whether a paid-out loan went bad: a period `badDays` past due on a day within `windowMonths` of
// the payout. No paid date is kept per period, so each period's is found by laying the loan's
// payments, oldest first, over its periods in order: a period is paid on the day the payments
// reach everything due up to and including it.
import { addDays } from '../../../../contract/loan-extension'
import { addPeriods } from '../../../../contract/loan-math'

export type OutcomePeriod = { dueDate: string; amountMinor: number; paidMinor: number; repaid: boolean }
export type OutcomePayment = { day: string; amountMinor: number }

export type LoanOutcome = {
  bad: boolean
  /** False while the loan may still go bad within its window: such a loan is left out of the fit. */
  known: boolean
}

/**
 * `payoutDay`, `today` and every day are the market's local calendar days. A period counts as
 * `badDays` past due when it was still unpaid at the start of its due date + `badDays`.
 */
export function loanOutcome(
  periods: readonly OutcomePeriod[],
  payments: readonly OutcomePayment[],
  loan: { payoutDay: string; finished: boolean },
  rule: { badDays: number; windowMonths: number },
  today: string,
): LoanOutcome {
  const windowEnd = addPeriods(loan.payoutDay, rule.windowMonths, 'month')
  const lastCounted = windowEnd < today ? windowEnd : today
  const sorted = [...payments].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
  let owed = 0
  let paid = 0
  let next = 0
  for (const period of periods) {
    // A settled loan's period paid off early owes what was paid (the interest not begun is forgiven).
    owed += period.repaid ? period.paidMinor : period.amountMinor
    while (paid < owed && next < sorted.length) paid += sorted[next++]?.amountMinor ?? 0
    const paidOn = paid >= owed ? (sorted[next - 1]?.day ?? loan.payoutDay) : null
    const badDay = addDays(period.dueDate, rule.badDays)
    if (badDay <= lastCounted && (paidOn === null || paidOn >= badDay)) return { bad: true, known: true }
  }
  return { bad: false, known: loan.finished || windowEnd <= today }
}
