// Repaying: the limits of one payment by the chosen method, the prefill, and the payoff.
import { describe, expect, it } from 'vitest'
import { methodsOf, nextUnpaid, paymentLimits, payoffOf, paysOffInOne, repayPrefill, repayProblem } from '../../src/features/repay/repay-rules'

const period = (n: number, amt: number, paid = 0, status = 0) => ({ period: n, dueDate: `2027-0${n}-15`, amt, paid, status })
const order = (overrides: Partial<Parameters<typeof payoffOf>[0]> = {}) => ({
  payoff: 95_000,
  outstanding: 110_000,
  periodViews: [period(1, 9_166.67, 9_166.67, 1), period(2, 9_166.67, 1_000), period(3, 9_166.66)],
  ...overrides,
})
const page = { method: 'page' as const, maxAmount: 700_000 }
const counter = { method: 'otc' as const, maxAmount: 30_000 }

describe('one payment', () => {
  it('may be the whole payoff where the method takes it: 100,850 is one payment, not six', () => {
    expect(paymentLimits(100_850, page)).toMatchObject({ min: 100, max: 100_850 })
    expect(paysOffInOne(paymentLimits(100_850, page))).toBe(true)
    expect(repayProblem('100850', paymentLimits(100_850, page))).toBeNull()
  })

  it('stops at the method’s own limit when the payoff is larger', () => {
    const limits = paymentLimits(95_000, counter)
    expect(limits).toMatchObject({ min: 100, max: 30_000, methodMax: 30_000 })
    expect(paysOffInOne(limits)).toBe(false)
    // A payoff under 100 is paid in one go.
    expect(paymentLimits(42.5, page)).toMatchObject({ min: 42.5, max: 42.5 })
  })

  it('says which limit an amount breaks, before the server does (40001, 40008)', () => {
    const limits = paymentLimits(95_000, counter)
    expect(repayProblem('99.99', limits)).toBe('below')
    expect(repayProblem('30000.01', limits)).toBe('method')
    expect(repayProblem('95000.01', paymentLimits(95_000, page))).toBe('payoff')
    expect(repayProblem('', limits)).toBe('empty')
    expect(repayProblem('0', limits)).toBe('empty')
    expect(repayProblem('100', limits)).toBeNull()
    expect(repayProblem('30000', limits)).toBeNull()
  })

  it('offers the server’s default method first, and none when the server lists none', () => {
    expect(methodsOf({ paymentMethods: [counter, page] }).map((m) => m.method)).toEqual(['page', 'otc'])
    expect(methodsOf({})).toEqual([])
  })
})

describe('the form', () => {
  it('starts with what is left of the oldest unpaid period', () => {
    expect(nextUnpaid(order().periodViews)).toMatchObject({ period: 2, left: 8_166.67 })
    expect(repayPrefill(order(), paymentLimits(95_000, page))).toBe('8166.67')
  })

  it('starts inside the limits when the next period is above the method’s limit or the payoff is small', () => {
    expect(repayPrefill(order({ periodViews: [period(1, 40_000)] }), paymentLimits(95_000, counter))).toBe('30000')
    expect(repayPrefill(order({ periodViews: [period(1, 50.5)] }), paymentLimits(60, page))).toBe('60')
  })

  it('takes the payoff from the server, else what is left on the schedule', () => {
    expect(payoffOf(order())).toBe(95_000)
    expect(payoffOf(order({ payoff: undefined, outstanding: undefined }))).toBe(17_333.33)
  })
})
