import { describe, expect, it } from 'vitest'
import { isAboveOffer, isChoiceAboveOffer, startingChoice } from '../../src/features/loans/offer'
import { browserQuote } from '../../src/features/loans/quote'

const LIMITS = { min: 80_000, max: 3_000_000, step: 10_000 }
// 22,000 a month with 12,000 of expenses (test/server/loan-offer.test.ts).
const OFFER = { minAmount: 80_000, maxAmount: 160_000, periodDays: 24, monthlyPayment: 7_946.67, reasons: [] }

describe('the apply form and the offer', () => {
  it('opens at the offered amount and term, and at the product default without an offer', () => {
    expect(startingChoice(OFFER, LIMITS, [6, 12, 18, 24])).toEqual({ amount: 160_000, period: 24 })
    expect(startingChoice(null, LIMITS, [6, 12, 18, 24])).toEqual({ amount: 80_000, period: 6 })
    expect(startingChoice({ minAmount: 80_000, maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons: ['not_affordable'] }, LIMITS, [6, 12])).toEqual({ amount: 80_000, period: 6 })
    // A term no longer on offer: the amount stays, the term is the shortest.
    expect(startingChoice(OFFER, LIMITS, [6, 12])).toEqual({ amount: 160_000, period: 6 })
  })

  it('warns above the offered amount, or at a shorter term whose installment is above the offered one', () => {
    expect(isAboveOffer(OFFER, 160_000, 7_946.67, 'month')).toBe(false)
    expect(isAboveOffer(OFFER, 170_000, 8_443.33, 'month')).toBe(true)
    expect(isAboveOffer(OFFER, 160_000, 10_168.89, 'month')).toBe(true)
    expect(isAboveOffer(OFFER, 100_000, 6_355.56, 'month')).toBe(false)
    // Weekly installments are compared as what they come to in a month (52 ÷ 12 of them).
    expect(isAboveOffer(OFFER, 100_000, 1_833.84, 'week')).toBe(false)
    expect(isAboveOffer(OFFER, 100_000, 1_834, 'week')).toBe(true)
  })
})

describe('a twice-a-month schedule and the offer', () => {
  // A Philippine product: ₱10,000 over 3 months at 4% a month, offered in full; applied on the
  // 14th, the first of six half-month payments falls on the month's end, 17 days on.
  const offered = browserQuote({ amount: 10_000, rate: 4_000, periods: 3, periodUnit: 'month', startDate: '2026-01-14' })
  const offer = { minAmount: 1_000, maxAmount: 10_000, periodDays: 3, monthlyPayment: offered.perPeriod, reasons: [] }
  const twice = browserQuote({ amount: 10_000, rate: 4_000, periods: 3, periodUnit: 'month', startDate: '2026-01-14', dueDay: 'twice' })

  it('at the offered amount and term is the offer, though two of its payments come to more than the monthly one', () => {
    expect(twice.schedule).toHaveLength(6)
    // What the warning compared before: two half-month payments against the monthly payment.
    expect(twice.perPeriod * 2).toBeGreaterThan(offer.monthlyPayment)
    expect(isChoiceAboveOffer(offer, { amount: 10_000, rate: 4_000, periods: 3, periodUnit: 'month' })).toBe(false)
  })

  it('still warns above the offered amount, or over a shorter term than the offered one', () => {
    expect(isChoiceAboveOffer(offer, { amount: 10_500, rate: 4_000, periods: 3, periodUnit: 'month' })).toBe(true)
    expect(isChoiceAboveOffer(offer, { amount: 10_000, rate: 4_000, periods: 2, periodUnit: 'month' })).toBe(true)
  })
})
