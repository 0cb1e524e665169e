import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addPeriods, quoteLoan, splitTotal, type PeriodUnit, PERIODS_PER_YEAR } from '../../contract/loan-math'
import { accruedInterestMinor, payoffOn, type PayoffPeriod, type PayoffTerms, scheduledRemainingMinor } from '../../contract/payoff'
import { addDays } from '../../contract/loan-extension'

/** The schedule as the server writes it (server/domain/money/schedule.ts): equal interest a period, the last takes the rest. */
function schedule(amountMinor: number, rate: number, periods: number, startDate: string, periodUnit: PeriodUnit = 'month'): PayoffPeriod[] {
  const quote = quoteLoan({ amountMinor, rate, periods, startDate, periodUnit })
  const interest = splitTotal(quote.interestMinor, periods)
  return quote.schedule.map((line) => ({
    period: line.period,
    dueDate: line.dueDate,
    amountMinor: line.amtMinor,
    interestMinor: line.period === periods ? interest.last : interest.regular,
    paidMinor: 0,
    repaid: false,
  }))
}

const terms = (today: string, overrides: Partial<PayoffTerms> = {}): PayoffTerms => ({ today, startDate: '2026-01-10', periodsPerYear: 12, dayCount: 'actual/365', ...overrides })

/** Pays a period in full, as the borrower paying an installment does. */
const paid = (periods: PayoffPeriod[], ...numbers: number[]) => periods.map((p) => (numbers.includes(p.period) ? { ...p, paidMinor: p.amountMinor, repaid: true } : p))

// ฿210,000.00 over 12 months at 0.8% a month flat: 1,680.00 of interest a month, 17,500.00 of principal.
const loan = schedule(21_000_000, 800, 12, '2026-01-10')

describe('payoffOn', () => {
  it('costs the principal and nothing more on the day of payout', () => {
    const payoff = payoffOn(loan, terms('2026-01-10'))
    expect(payoff).toMatchObject({ payoffMinor: 21_000_000, principalMinor: 21_000_000, interestMinor: 0, chargesMinor: 0, interestBackMinor: 0 })
  })

  it('adds one day of interest the next day: 1,680.00 × 12 ÷ 372 (a 31-day January is longer than 365 ÷ 12 days)', () => {
    expect(payoffOn(loan, terms('2026-01-11')).payoffMinor).toBe(21_000_000 + 5_419)
  })

  it('counts the interest of the running period to the day: 15 of 31 days', () => {
    expect(payoffOn(loan, terms('2026-01-25'))).toMatchObject({ interestMinor: 81_290, payoffMinor: 21_081_290 })
  })

  it('counts a 28-day February by a year of 365 days, and charges nothing again for January once paid', () => {
    const payoff = payoffOn(paid(loan, 1), terms('2026-02-24'))
    // 14 days × 1,680.00 × 12 ÷ 365 = 773.26…, rounded down.
    expect(payoff).toMatchObject({ principalMinor: 21_000_000 - 1_750_000, interestMinor: 77_326, payoffMinor: 19_250_000 + 77_326 })
  })

  it('keeps an unpaid ended period due in full', () => {
    // January was not paid: its 1,680.00 is due, and February's 14 days.
    expect(payoffOn(loan, terms('2026-02-24')).interestMinor).toBe(168_000 + 77_326)
  })

  it('equals what the schedule still asks on the last due date', () => {
    expect(payoffOn(loan, terms('2027-01-10')).payoffMinor).toBe(scheduledRemainingMinor(loan))
    expect(payoffOn(paid(loan, 1, 2), terms('2027-03-01')).payoffMinor).toBe(scheduledRemainingMinor(paid(loan, 1, 2)))
  })

  it('gives back interest paid ahead of its days, so an installment paid early and a payoff cost what one payoff costs', () => {
    // The January installment paid on 20 January, then the rest paid off on 25 January.
    const afterInstallment = payoffOn(paid(loan, 1), terms('2026-01-25'))
    const atOnce = payoffOn(loan, terms('2026-01-25'))
    expect(afterInstallment.interestBackMinor).toBe(168_000 - 81_290)
    expect(loan[0]!.amountMinor + afterInstallment.payoffMinor).toBe(atOnce.payoffMinor)
  })

  it('adds the charges already due', () => {
    expect(payoffOn(loan, terms('2026-01-10', { chargesMinor: 5_000 })).payoffMinor).toBe(21_005_000)
  })

  it('says what a payoff pays of each period, principal and interest to the day', () => {
    const { toPay } = payoffOn(loan, terms('2026-01-25'))
    expect(toPay[0]).toBe(1_750_000 + 81_290)
    expect(toPay.slice(1)).toEqual(loan.slice(1).map((p) => p.amountMinor - p.interestMinor))
  })
})

