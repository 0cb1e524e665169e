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

/** `disclosure`: which rate the lender's market requires shown; the app's market unless told. */
export type QuoteInput = { amount: number; rate: number; periods: number; periodUnit: PeriodUnit; startDate?: string; dueDay?: DueDay; disclosure?: Disclosure }

/** The server starts the schedule on today's date in the lender's market (its time zone), not the phone's. */
export function marketToday(now = new Date(), timeZone = marketProfile(lender.market).timeZone): string {
  return localToday(timeZone, now)
}

export function browserQuote({ amount, rate, periods, periodUnit, startDate = marketToday(), dueDay, disclosure = marketProfile(lender.market).disclosure }: QuoteInput): Quote {
  const loan = { amountMinor: toMinor(amount), rate, periods, startDate }
  const q = dueDay === undefined ? quoteLoan({ ...loan, periodUnit }) : quoteOnDay(loan, dueDay)
  return {
    amt: toMajor(q.amountMinor),
    // Nothing is deducted before or for disbursement.
    netProceeds: toMajor(q.amountMinor),
    effectiveAnnualPercent: q.effectiveAnnualPercent,
    monthlyNominalPercent: q.monthlyNominalPercent,
    monthlyEffectivePercent: q.monthlyEffectivePercent,
    periodUnit,
    interest: toMajor(q.interestMinor),
    total: toMajor(q.totalMinor),
    perPeriod: toMajor(q.perPeriodMinor),
    apr: q.aprPercent,
    schedule: q.schedule.map((line) => ({ period: line.period, dueDate: line.dueDate, amt: toMajor(line.amtMinor) })),
    ...(dueDay === undefined ? {} : { dueDay }),
    ...disclosureOf(disclosure, q),
  }
}
