// Paying a loan off early: the principal still owed, the interest accrued to the day, and the
// charges already due (docs/payoff.md). Money is integer minor units.
//
// A period's interest is earned day by day from the period's start (the payout date for the
// first, the due date before it for the others): periods that have ended are owed in full, the
// period running today only for the days since it began, and periods not yet begun not at all.
// Interest paid ahead of its days (an installment paid before its due date) is given back in the
// payoff, so paying off in several parts costs what paying at once costs.

import { daysBetween } from './loan-extension'

/** How days are counted: actual days elapsed over a year of 365 (each market pack says which; docs/payoff.md). */
export type DayCount = 'actual/365'

export const YEAR_DAYS: Readonly<Record<DayCount, number>> = { 'actual/365': 365 }

export type PayoffPeriod = {
  period: number
  dueDate: string
  amountMinor: number
  /** The interest part of `amountMinor`; within a period, payments pay principal first. */
  interestMinor: number
  paidMinor: number
  repaid: boolean
}

export type PayoffTerms = {
  /** `YYYY-MM-DD` on the borrower's calendar. */
  today: string
  /** The payout date, on which the first period begins. */
  startDate: string
  /** Installments in a year (12 monthly, 24 twice a month, 52 weekly, 365 daily). */
  periodsPerYear: number
  dayCount: DayCount
  /** Charges already due that the contract names and the market permits (none are charged yet). */
  chargesMinor?: number
}

export type Payoff = {
  payoffMinor: number
  principalMinor: number
  /** Interest accrued to today and not yet paid. */
  interestMinor: number
  /** Interest paid ahead of its days (an installment paid early), given back. */
  interestBackMinor: number
  chargesMinor: number
  /** Per period (same order): what a payoff today pays of it, principal first; the rest is forgiven. */
  toPay: number[]
}

type PeriodState = { principalLeft: number; interestPaid: number; accrued: number }

/**
 * The interest of period `index` earned by `today`. A day earns the period's interest spread over
 * its nominal length (a year ÷ periods a year) or over its actual days when it is longer (a
 * 31-day month, a first period to a chosen day, a moved due date), so a period never earns more
 * than its interest; rounded down to the minor unit. From the due date on, the whole of it.
 */
export function accruedInterestMinor(periods: readonly PayoffPeriod[], index: number, terms: PayoffTerms): number {
  const p = periods[index]
  if (!p) throw new RangeError(`no period at ${index}`)
  if (p.dueDate <= terms.today) return p.interestMinor
  const start = index === 0 ? terms.startDate : (periods[index - 1]?.dueDate ?? terms.startDate)
  if (start >= terms.today) return 0
  const elapsed = BigInt(daysBetween(start, terms.today))
  const length = BigInt(Math.max(1, daysBetween(start, p.dueDate)))
  const perYear = BigInt(terms.periodsPerYear)
  const yearDays = BigInt(YEAR_DAYS[terms.dayCount])
  const over = length * perYear > yearDays ? length * perYear : yearDays
  return Number((BigInt(p.interestMinor) * elapsed * perYear) / over)
}

function stateOf(periods: readonly PayoffPeriod[], index: number, terms: PayoffTerms): PeriodState {
  const p = periods[index]!
  const principal = p.amountMinor - p.interestMinor
  const interestPaid = Math.max(0, p.paidMinor - principal)
  return { principalLeft: p.repaid ? 0 : Math.max(0, principal - p.paidMinor), interestPaid, accrued: accruedInterestMinor(periods, index, terms) }
}

/** What paying everything off on `terms.today` costs, and how it is made. */
export function payoffOn(periods: readonly PayoffPeriod[], terms: PayoffTerms): Payoff {
  assertTerms(periods, terms)
  let principalMinor = 0
  let accruedDue = 0
  let paidAhead = 0
  const toPay = periods.map((p, i) => {
    const s = stateOf(periods, i, terms)
    paidAhead += Math.max(0, s.interestPaid - s.accrued)
    if (p.repaid) return 0
    const interestDue = Math.max(0, s.accrued - s.interestPaid)
    principalMinor += s.principalLeft
    accruedDue += interestDue
    return s.principalLeft + interestDue
  })
  // Interest paid ahead is given back against principal, never below what is due today besides.
  const interestBackMinor = Math.min(paidAhead, principalMinor)
  const chargesMinor = terms.chargesMinor ?? 0
  return { payoffMinor: principalMinor + accruedDue - interestBackMinor + chargesMinor, principalMinor, interestMinor: accruedDue, interestBackMinor, chargesMinor, toPay }
}

/** What the schedule still asks, as scheduled: the most a payoff can ever be (besides charges). */
export function scheduledRemainingMinor(periods: readonly PayoffPeriod[]): number {
  return periods.reduce((sum, p) => sum + (p.repaid ? 0 : p.amountMinor - p.paidMinor), 0)
}

function assertTerms(periods: readonly PayoffPeriod[], terms: PayoffTerms): void {
  if (!Number.isInteger(terms.periodsPerYear) || terms.periodsPerYear < 1) throw new RangeError(`periods a year must be a whole number ≥ 1: ${terms.periodsPerYear}`)
  if (!Object.hasOwn(YEAR_DAYS, terms.dayCount)) throw new RangeError(`unknown day count: ${terms.dayCount}`)
  for (const p of periods) {
    if (p.interestMinor < 0 || p.interestMinor > p.amountMinor || p.paidMinor < 0) throw new RangeError(`period ${p.period} is not a schedule line`)
  }
}
