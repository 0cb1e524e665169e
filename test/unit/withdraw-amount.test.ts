// The withdrawal amount: what the field keeps as the borrower types, and where it settles when left.
import { describe, expect, it } from 'vitest'
import { initialAmount, settleWithdrawAmount, withdrawAmountProblem } from '../../src/features/withdraw/amount'
import { amountOf, decimalAmountText } from '../../src/ui/amount-text'

describe('the amount field', () => {
  it('keeps digits and at most two decimals of what is typed or pasted', () => {
    expect(decimalAmountText('1,234.567 ฿')).toBe('1234.56')
    expect(decimalAmountText('007')).toBe('7')
    expect(decimalAmountText('.5')).toBe('0.5')
    expect(decimalAmountText('12.3.4')).toBe('12.34')
    expect(decimalAmountText('abc')).toBe('')
    expect(decimalAmountText('12345678901')).toBe('12345678901')
  })

  it('reads an amount to the cent, or none', () => {
    expect(amountOf('1234.5')).toBe(1234.5)
    expect(amountOf('12.')).toBe(12)
    expect(amountOf('')).toBeNull()
    expect(amountOf('1.234')).toBeNull()
  })
})

describe('the withdrawal amount', () => {
  it('starts at the full balance unless the borrower typed something', () => {
    expect(initialAmount(null, 100_000)).toBe('100000')
    expect(initialAmount('2500', 100_000)).toBe('2500')
    expect(initialAmount('', 100_000)).toBe('')
  })

  it('is brought down to the balance when the field is left', () => {
    expect(settleWithdrawAmount('150000', 100_000)).toBe('100000')
    expect(settleWithdrawAmount('99999.999', 100_000)).toBe('99999.999')
    expect(settleWithdrawAmount('100000.01', 100_000)).toBe('100000')
    expect(settleWithdrawAmount('1234.5', 100_000)).toBe('1234.5')
    expect(settleWithdrawAmount('12.', 100_000)).toBe('12')
    expect(settleWithdrawAmount('', 100_000)).toBe('')
  })

  it('must be above zero and at most the balance', () => {
    expect(withdrawAmountProblem('', 100)).toBe('empty')
    expect(withdrawAmountProblem('0', 100)).toBe('zero')
    expect(withdrawAmountProblem('0.00', 100)).toBe('zero')
    expect(withdrawAmountProblem('100.01', 100)).toBe('over')
    expect(withdrawAmountProblem('0.01', 100)).toBeNull()
    expect(withdrawAmountProblem('100', 100)).toBeNull()
  })
})
