import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addPeriods,
  interestMinor,
  periodIrr,
  quoteLoan,
  splitTotal,
  type LoanTerms,
  type PeriodUnit,
} from '../../contract/loan-math'

const terms = (overrides: Partial<LoanTerms> = {}): LoanTerms => ({
  amountMinor: 8_000_000,
  rate: 400,
  periods: 6,
  startDate: '2024-01-31',
  periodUnit: 'month',
  ...overrides,
})

const presentValue = (payments: number[], r: number) => payments.reduce((sum, p, i) => sum + p / (1 + r) ** (i + 1), 0)

const units = fc.constantFrom<PeriodUnit>('month', 'week', 'day')
const anyTerms = fc.record({
  amountMinor: fc.integer({ min: 100, max: 999_999_999 }),
  rate: fc.integer({ min: 0, max: 5000 }),
  periods: fc.integer({ min: 1, max: 60 }),
  startDate: fc.constant('2024-01-31'),
  periodUnit: units,
})

describe('interestMinor', () => {
  it('charges 400 × 80,000.00 ÷ 100000 × 6 = 1,920.00', () => {
    expect(interestMinor(8_000_000, 400, 6)).toBe(192_000)
  })

  it('rounds to 1 decimal: 1234 × 1,234.56 ÷ 100000 × 7 = 106.6388928 → 106.60', () => {
    expect(interestMinor(123_456, 1234, 7)).toBe(10_660)
  })

  it('rounds a half up: 1000 × 12,345.00 ÷ 100000 × 1 = 123.45 → 123.50', () => {
    expect(interestMinor(1_234_500, 1000, 1)).toBe(12_350)
  })

  it('rounds just under a half down: 1000 × 12,344.99 ÷ 100000 × 1 = 123.4499 → 123.40', () => {
    expect(interestMinor(1_234_499, 1000, 1)).toBe(12_340)
  })

  it('charges nothing at rate 0', () => {
    expect(interestMinor(8_000_000, 0, 24)).toBe(0)
  })

  it('stays exact past 2⁵³: 2400 × 90,071,992,547.40 ÷ 100000 × 24 = 51,881,467,707.3024 → 51,881,467,707.30', () => {
    expect(interestMinor(9_007_199_254_740, 2400, 24)).toBe(5_188_146_770_730)
  })

  it.each([
    ['a zero amount', 0, 400, 6],
    ['a negative amount', -100, 400, 6],
    ['a fractional amount', 100.5, 400, 6],
    ['a negative rate', 100, -1, 6],
    ['a fractional rate', 100, 1.5, 6],
    ['zero periods', 100, 400, 0],
    ['fractional periods', 100, 400, 2.5],
  ])('rejects %s', (_, amount, rate, periods) => {
    expect(() => interestMinor(amount, rate, periods)).toThrow(RangeError)
  })
})

describe('splitTotal', () => {
  it('gives 81,920.00 over 6 as 5 × 13,653.33 and a last 13,653.35', () => {
    expect(splitTotal(8_192_000, 6)).toEqual({ regular: 1_365_333, last: 1_365_335 })
  })

  it('rounds up and lets the last one fall short: 200.00 over 3 = 66.666… → 66.67, 66.67, 66.66', () => {
    expect(splitTotal(20_000, 3)).toEqual({ regular: 6_667, last: 6_666 })
  })

  it('rounds down when rounding up would leave nothing to pay last: 15 over 10 → 9 × 1 and 6', () => {
    expect(splitTotal(15, 10)).toEqual({ regular: 1, last: 6 })
  })

  it('always sums to the total, keeps every installment positive and moves the last by less than one per period', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 60 }), (total, periods) => {
        fc.pre(total >= periods)
        const { regular, last } = splitTotal(total, periods)
        expect(regular * (periods - 1) + last).toBe(total)
        expect(regular).toBeGreaterThan(0)
        expect(last).toBeGreaterThan(0)
        expect(Math.abs(last - regular)).toBeLessThan(periods)
      }),
    )
  })
})

