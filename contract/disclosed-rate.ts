// The one rate the market's regulator requires a borrower to be shown before committing, named as
// the regulator names it; the market pack's `disclosure` says which. Every screen and the
// contract show this figure once, and any other rate only with what it is.
import { dailyCostPercent, type LoanQuote } from './loan-math'
import type { Disclosure } from './market/types'
import type { DisclosedRate } from './schemas/disclosed-rate'

/** The rates a quote or frozen contract carries, in percent (contract/loan-math.ts ratesOf). */
export type QuotedRates = { aprPercent: number; monthlyEffectivePercent?: number; dailyCostPercent?: number }

export type { DisclosedRate }

/**
 * `effectiveAnnual` (Thailand): the Bank of Thailand's effective interest rate a year (reducing
 * balance), the rate its 25% ceiling for personal loans is stated in: the loan's internal rate of
 * return a period × periods a year.
 */
function effectiveAnnual(rates: QuotedRates): DisclosedRate {
  return { name: 'effectiveAnnual', per: 'year', percent: rates.aprPercent }
}

/**
 * `monthlyEir` (the Philippines): the BSP's effective interest rate a month (Truth in Lending, BSP
 * Circular 730; Circular 1133 caps it at 15%): the rate that discounts the payments to the net proceeds, over a month. Terms
 * frozen without it fall back to the yearly rate over 12, which is the same for monthly payments.
 */
function monthlyEir(rates: QuotedRates): DisclosedRate {
  const percent = rates.monthlyEffectivePercent ?? Math.round((rates.aprPercent / 12) * 100) / 100
  return { name: 'monthlyEir', per: 'month', percent }
}

/**
 * `dailyCost` (Indonesia): OJK's economic benefit (manfaat ekonomi: interest and every fee but late
 * fees, stamp duty and tax) a calendar day as a percent of the amount in the agreement, the measure
 * its caps are set in (SEOJK 19/SEOJK.06/2023; contract/market/id/rules.ts). A rate kept without
 * it falls back to the yearly rate over 365 days.
 */
function dailyCost(rates: QuotedRates): DisclosedRate {
  const percent = rates.dailyCostPercent ?? Math.round((rates.aprPercent / 365) * 10_000) / 10_000
  return { name: 'dailyCost', per: 'day', percent }
}

const DISCLOSED: Readonly<Record<Disclosure, (rates: QuotedRates) => DisclosedRate>> = {
  annualRate: effectiveAnnual,
  monthlyEirTila: monthlyEir,
  dailyEconomicBenefit: dailyCost,
}

export function disclosedRate(disclosure: Disclosure, rates: QuotedRates): DisclosedRate {
  return DISCLOSED[disclosure](rates)
}

/**
 * What a quote discloses beyond its amounts: the one rate. The Truth in Lending statement's
 * "percentage the finance charge bears to the amount financed" is this EIR (BSP Circular 730), so
 * the Philippines gets no second percent beside it.
 */
export function disclosureOf(
  disclosure: Disclosure,
  quote: Pick<LoanQuote, 'aprPercent' | 'monthlyEffectivePercent' | 'amountMinor' | 'interestMinor' | 'schedule'>,
  startDate: string,
): { disclosed: DisclosedRate } {
  return { disclosed: disclosedRate(disclosure, { ...quote, dailyCostPercent: dailyCostPercent(quote, startDate) }) }
}
