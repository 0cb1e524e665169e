// The quote the borrower reads, computed on the phone with the contract's arithmetic:
// the same function and the same conversions as the server's /loan/quote, so the
// figures agree to the unit (test/unit/loan-quote-agreement.test.ts holds them together).
import type { Data } from '../../../contract/endpoints'
import { type PeriodUnit, quoteLoan } from '../../../contract/loan-math'
import { toMajor, toMinor } from '../../../contract/money'

export type Quote = Required<Data<'/loan/quote'>>

export type QuoteInput = { amount: number; rate: number; periods: number; periodUnit: PeriodUnit; startDate?: string }

/** The server starts the schedule on today's date in UTC. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

export function browserQuote({ amount, rate, periods, periodUnit, startDate = todayUtc() }: QuoteInput): Quote {
  const q = quoteLoan({ amountMinor: toMinor(amount), rate, periods, startDate, periodUnit })
  return {
    amt: toMajor(q.amountMinor),
    // Nothing is deducted before or for disbursement.
    netProceeds: toMajor(q.amountMinor),
    interest: toMajor(q.interestMinor),
    total: toMajor(q.totalMinor),
    perPeriod: toMajor(q.perPeriodMinor),
    apr: q.aprPercent,
    effectiveAnnualPercent: q.effectiveAnnualPercent,
    periodUnit,
    schedule: q.schedule.map((line) => ({ period: line.period, dueDate: line.dueDate, amt: toMajor(line.amtMinor) })),
  }
}