describe('addPeriods', () => {
  it('clamps a month-end start to shorter months and comes back to the 31st', () => {
    const dates = [1, 2, 3, 4].map((i) => addPeriods('2024-01-31', i, 'month'))
    expect(dates).toEqual(['2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31'])
  })

  it('gives 28 February outside leap years', () => {
    expect(addPeriods('2023-01-31', 1, 'month')).toBe('2023-02-28')
  })

  it('crosses the year: 30 November + 3 months is 28 February', () => {
    expect(addPeriods('2024-11-30', 3, 'month')).toBe('2025-02-28')
  })

  it('counts weeks as 7 days across the new year', () => {
    expect(addPeriods('2024-12-25', 1, 'week')).toBe('2025-01-01')
  })

  it('counts days through a leap day', () => {
    expect(addPeriods('2024-02-28', 1, 'day')).toBe('2024-02-29')
    expect(addPeriods('2024-02-28', 2, 'day')).toBe('2024-03-01')
  })

  it.each(['2024-02-30', '2024-13-01', '24-01-01', 'tomorrow'])('rejects the start date "%s"', (start) => {
    expect(() => addPeriods(start, 1, 'month')).toThrow(RangeError)
  })

  it('keeps the start day, or the month end when the month is shorter', () => {
    const year = fc.integer({ min: 2000, max: 2100 })
    const month = fc.integer({ min: 1, max: 12 })
    const day = fc.integer({ min: 1, max: 31 })
    const count = fc.integer({ min: 1, max: 60 })
    fc.assert(
      fc.property(year, month, day, count, (year, month, d, count) => {
        const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
        const start = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`
        const due = new Date(`${addPeriods(start, count, 'month')}T00:00:00Z`)
        const monthsApart = (due.getUTCFullYear() - year) * 12 + due.getUTCMonth() - (month - 1)
        const dueMonthEnd = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate()
        expect(monthsApart).toBe(count)
        expect(due.getUTCDate()).toBe(Math.min(Math.min(d, lastDay), dueMonthEnd))
      }),
    )
  })
})

describe('periodIrr', () => {
  it('is 0 when the payments only give the amount back', () => {
    expect(periodIrr(30_000, [10_000, 10_000, 10_000])).toBe(0)
  })

  it('is 10% for 100.00 paid back as 110.00 one period later', () => {
    expect(periodIrr(10_000, [11_000])).toBeCloseTo(0.1, 12)
  })

  it('finds about 10% for 1,000.00 repaid as 3 × 402.11, the 10% annuity (1000 × 0.1 ÷ (1 − 1.1⁻³) = 402.1148)', () => {
    expect(periodIrr(100_000, [40_211, 40_211, 40_211])).toBeCloseTo(0.1, 4)
  })

  it('prices the schedule back to the amount for any loan', () => {
    fc.assert(
      fc.property(anyTerms, (t) => {
        const quote = quoteLoan(t)
        const payments = quote.schedule.map((line) => line.amtMinor)
        const r = periodIrr(t.amountMinor, payments)
        expect(presentValue(payments, r)).toBeCloseTo(t.amountMinor, 4)
      }),
    )
  })
})

describe('quoteLoan', () => {
  it('quotes 80,000.00 at 0.4% for 6 months from 31 January 2024', () => {
    const quote = quoteLoan(terms())
    expect(quote).toMatchObject({
      amountMinor: 8_000_000,
      interestMinor: 192_000,
      totalMinor: 8_192_000,
      perPeriodMinor: 1_365_333,
      // The per-month IRR is 0.68185%: × 12 = 8.18%, and 1.0068185¹² − 1 = 8.50%.
      aprPercent: 8.18,
      effectiveAnnualPercent: 8.5,
      periodRatePercent: 0.68,
    })
    expect(quote.schedule).toEqual([
      { period: 1, dueDate: '2024-02-29', amtMinor: 1_365_333 },
      { period: 2, dueDate: '2024-03-31', amtMinor: 1_365_333 },
      { period: 3, dueDate: '2024-04-30', amtMinor: 1_365_333 },
      { period: 4, dueDate: '2024-05-31', amtMinor: 1_365_333 },
      { period: 5, dueDate: '2024-06-30', amtMinor: 1_365_333 },
      { period: 6, dueDate: '2024-07-31', amtMinor: 1_365_335 },
    ])
  })

  it('annualises a weekly rate over 52 weeks and a daily one over 365 days', () => {
    const weekly = quoteLoan(terms({ periodUnit: 'week' }))
    const daily = quoteLoan(terms({ periodUnit: 'day' }))
    expect(weekly.schedule.map((line) => line.dueDate)).toEqual([
      '2024-02-07',
      '2024-02-14',
      '2024-02-21',
      '2024-02-28',
      '2024-03-06',
      '2024-03-13',
    ])
    expect(daily.schedule.at(-1)?.dueDate).toBe('2024-02-06')
    // Same cash flows, so the same per-period IRR, annualised differently.
    expect(weekly.aprPercent).toBeCloseTo((8.18 / 12) * 52, 0)
    expect(daily.aprPercent).toBeCloseTo((8.18 / 12) * 365, 0)
  })

  it('rejects an unknown period unit and an impossible start date', () => {
    expect(() => quoteLoan(terms({ periodUnit: 'year' as PeriodUnit }))).toThrow(RangeError)
    expect(() => quoteLoan(terms({ periodUnit: 'toString' as PeriodUnit }))).toThrow(RangeError)
    expect(() => quoteLoan(terms({ startDate: '2023-02-29' }))).toThrow(RangeError)
  })

  it('schedules exactly the total for any amount up to 9,999,999.99, 1–60 periods and rate 0–5000', () => {
    fc.assert(
      fc.property(anyTerms, (t) => {
        const quote = quoteLoan(t)
        expect(quote.schedule).toHaveLength(t.periods)
        expect(quote.schedule.reduce((sum, line) => sum + line.amtMinor, 0)).toBe(quote.totalMinor)
        expect(quote.totalMinor).toBe(t.amountMinor + quote.interestMinor)
        expect(quote.schedule.every((line) => line.amtMinor > 0)).toBe(true)
        expect(quote.schedule.map((line) => line.period)).toEqual(Array.from({ length: t.periods }, (_, i) => i + 1))
      }),
    )
  })

  it('discloses 0% for any loan at rate 0', () => {
    fc.assert(
      fc.property(anyTerms, (t) => {
        const quote = quoteLoan({ ...t, rate: 0 })
        expect([quote.aprPercent, quote.effectiveAnnualPercent, quote.periodRatePercent]).toEqual([0, 0, 0])
      }),
    )
  })

  it('never discloses a lower rate for a higher rate', () => {
    fc.assert(
      fc.property(anyTerms, fc.integer({ min: 0, max: 5000 }), (t, otherRate) => {
        const [low, high] = [Math.min(t.rate, otherRate), Math.max(t.rate, otherRate)]
        const cheaper = quoteLoan({ ...t, rate: low })
        const dearer = quoteLoan({ ...t, rate: high })
        expect(dearer.aprPercent).toBeGreaterThanOrEqual(cheaper.aprPercent)
        expect(dearer.effectiveAnnualPercent).toBeGreaterThanOrEqual(cheaper.effectiveAnnualPercent)
      }),
    )
  })

  it('dates every installment after the one before', () => {
    fc.assert(
      fc.property(anyTerms, (t) => {
        const dates = quoteLoan(t).schedule.map((line) => line.dueDate)
        expect(dates.every((date, i) => i === 0 || date > (dates[i - 1] ?? ''))).toBe(true)
      }),
    )
  })
})
