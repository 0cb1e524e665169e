import { describe, expect, it } from 'vitest'
import { amountDigits, isOfferedAmount, limitsOf, settleAmount } from '../../src/features/loans/amount'

const product = (overrides: { maxAmount?: number; minAmount?: number; step?: number } = {}) => ({
  maxAmount: 3_000_000,
  minAmount: 80_000,
  step: 10_000,
  ...overrides,
})

describe('the amount field', () => {
  const limits = limitsOf(product())

  it('keeps the digits of the amount, so a pasted "฿1,500,000.00" reads as 1,500,000, cents dropped', () => {
    expect(amountDigits('฿1,500,000.00')).toBe('1500000')
    expect(amountDigits('1,500,000.5 ฿')).toBe('1500000')
    expect(amountDigits('12a3 4')).toBe('1234')
  })

  it('keeps a comma typed on the way to "15,000" as grouping, never as cents', () => {
    expect(amountDigits('15,00')).toBe('1500')
    expect(amountDigits('15,000')).toBe('15000')
  })

  it('cuts nothing: nine digits stay nine, and leaving the field brings them to the maximum', () => {
    expect(amountDigits('123456789')).toBe('123456789')
    expect(settleAmount(amountDigits('123456789'), limits)).toBe(3_000_000)
  })

  it('drops leading zeros', () => {
    expect(amountDigits('0090000')).toBe('90000')
    expect(amountDigits('0')).toBe('0')
  })

  it('raises a too-small amount to the minimum when the field is left', () => {
    expect(settleAmount('5000', limits)).toBe(80_000)
  })

  it('lowers a too-large amount to the maximum when the field is left', () => {
    expect(settleAmount('9999999', limits)).toBe(3_000_000)
  })

  it('snaps down onto the step grid from the minimum', () => {
    expect(settleAmount('1234567', limits)).toBe(1_230_000)
  })

  it('turns an empty field into the minimum', () => {
    expect(settleAmount('', limits)).toBe(80_000)
  })

  it('follows the product’s own bounds: Jackey Mini stops at 300,000', () => {
    expect(settleAmount('2000000', limitsOf(product({ maxAmount: 300_000 })))).toBe(300_000)
  })

  it('falls back to the default step and minimum when the product does not give them', () => {
    expect(limitsOf({ maxAmount: 500_000 })).toEqual({ min: 80_000, max: 500_000, step: 10_000 })
  })

  it('offers an amount only when it is in range and on the grid', () => {
    expect(isOfferedAmount('80000', limits)).toBe(true)
    expect(isOfferedAmount('85000', limits)).toBe(false)
    expect(isOfferedAmount('8000', limits)).toBe(false)
    expect(isOfferedAmount('', limits)).toBe(false)
  })
})
