// A repayment day the borrower chooses at application, to fall after payday: a day of the month,
// the month's end, or (where the market's paydays are the 15th and the 30th) twice a month.
// Only monthly products offer it. The first installment then runs longer or shorter than a month
// and its interest is counted by its days; the rates are the IRR of the real dated payments.
// Money is integer minor units; rate is thousandths of a percent a month.

import * as z from 'zod/mini'
import { addDays, daysBetween } from './loan-extension'
import { dailyCostPercent, type Installment, type LoanQuote, type LoanTerms, percent, periodIrr, ratesOf, splitTotal } from './loan-math'
import { dailyCapOn, type MarketRules, type Violation } from './market-rules'
import { parseCalendarDate, utcDate } from './validation'

/** The latest day of the month that every month has; later ones are "the month's end". */
export const LAST_FIXED_DUE_DAY = 28

export const dueDaySchema = z.union([z.int().check(z.gte(1), z.lte(LAST_FIXED_DUE_DAY)), z.enum(['end', 'twice'])])
export type DueDay = z.infer<typeof dueDaySchema>

/** The fewest days from the payout to the first due date: never a full installment within days of the money. */
export const MIN_FIRST_DAYS = { month: 15, twice: 7 } as const

/** Installments a month: two when paid twice a month. */
export function installmentsPerMonth(dueDay: DueDay): 1 | 2 {
  return dueDay === 'twice' ? 2 : 1
}

/** What a product lets the borrower choose: a day of the month, or also twice a month. */
export const DUE_DAY_CHOICES = ['day', 'dayOrTwice'] as const
export type DueDayChoice = (typeof DUE_DAY_CHOICES)[number]

type ProductDays = { dueDayChoice: boolean; periodUnit: string; twiceMonthly: boolean }

/** The choice a product offers, or null: only monthly products, where the lender allows it. */
export function dueDayChoiceOf(product: ProductDays): DueDayChoice | null {
  if (!product.dueDayChoice || product.periodUnit !== 'month') return null
  return product.twiceMonthly ? 'dayOrTwice' : 'day'
}

/** Why the choice cannot be taken on this product, or null when it can. */
export function dueDayRefusal(dueDay: DueDay, product: ProductDays): 'notOffered' | 'twiceNotOffered' | null {
  const choice = dueDayChoiceOf(product)
  if (choice === null) return 'notOffered'
  return dueDay === 'twice' && choice !== 'dayOrTwice' ? 'twiceNotOffered' : null
}

/** The due dates of `count` installments from `startDate`, the first at least MIN_FIRST_DAYS away. */
export function dueDates(startDate: string, dueDay: DueDay, count: number): string[] {
  const start = parseCalendarDate(startDate)
  if (start === null) throw new RangeError(`not a calendar date: "${startDate}"`)
  const days = dueDay === 'twice' ? [15, 30] : [dueDay === 'end' ? 31 : dueDay]
  const minFirst = dueDay === 'twice' ? MIN_FIRST_DAYS.twice : MIN_FIRST_DAYS.month
  const dates: string[] = []
  for (let month = 0; dates.length < count; month++) {
    for (const day of days) {
      // A day past the month's end is its last day: the 30th of February is the 28th or 29th.
      const lastDay = utcDate(start.year, start.month + month, 0).getUTCDate()
      const date = utcDate(start.year, start.month - 1 + month, Math.min(day, lastDay)).toISOString().slice(0, 10)
      if (dates.length < count && (dates.length > 0 || daysBetween(startDate, date) >= minFirst)) dates.push(date)
    }
  }
  return dates
}

/**
 * Flat interest as every period is charged today, but the first installment's period counted by its
 * days (a month is 365 ÷ 12 days; half of it when paid twice a month). Rounded half up to 1
 * decimal of a major unit, then 2, as interestMinor.
 */
export function datedInterestMinor(amountMinor: number, rate: number, installments: number, perMonth: 1 | 2, firstDays: number): number {
  // Periods charged = (installments − 1) ÷ perMonth + firstDays × 12 ÷ 365, kept whole by scaling with 365 × perMonth.
  const periodsScaled = BigInt((installments - 1) * 365 + 12 * perMonth * firstDays)
  const scale = 1_000_000n * 365n * BigInt(perMonth)
  const tens = (BigInt(rate) * BigInt(amountMinor) * periodsScaled + scale / 2n) / scale
  const interest = Number(tens * 10n)
  if (!Number.isSafeInteger(interest)) throw new RangeError('interest out of range')
  return interest
}

