// The quote the borrower reads, computed on the phone with the contract's arithmetic:
// the same function and the same conversions as the server's /loan/quote, so the
// figures agree to the unit (test/unit/loan-quote-agreement.test.ts holds them together).
import { disclosureOf } from '../../../contract/disclosed-rate'
import type { Data } from '../../../contract/endpoints'
import { type PeriodUnit, quoteLoan } from '../../../contract/loan-math'
import { localToday } from '../../../contract/market/local-time'
import { marketProfile } from '../../../contract/market/profiles'
import type { Disclosure } from '../../../contract/market/types'
import { toMajor, toMinor } from '../../../contract/money'
import { type DueDay, quoteOnDay } from '../../../contract/repayment-day'
import { lender } from '../../config'

/** Every figure is there; the repayment day only when one was chosen. */
export type Quote = Required<Omit<Data<'/loan/quote'>, 'dueDay'>> & Pick<Data<'/loan/quote'>, 'dueDay'>

/** `disclosure` and `minorDigits`: which rate the lender's market requires shown and its currency's digits; the app's market's unless told. */
export type QuoteInput = { amount: number; rate: number; periods: number; periodUnit: PeriodUnit; startDate?: string; dueDay?: DueDay; disclosure?: Disclosure; minorDigits?: number }

/** The server starts the schedule on today's date in the lender's market (its time zone), not the phone's. */
export function marketToday(now = new Date(), timeZone = marketProfile(lender.market).timeZone): string {
  return localToday(timeZone, now)
}

export function browserQuote({ amount, rate, periods, periodUnit, startDate = marketToday(), dueDay, disclosure = marketProfile(lender.market).disclosure, minorDigits: digits = marketProfile(lender.market).minorDigits }: QuoteInput): Quote {
  const loan = { amountMinor: toMinor(amount, digits), rate, periods, startDate, minorDigits: digits }
  const q = dueDay === undefined ? quoteLoan({ ...loan, periodUnit }) : quoteOnDay(loan, dueDay)
  return {
    amt: toMajor(q.amountMinor, digits),
    // Nothing is deducted before or for disbursement.
    netProceeds: toMajor(q.amountMinor, digits),
    effectiveAnnualPercent: q.effectiveAnnualPercent,
    monthlyNominalPercent: q.monthlyNominalPercent,
    monthlyEffectivePercent: q.monthlyEffectivePercent,
    periodUnit,
    interest: toMajor(q.interestMinor, digits),
    total: toMajor(q.totalMinor, digits),
    perPeriod: toMajor(q.perPeriodMinor, digits),
    apr: q.aprPercent,
    schedule: q.schedule.map((line) => ({ period: line.period, dueDate: line.dueDate, amt: toMajor(line.amtMinor, digits) })),
    ...(dueDay === undefined ? {} : { dueDay }),
    ...disclosureOf(disclosure, q, startDate),
  }
}
