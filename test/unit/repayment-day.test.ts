import { describe, expect, it } from 'vitest'
import { interestMinor, quoteLoan } from '../../contract/loan-math'
import { checkQuote, PH_RULES, TH_RULES } from '../../contract/market-rules'
import {
  checkQuoteOnDay,
  datedInterestMinor,
  dueDates,
  dueDayChoiceOf,
  dueDayRefusal,
  quoteOnDay,
  violationsOverPayoutDays,
} from '../../contract/repayment-day'

describe('due dates on a chosen day', () => {
  it('falls on the day in every month, the first at least 15 days after the payout', () => {
    expect(dueDates('2026-01-10', 5, 3)).toEqual(['2026-02-05', '2026-03-05', '2026-04-05'])
    expect(dueDates('2026-01-10', 28, 2)).toEqual(['2026-01-28', '2026-02-28'])
    expect(dueDates('2026-02-14', 28, 2)).toEqual(['2026-03-28', '2026-04-28'])
    expect(dueDates('2026-01-13', 28, 1)).toEqual(['2026-01-28'])
  })

  it("takes the month's own last day for the end of the month: 28 or 29 February, 30 April, 31 May", () => {
    expect(dueDates('2026-01-31', 'end', 4)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'])
    expect(dueDates('2028-01-31', 'end', 2)).toEqual(['2028-02-29', '2028-03-31'])
    expect(dueDates('2026-12-20', 'end', 2)).toEqual(['2027-01-31', '2027-02-28'])
  })

  it('twice a month falls on the 15th and the 30th, the last day of February, at least 7 days after the payout', () => {
    expect(dueDates('2026-01-31', 'twice', 4)).toEqual(['2026-02-15', '2026-02-28', '2026-03-15', '2026-03-30'])
    expect(dueDates('2026-02-10', 'twice', 3)).toEqual(['2026-02-28', '2026-03-15', '2026-03-30'])
    expect(dueDates('2028-02-01', 'twice', 2)).toEqual(['2028-02-15', '2028-02-29'])
    expect(dueDates('2026-05-08', 'twice', 2)).toEqual(['2026-05-15', '2026-05-30'])
  })
})

describe('interest with a first period of its own length', () => {
  it('is the usual flat interest with the first month counted by its days', () => {
    // 3 months of 3%: 2 whole months and a first of 31 days out of 365 ÷ 12.
    expect(datedInterestMinor(8_000_00, 3000, 3, 1, 31)).toBe(Math.round((8_000_00 * 0.03 * (2 + (31 * 12) / 365)) / 10) * 10)
    expect(datedInterestMinor(8_000_00, 3000, 3, 1, 15)).toBeLessThan(interestMinor(8_000_00, 3000, 3))
    expect(datedInterestMinor(8_000_00, 3000, 3, 1, 45)).toBeGreaterThan(interestMinor(8_000_00, 3000, 3))
  })

  it('charges half the monthly rate per half month when paid twice a month', () => {
    // 6 installments over 3 months; the first of 15 days out of 365 ÷ 24.
    expect(datedInterestMinor(8_000_00, 3000, 6, 2, 15)).toBe(Math.round((8_000_00 * 0.03 * (5 / 2 + (15 * 12) / 365)) / 10) * 10)
  })

  it('quotes a schedule that sums to the principal and the interest, on the chosen dates', () => {
    for (const dueDay of [1, 15, 28, 'end', 'twice'] as const) {
      const q = quoteOnDay({ amountMinor: 8_000_00, rate: 3000, periods: 3, startDate: '2026-01-31' }, dueDay)
      expect(q.schedule.reduce((sum, line) => sum + line.amtMinor, 0)).toBe(q.totalMinor)
      expect(q.totalMinor).toBe(8_000_00 + q.interestMinor)
      expect(q.schedule).toHaveLength(dueDay === 'twice' ? 6 : 3)
    }
  })

  it('discloses rates close to the usual ones for a first period of about a month', () => {
    const usual = quoteLoan({ amountMinor: 100_000_00, rate: 850, periods: 12, startDate: '2026-03-10', periodUnit: 'month' })
    const chosen = quoteOnDay({ amountMinor: 100_000_00, rate: 850, periods: 12, startDate: '2026-03-10' }, 10)
    expect(Math.abs(chosen.aprPercent - usual.aprPercent)).toBeLessThan(0.5)
    expect(Math.abs(chosen.interestMinor - usual.interestMinor)).toBeLessThan(100_00)
  })
})

describe('the caps with a chosen day', () => {
  // At 11.71% a month flat over 12 months the usual schedule is just within Thailand's 25% a year.
  const TH_EDGE = { amountMinor: 100_000_00, rate: 1171, periods: 12, startDate: '2026-11-26' }

  it('refuses in Thailand a day whose short first period takes a product at the cap above 25% a year', () => {
    expect(checkQuote(TH_RULES, quoteLoan({ ...TH_EDGE, periodUnit: 'month' }), 'month', TH_EDGE.startDate)).toEqual([])
    const short = quoteOnDay(TH_EDGE, 15)
    expect(daysFirst(short.schedule[0]!.dueDate, TH_EDGE.startDate)).toBe(19)
    expect(checkQuoteOnDay(TH_RULES, short, TH_EDGE.startDate, 12).map((v) => v.rule)).toEqual(['maxApr'])
    expect(violationsOverPayoutDays(TH_RULES, TH_EDGE, 15).map((v) => v.rule)).toEqual(['maxApr'])
  })

  it('keeps in Thailand every day for a product comfortably within the cap, whatever the payout day', () => {
    for (const dueDay of [1, 15, 28, 'end'] as const) expect(violationsOverPayoutDays(TH_RULES, { ...TH_EDGE, rate: 1091 }, dueDay)).toEqual([])
  })

  it('refuses in the Philippines a product at the 6% a month cap on a day with a short first period, and twice a month', () => {
    const edge = { amountMinor: 8_000_00, rate: 4000, periods: 3, startDate: '2026-11-26' }
    expect(checkQuote(PH_RULES, quoteLoan({ ...edge, periodUnit: 'month' }), 'month', edge.startDate)).toEqual([])
    expect(violationsOverPayoutDays(PH_RULES, edge, 15).map((v) => v.rule)).toContain('maxMonthlyNominal')
    expect(violationsOverPayoutDays(PH_RULES, edge, 'twice').map((v) => v.rule)).toContain('maxMonthlyNominal')
    for (const dueDay of [1, 15, 28, 'end', 'twice'] as const) expect(violationsOverPayoutDays(PH_RULES, { ...edge, rate: 3000 }, dueDay)).toEqual([])
  })

  it('keeps the small-loan caps on a loan whose later first due date makes it a little longer than its months', () => {
    const q = quoteOnDay({ amountMinor: 8_000_00, rate: 3000, periods: 4, startDate: '2026-01-14' }, 28)
    expect(daysFirst(q.schedule.at(-1)!.dueDate, '2026-01-14')).toBeGreaterThan(4 * 30.5)
    const steep = quoteOnDay({ amountMinor: 8_000_00, rate: 9000, periods: 4, startDate: '2026-01-14' }, 28)
    expect(checkQuoteOnDay(PH_RULES, steep, '2026-01-14', 4).map((v) => v.rule)).toContain('maxMonthlyNominal')
  })
})

describe('which products offer the choice', () => {
  it('only monthly products of a lender that allows it; twice a month only where the market has it', () => {
    expect(dueDayChoiceOf({ dueDayChoice: true, periodUnit: 'month', twiceMonthly: true })).toBe('dayOrTwice')
    expect(dueDayChoiceOf({ dueDayChoice: true, periodUnit: 'month', twiceMonthly: false })).toBe('day')
    expect(dueDayChoiceOf({ dueDayChoice: true, periodUnit: 'week', twiceMonthly: true })).toBeNull()
    expect(dueDayChoiceOf({ dueDayChoice: false, periodUnit: 'month', twiceMonthly: true })).toBeNull()
    expect(dueDayRefusal('twice', { dueDayChoice: true, periodUnit: 'month', twiceMonthly: false })).toBe('twiceNotOffered')
    expect(dueDayRefusal(5, { dueDayChoice: false, periodUnit: 'month', twiceMonthly: true })).toBe('notOffered')
    expect(dueDayRefusal('end', { dueDayChoice: true, periodUnit: 'month', twiceMonthly: false })).toBeNull()
  })
})

function daysFirst(due: string, start: string): number {
  return (Date.parse(due) - Date.parse(start)) / 86_400_000
}