describe('accruedInterestMinor', () => {
  it('spreads a period moved later over its longer days', () => {
    const moved = loan.map((p, i) => (i === 0 ? { ...p, dueDate: '2026-03-12', interestMinor: p.interestMinor * 2, amountMinor: p.amountMinor + p.interestMinor } : p))
    // 61 days of 3,360.00: 30 of them earn 3,360.00 × 30 ÷ 61.
    expect(accruedInterestMinor(moved, 0, terms('2026-02-09'))).toBe(Math.floor((336_000 * 30) / 61))
  })

  it('earns nothing for a period not begun', () => {
    expect(accruedInterestMinor(loan, 3, terms('2026-02-24'))).toBe(0)
  })
})

describe('payoffOn, for any loan and any day', () => {
  const units = fc.constantFrom<PeriodUnit>('month', 'week', 'day')
  const anyLoan = fc
    .record({
      amountMinor: fc.integer({ min: 10_000, max: 500_000_000 }),
      rate: fc.integer({ min: 0, max: 3_000 }),
      periods: fc.integer({ min: 1, max: 24 }),
      unit: units,
      paidPeriods: fc.integer({ min: 0, max: 24 }),
      partMinor: fc.integer({ min: 0, max: 1_000_000 }),
    })
    .map(({ amountMinor, rate, periods, unit, paidPeriods, partMinor }) => {
      const start = '2026-01-31'
      const rows = schedule(amountMinor, rate, periods, start, unit).map((p, i) => {
        if (i < Math.min(paidPeriods, periods - 1)) return { ...p, paidMinor: p.amountMinor, repaid: true }
        if (i === Math.min(paidPeriods, periods - 1)) return { ...p, paidMinor: Math.min(partMinor, p.amountMinor - 1) }
        return p
      })
      return { rows, start, unit, lastDue: addPeriods(start, periods, unit) }
    })
  const termsOf = (start: string, unit: PeriodUnit, day: number): PayoffTerms => ({ today: addDays(start, day), startDate: start, periodsPerYear: PERIODS_PER_YEAR[unit], dayCount: 'actual/365' })
  const principalLeft = (rows: PayoffPeriod[]) => rows.reduce((sum, p) => sum + (p.repaid ? 0 : Math.max(0, p.amountMinor - p.interestMinor - p.paidMinor)), 0)

  it('is never more than the payments the schedule still asks', () => {
    fc.assert(
      fc.property(anyLoan, fc.integer({ min: 0, max: 800 }), ({ rows, start, unit }, day) => {
        expect(payoffOn(rows, termsOf(start, unit, day)).payoffMinor).toBeLessThanOrEqual(scheduledRemainingMinor(rows))
      }),
    )
  })

  it('is never less than the principal still owed, less interest paid ahead of its days', () => {
    fc.assert(
      fc.property(anyLoan, fc.integer({ min: 0, max: 800 }), ({ rows, start, unit }, day) => {
        const payoff = payoffOn(rows, termsOf(start, unit, day))
        expect(payoff.principalMinor).toBe(principalLeft(rows))
        expect(payoff.payoffMinor).toBeGreaterThanOrEqual(principalLeft(rows) - payoff.interestBackMinor)
        expect(payoff.interestMinor).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('is never less than the principal still owed when nothing was paid ahead', () => {
    fc.assert(
      fc.property(anyLoan, fc.integer({ min: 0, max: 800 }), ({ rows, start, unit }, day) => {
        const payoff = payoffOn(
          rows.map((p) => ({ ...p, paidMinor: 0, repaid: false })),
          termsOf(start, unit, day),
        )
        expect(payoff.payoffMinor).toBeGreaterThanOrEqual(payoff.principalMinor)
        expect(payoff.interestBackMinor).toBe(0)
      }),
    )
  })

  it('grows, or stays, from one day to the next', () => {
    fc.assert(
      fc.property(anyLoan, fc.integer({ min: 0, max: 800 }), ({ rows, start, unit }, day) => {
        expect(payoffOn(rows, termsOf(start, unit, day + 1)).payoffMinor).toBeGreaterThanOrEqual(payoffOn(rows, termsOf(start, unit, day)).payoffMinor)
      }),
    )
  })

  it('equals the payments the schedule still asks from the last due date on', () => {
    fc.assert(
      fc.property(anyLoan, fc.integer({ min: 0, max: 30 }), ({ rows, start, unit, lastDue }, after) => {
        const today = addDays(lastDue, after)
        expect(payoffOn(rows, { ...termsOf(start, unit, 0), today }).payoffMinor).toBe(scheduledRemainingMinor(rows))
      }),
    )
  })

  it('is made of its parts', () => {
    fc.assert(
      fc.property(anyLoan, fc.integer({ min: 0, max: 800 }), ({ rows, start, unit }, day) => {
        const p = payoffOn(rows, termsOf(start, unit, day))
        expect(p.payoffMinor).toBe(p.principalMinor + p.interestMinor - p.interestBackMinor + p.chargesMinor)
        expect(p.toPay.reduce((a, b) => a + b, 0)).toBe(p.principalMinor + p.interestMinor)
      }),
    )
  })
})
