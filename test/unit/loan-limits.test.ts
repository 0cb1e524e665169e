import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { AMOUNT_LIMITS, clampAmount, ratePercent } from '../../contract/loan-limits'

describe('clampAmount', () => {
  it('raises an amount below the minimum to 80,000', () => {
    expect(clampAmount(5_000)).toBe(80_000)
  })

  it('lowers an amount above the maximum to 3,000,000', () => {
    expect(clampAmount(9_999_999)).toBe(3_000_000)
  })

  it('snaps down to the 10,000 grid that starts at the minimum: 123,456 → 120,000', () => {
    expect(clampAmount(123_456)).toBe(120_000)
  })

  it('measures the grid from the minimum, not from zero: min 15, step 10 turns 34 into 25', () => {
    expect(clampAmount(34, { min: 15, max: 100, step: 10 })).toBe(25)
  })

  it('stays within bounds when the maximum is off the grid: min 0, max 95, step 10 turns 99 into 90', () => {
    expect(clampAmount(99, { min: 0, max: 95, step: 10 })).toBe(90)
  })

  it('falls back to the minimum when the field holds no number', () => {
    expect(clampAmount(Number.NaN)).toBe(80_000)
  })

  it('always lands on an offered amount', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        const amount = clampAmount(value)
        expect(amount).toBeGreaterThanOrEqual(AMOUNT_LIMITS.min)
        expect(amount).toBeLessThanOrEqual(AMOUNT_LIMITS.max)
        expect((amount - AMOUNT_LIMITS.min) % AMOUNT_LIMITS.step).toBe(0)
      }),
    )
  })
})

describe('ratePercent', () => {
  it('shows rate 400 as 0.4% and 2400 as 2.4%', () => {
    expect(ratePercent(400)).toBe(0.4)
    expect(ratePercent(2400)).toBe(2.4)
  })
})
