// Loan arithmetic: interest, the repayment schedule and the disclosed rates.
// Money is integer minor units; rate is thousandths of a percent per period.

import { parseCalendarDate, utcDate } from './validation'

export type PeriodUnit = 'month' | 'week' | 'day'

export const PERIODS_PER_YEAR: Readonly<Record<PeriodUnit, number>> = { month: 12, week: 52, day: 365 }

export type LoanTerms = {
  amountMinor: number
  rate: number
  periods: number
  /** `YYYY-MM-DD`, the day the money is paid out. */
  startDate: string
  periodUnit: PeriodUnit
  /**
   * The digits of the currency's minor unit (MarketProfile.minorDigits), which set how the interest
   * is rounded (interestMinor). The server's and the app's quotes and the schedule pass the
   * market's; the arithmetic's own tests leave it out and get the baht's and the peso's 2.
   */
  minorDigits?: number
}

export type Installment = { period: number; dueDate: string; amtMinor: number }

export type LoanQuote = {
  amountMinor: number
  interestMinor: number
  totalMinor: number
  perPeriodMinor: number
  /** Per-period IRR × periods a year, in percent. */
  aprPercent: number
  /** (1 + per-period IRR) ^ periods a year − 1, in percent. */
  effectiveAnnualPercent: number
  monthlyNominalPercent: number
  monthlyEffectivePercent: number
  /** The per-period IRR, in percent. */
  periodRatePercent: number
  schedule: Installment[]
}

/**
 * Flat interest on the full amount for every period: rate × amount ÷ 100000 × periods.
 * The product rounds it half up to 1 decimal of a major unit, so with 2 digits the result is
 * always a multiple of 10 minor units; a currency without a tenth rounds to the whole unit.
 */
export function interestMinor(amountMinor: number, rate: number, periods: number, minorDigits = 2): number {
  assertTerms(amountMinor, rate, periods)
  const scaled = BigInt(rate) * BigInt(amountMinor) * BigInt(periods) // minor units × 100000
  const step = 10n ** BigInt(Math.max(0, minorDigits - 1)) // minor units in a tenth of a major unit
  const steps = (scaled + step * 50_000n) / (step * 100_000n)
  const interest = Number(steps * step)
  if (!Number.isSafeInteger(interest)) throw new RangeError('interest out of range')
  return interest
}

/**
 * Splits the total into equal installments rounded half up, the last one taking
 * the difference so the schedule sums to the total exactly. When rounding up
 * would leave the last installment with nothing (tiny totals over many periods),
 * installments round down instead, so every one stays positive.
 */
export function splitTotal(totalMinor: number, periods: number): { regular: number; last: number } {
  // % is exact on whole numbers, where totalMinor / periods can round up past one.
  const remainder = totalMinor % periods
  const floor = (totalMinor - remainder) / periods
  const halfUp = 2 * remainder >= periods ? floor + 1 : floor
  const regular = halfUp * (periods - 1) >= totalMinor ? floor : halfUp
  return { regular, last: totalMinor - regular * (periods - 1) }
}

/**
 * The date `count` periods after `startDate`. Months are calendar months counted
 * from the start each time, clamped to the month's end: 31 Jan → 28/29 Feb → 31 Mar.
 */
export function addPeriods(startDate: string, count: number, unit: PeriodUnit): string {
  const start = parseCalendarDate(startDate)
  if (start === null) throw new RangeError(`not a calendar date: "${startDate}"`)
  const { year, month, day } = start
  if (unit === 'month') {
    const lastDay = utcDate(year, month - 1 + count + 1, 0).getUTCDate()
    return isoDate(utcDate(year, month - 1 + count, Math.min(day, lastDay)))
  }
  return isoDate(utcDate(year, month - 1, day + count * (unit === 'week' ? 7 : 1)))
}

/**
 * The per-period internal rate of return of a loan: the borrower receives the
 * whole amount at t = 0 (nothing is deducted) and pays `payments[k - 1]` at t = k.
 * Newton's method inside a shrinking bracket, bisecting whenever a step would
 * leave it: no random start, and it converges even where Newton alone would not.
 */
