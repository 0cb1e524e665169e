// Repaying: the limits of one payment, the prefill, and the payoff.
import { describe, expect, it } from 'vitest'
import { nextUnpaid, paymentLimits, payoffOf, repayPrefill, repayProblem } from '../../src/features/repay/repay-rules'

const period = (n: number, amt: number, paid = 0, status = 0) => ({ period: n, dueDate: `2027-0${n}-15`, amt, paid, status })
const order = (overrides: Partial<Parameters<typeof repayPrefill>[0]> = {}) => ({
  payoff: 95_000,
  outstanding: 110_000,
  periodViews: [period(1, 9_166.67, 9_166.67, 1), period(2, 9_166.67, 1_000), period(3, 9_166.66)],
  ...overrides,
})

describe('one payment', () => {
  it('is between 100 and the smaller of 20,000 and the payoff', () => {
    expect(paymentLimits(95_000)).toEqual({ min: 100, max: 20_000 })
    expect(paymentLimits(5_000)).toEqual({ min: 100, max: 5_000 })
    // A payoff under 100 is paid in one go.
    expect(paymentLimits(42.5)).toEqual({ min: 42.5, max: 42.5 })
  })

  it('says so in the form before the server does (40001)', () => {
    const limits = paymentLimits(95_000)
    expect(repayProblem('99.99', limits)).toBe('range')
    expect(repayProblem('20000.01', limits)).toBe('range')
    expect(repayProblem('', limits)).toBe('empty')
    expect(repayProblem('0', limits)).toBe('empty')
    expect(repayProblem('100', limits)).toBeNull()
    expect(repayProblem('20000', limits)).toBeNull()
  })
})

describe('the form', () => {
  it('starts with what is left of the oldest unpaid period', () => {
    expect(nextUnpaid(order().periodViews)).toMatchObject({ period: 2, left: 8_166.67 })
    expect(repayPrefill(order())).toBe('8166.67')
  })

  it('starts inside the limits when the next period is small or the payoff is', () => {
    expect(repayPrefill(order({ periodViews: [period(1, 30_000)] }))).toBe('20000')
    expect(repayPrefill(order({ payoff: 60, periodViews: [period(1, 50.5)] }))).toBe('60')
  })

  it('takes the payoff from the server, else what is left on the schedule', () => {
    expect(payoffOf(order())).toBe(95_000)
    expect(payoffOf(order({ payoff: undefined, outstanding: undefined }))).toBe(17_333.33)
  })
})