/** The per-installment IRR of the dated payments: a daily IRR, compounded to the installment's average length. */
function datedIrr(amountMinor: number, startDate: string, schedule: readonly Installment[], perYear: number): number {
  const byDay: number[] = []
  for (const line of schedule) {
    const day = daysBetween(startDate, line.dueDate)
    for (let i = byDay.length; i < day; i++) byDay.push(0)
    byDay[day - 1]! += line.amtMinor
  }
  return (1 + periodIrr(amountMinor, byDay)) ** (365 / perYear) - 1
}

/** A monthly product quoted on the chosen day: `periods` months, in one or two installments a month. */
export function quoteOnDay(terms: Omit<LoanTerms, 'periodUnit'>, dueDay: DueDay): LoanQuote {
  const { amountMinor, rate, periods, startDate } = terms
  const perMonth = installmentsPerMonth(dueDay)
  const count = periods * perMonth
  const dates = dueDates(startDate, dueDay, count)
  const interest = datedInterestMinor(amountMinor, rate, count, perMonth, daysBetween(startDate, dates[0]!))
  const totalMinor = amountMinor + interest
  const { regular, last } = splitTotal(totalMinor, count)
  const schedule = dates.map((dueDate, i): Installment => ({ period: i + 1, dueDate, amtMinor: i === count - 1 ? last : regular }))
  const perYear = 12 * perMonth
  const irr = datedIrr(amountMinor, startDate, schedule, perYear)
  return {
    amountMinor,
    interestMinor: interest,
    totalMinor,
    perPeriodMinor: regular,
    ...ratesOf(irr, perYear),
    schedule,
  }
}

/**
 * Every market cap a quote on a chosen day breaks, from its dated payments (the first period as
 * long as it really is). The small-loan caps cover it by the product's term in months: a later
 * first due date never takes a loan out of them.
 */
export function checkQuoteOnDay(rules: MarketRules, quote: LoanQuote, startDate: string, months: number): Violation[] {
  const perYear = (12 * quote.schedule.length) / months
  const irr = datedIrr(quote.amountMinor, startDate, quote.schedule, perYear)
  const violations: Violation[] = []
  const check = (rule: Violation['rule'], limit: number | undefined, actual: number) => {
    if (limit !== undefined && actual > limit) violations.push({ rule, limit, actual })
  }
  const rates = ratesOf(irr, perYear)
  check('maxApr', rules.maxAprPercent, rates.aprPercent)
  const caps = rules.smallLoanCaps
  if (caps && quote.amountMinor <= caps.maxAmountMinor && months <= caps.maxTermMonths) {
    check('maxMonthlyNominal', caps.maxMonthlyNominalPercent, rates.monthlyNominalPercent)
    check('maxMonthlyEffective', caps.maxMonthlyEffectivePercent, rates.monthlyEffectivePercent)
  }
  check('chargesAbovePrincipal', rules.maxChargesPercentOfPrincipal, percent(quote.interestMinor / quote.amountMinor))
  check('maxDailyCost', dailyCapOn(rules.maxDailyPercentSteps, startDate, months), dailyCostPercent(quote, startDate))
  return violations
}

/** Days a payout may follow the quote; the schedule starts on the payout's day, so every start in them must keep within the caps. */
export const PAYOUT_WITHIN_DAYS = 30

/**
 * The caps a loan on the chosen day would break if paid out on any day from `startDate` to
 * PAYOUT_WITHIN_DAYS later: the first installment's length depends on that day, and the quote
 * promises the day, not the date of the money.
 */
export function violationsOverPayoutDays(rules: MarketRules, terms: Omit<LoanTerms, 'periodUnit'>, dueDay: DueDay): Violation[] {
  for (let offset = 0; offset <= PAYOUT_WITHIN_DAYS; offset++) {
    const startDate = addDays(terms.startDate, offset)
    const found = checkQuoteOnDay(rules, quoteOnDay({ ...terms, startDate }, dueDay), startDate, terms.periods)
    if (found.length > 0) return found
  }
  return []
}

/** The day an order was applied for with, as stored; null for one without (or from before the choice existed). */
export function storedDueDay(value: unknown): DueDay | null {
  const parsed = dueDaySchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * Installments a month of an order as stored: what turns one installment into the monthly payment the
 * affordability rules weigh (the decision job and the reviewer's findings read it from here alike).
 */
export function storedInstallmentsPerMonth(dueDay: unknown): 1 | 2 {
  const day = storedDueDay(dueDay)
  return day === null ? 1 : installmentsPerMonth(day)
}