export function periodIrr(amountMinor: number, payments: readonly number[]): number {
  const presentValue = (r: number) => payments.reduce((sum, p, i) => sum + p / (1 + r) ** (i + 1), -amountMinor)
  const slope = (r: number) => payments.reduce((sum, p, i) => sum - ((i + 1) * p) / (1 + r) ** (i + 2), 0)
  // Payments that do not exceed the amount carry no charge at all.
  if (presentValue(0) <= 0) return 0
  let low = 0
  let high = 1
  while (presentValue(high) > 0) high *= 2
  // Start near the answer: a flat rate's IRR is about 2n ÷ (n + 1) times it.
  const charges = payments.reduce((sum, p) => sum + p, -amountMinor)
  const guess = (2 * charges) / (amountMinor * (payments.length + 1))
  let r = guess > low && guess < high ? guess : high / 2
  for (let i = 0; i < 200; i++) {
    const value = presentValue(r)
    if (value === 0) return r
    if (value > 0) low = r
    else high = r
    const newton = r - value / slope(r)
    const next = newton > low && newton < high ? newton : (low + high) / 2
    if (Math.abs(next - r) <= Number.EPSILON * r) return next
    r = next
  }
  return r
}

export function quoteLoan(terms: LoanTerms): LoanQuote {
  const { amountMinor, rate, periods, startDate, periodUnit, minorDigits } = terms
  if (!Object.hasOwn(PERIODS_PER_YEAR, periodUnit)) throw new RangeError(`unknown period unit: ${periodUnit}`)
  const interest = interestMinor(amountMinor, rate, periods, minorDigits)
  const totalMinor = amountMinor + interest
  if (!Number.isSafeInteger(totalMinor)) throw new RangeError('total out of range')
  const { regular, last } = splitTotal(totalMinor, periods)
  const schedule = Array.from({ length: periods }, (_, i): Installment => ({
    period: i + 1,
    dueDate: addPeriods(startDate, i + 1, periodUnit),
    amtMinor: i === periods - 1 ? last : regular,
  }))
  const irr = periodIrr(amountMinor, schedule.map((line) => line.amtMinor))
  const perYear = PERIODS_PER_YEAR[periodUnit]
  return {
    amountMinor,
    interestMinor: interest,
    totalMinor,
    perPeriodMinor: regular,
    ...ratesOf(irr, perYear),
    schedule,
  }
}

/** The quoted rates of a loan from its IRR per period and the periods in a year. */
export function ratesOf(irr: number, perYear: number) {
  return {
    aprPercent: percent(irr * perYear),
    effectiveAnnualPercent: percent((1 + irr) ** perYear - 1),
    // The BSP's monthly figures: the IRR spread evenly over the months, and compounded to a month.
    monthlyNominalPercent: percent((irr * perYear) / 12),
    monthlyEffectivePercent: percent((1 + irr) ** (perYear / 12) - 1),
    periodRatePercent: percent(irr),
  }
}

/** What a per-period installment comes to in a month, for rules and texts that think in months. */
export function monthlyPaymentMinor(perPeriodMinor: number, periodUnit: PeriodUnit): number {
  return Math.round((perPeriodMinor * PERIODS_PER_YEAR[periodUnit]) / 12)
}

const DAY_MS = 86_400_000

/** Calendar days from the start to the last due date: the tenor OJK's daily cost divides by. */
export function tenorDays(startDate: string, quote: Pick<LoanQuote, 'schedule'>): number {
  const last = quote.schedule.at(-1)?.dueDate ?? startDate
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS)
}

/**
 * The cost a calendar day as a percent of the amount financed, to 4 decimals as OJK's own worked
 * example states it (SEOJK 19/SEOJK.06/2023: Rp85,000 ÷ (Rp1,000,000 × 90 days) = 0.0944%). Every
 * charge of ours is interest, so the interest is the whole economic benefit.
 */
export function dailyCostPercent(quote: Pick<LoanQuote, 'amountMinor' | 'interestMinor' | 'schedule'>, startDate: string): number {
  return dailyPercentOf(quote.interestMinor, quote.amountMinor, tenorDays(startDate, quote))
}

/** Charges over the amount financed and the days, as a percent to 4 decimals. */
export function dailyPercentOf(chargesMinor: number, amountMinor: number, days: number): number {
  return Math.round((chargesMinor / (amountMinor * Math.max(1, days))) * 1_000_000) / 10_000
}

/** A fraction as a percent rounded to 2 decimals: 0.123456 → 12.35. */
export function percent(fraction: number): number {
  return Math.round(fraction * 10_000) / 100
}

function assertTerms(amountMinor: number, rate: number, periods: number): void {
  const whole = (n: number, min: number) => Number.isSafeInteger(n) && n >= min
  if (!whole(amountMinor, 1)) throw new RangeError(`amount must be a positive whole number of minor units: ${amountMinor}`)
  if (!whole(rate, 0)) throw new RangeError(`rate must be a whole number ≥ 0: ${rate}`)
  if (!whole(periods, 1)) throw new RangeError(`periods must be a whole number ≥ 1: ${periods}`)
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}
