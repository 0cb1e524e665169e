// The pricing rules a market's regulator sets, as data a lender can configure,
// and the checks every quote and product must pass.
//
// Every figure is compared as disclosed, rounded to 2 decimals, so a product
// exactly at a cap passes. No rule here is about fees: our products charge none,
// so the borrower receives the whole amount financed and the rates below,
// computed from that cash flow, already count every charge.

import * as z from 'zod/mini'
import { dailyCostPercent, PERIODS_PER_YEAR, percent, periodIrr, quoteLoan, type LoanQuote, type PeriodUnit } from './loan-math'

const positive = z.number().check(z.positive())
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

/**
 * One step of a dated cap on the daily cost: from the day `from` on (the day a loan is quoted and
 * its terms fixed), loans of at least `fromTermMonths` months cost at most `percent` of the amount
 * financed a calendar day. Steps sharing a `from` split one period by term.
 */
export const dailyCostStepSchema = z.object({ from: isoDay, percent: positive, fromTermMonths: z.optional(z.number().check(z.minimum(0))) })
export type DailyCostStep = z.infer<typeof dailyCostStepSchema>

export const marketRulesSchema = z.object({
  /** Cap on the nominal annual rate (per-period IRR × periods a year), in percent. */
  maxAprPercent: z.optional(positive),
  /** Monthly caps that apply only to small, short loans. */
  smallLoanCaps: z.optional(
    z.object({
      maxAmountMinor: z.int().check(z.positive()),
      maxTermMonths: positive,
      maxMonthlyNominalPercent: positive,
      maxMonthlyEffectivePercent: positive,
    }),
  ),
  /** Total charges as a percent of the principal; 100 means never above the principal. */
  maxChargesPercentOfPrincipal: z.number().check(z.minimum(0)),
  /** Caps on the cost a calendar day, each from its date: a loan keeps the cap of the day it was quoted. */
  maxDailyPercentSteps: z.optional(z.array(dailyCostStepSchema)),
})

export type MarketRules = z.infer<typeof marketRulesSchema>

/**
 * Thailand: the Bank of Thailand caps personal loans at an effective rate of
 * 25% a year with every charge counted. "Effective" there is the IRR-based
 * annual rate without compounding, which is our APR.
 */
export const TH_RULES: MarketRules = {
  maxAprPercent: 25,
  maxChargesPercentOfPrincipal: 100,
}

/**
 * Philippines: BSP Circular 1133 (2021) caps unsecured consumer loans of at most
 * PHP 10,000 over at most 4 months at 6% a month nominal interest, 15% a month
 * effective with all charges, and total charges at 100% of the principal.
 */
export const PH_RULES: MarketRules = {
  smallLoanCaps: {
    maxAmountMinor: 1_000_000,
    maxTermMonths: 4,
    maxMonthlyNominalPercent: 6,
    maxMonthlyEffectivePercent: 15,
  },
  maxChargesPercentOfPrincipal: 100,
}

export type Violation = {
  rule: 'maxApr' | 'maxMonthlyNominal' | 'maxMonthlyEffective' | 'chargesAbovePrincipal' | 'maxDailyCost'
  limit: number
  actual: number
}

/**
 * The cap in force on `day` for a loan of `termMonths`: the latest steps that began on or before
 * it, and of those the one for the longest term the loan reaches; undefined before the first.
 */
export function dailyCapOn(steps: readonly DailyCostStep[] | undefined, day: string, termMonths: number): number | undefined {
  const begun = (steps ?? []).filter((s) => s.from <= day)
  const latest = begun.reduce<string | undefined>((max, s) => (max === undefined || s.from > max ? s.from : max), undefined)
  const fitting = begun.filter((s) => s.from === latest && (s.fromTermMonths ?? 0) <= termMonths)
  const longest = fitting.reduce<DailyCostStep | undefined>((best, s) => (!best || (s.fromTermMonths ?? 0) > (best.fromTermMonths ?? 0) ? s : best), undefined)
  return longest?.percent
}

/**
 * Everything wrong with one quote; an empty list means it may be offered. `startDate` is the day
 * the loan is quoted, from which its schedule runs: a dated cap applies as it stood that day.
 */
export function checkQuote(rules: MarketRules, quote: LoanQuote, periodUnit: PeriodUnit, startDate: string): Violation[] {
  const perYear = PERIODS_PER_YEAR[periodUnit]
  // Recomputed unrounded: the quote's per-period figure, rounded to 0.01%, is too coarse for daily loans.
  const irr = periodIrr(quote.amountMinor, quote.schedule.map((line) => line.amtMinor))
  const violations: Violation[] = []
  const check = (rule: Violation['rule'], limit: number | undefined, actual: number) => {
    if (limit !== undefined && actual > limit) violations.push({ rule, limit, actual })
  }

  check('maxApr', rules.maxAprPercent, percent(irr * perYear))
  const caps = rules.smallLoanCaps
  const termMonths = (quote.schedule.length * 12) / perYear
  if (caps && quote.amountMinor <= caps.maxAmountMinor && termMonths <= caps.maxTermMonths) {
    // Nominal: the IRR spread evenly over the months. At least the flat rate, so never lenient.
    check('maxMonthlyNominal', caps.maxMonthlyNominalPercent, percent((irr * perYear) / 12))
    check('maxMonthlyEffective', caps.maxMonthlyEffectivePercent, percent((1 + irr) ** (perYear / 12) - 1))
  }
  check('chargesAbovePrincipal', rules.maxChargesPercentOfPrincipal, percent(quote.interestMinor / quote.amountMinor))
  check('maxDailyCost', dailyCapOn(rules.maxDailyPercentSteps, startDate, termMonths), dailyCostPercent(quote, startDate))
  return violations
}

export type ProductTerms = {
  rate: number
  periodsOptions: readonly number[]
  minAmountMinor: number
  maxAmountMinor: number
  periodUnit: PeriodUnit
}

/**
 * The worst case, per rule, over every offered number of periods at both amount
 * bounds, plus the largest amount a small-loan cap still covers: rounding makes
 * the rates move a little with the amount. `on` is the day a loan would be quoted,
 * for the dated caps.
 */
export function checkProduct(rules: MarketRules, product: ProductTerms, on: string): Violation[] {
  const { rate, periodsOptions, minAmountMinor, maxAmountMinor, periodUnit } = product
  const capAmount = rules.smallLoanCaps?.maxAmountMinor ?? maxAmountMinor
  const amounts = new Set([minAmountMinor, maxAmountMinor, Math.max(minAmountMinor, Math.min(capAmount, maxAmountMinor))])
  const worst = new Map<Violation['rule'], Violation>()
  for (const periods of periodsOptions) {
    for (const amountMinor of amounts) {
      // The start date moves no IRR-based rate (payments fall whole periods apart), only the
      // days a month-long tenor has, which the daily cost divides by.
      const quote = quoteLoan({ amountMinor, rate, periods, startDate: on, periodUnit })
      for (const violation of checkQuote(rules, quote, periodUnit, on)) {
        const seen = worst.get(violation.rule)
        if (!seen || violation.actual > seen.actual) worst.set(violation.rule, violation)
      }
    }
  }
  return [...worst.values()]
}
