import { describe, expect, it } from 'vitest'
import { isAboveOffer, startingChoice } from '../../src/features/loans/offer'

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
