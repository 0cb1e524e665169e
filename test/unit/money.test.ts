import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { toMajor, toMinor } from '../../contract/money'

describe('toMinor', () => {
  it('reads a decimal string exactly: "1234.5" is 1234 × 100 + 50 = 123450', () => {
    expect(toMinor('1234.5')).toBe(123450)
  })

  it('reads 19.99 as 1999 although the double is 19.98999…', () => {
    expect(19.99 * 100).not.toBe(1999)
    expect(toMinor(19.99)).toBe(1999)
  })

  it('reads the float noise of 0.1 + 0.2 as 30 minor units', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(toMinor(0.1 + 0.2)).toBe(30)
  })

  it('keeps the sign of negative amounts and never returns -0', () => {
    expect(toMinor('-5.25')).toBe(-525)
    expect(toMinor(-5.25)).toBe(-525)
    expect(Object.is(toMinor(-0), 0)).toBe(true)
    expect(Object.is(toMinor('-0.00'), 0)).toBe(true)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects %s', (value) => {
    expect(() => toMinor(value)).toThrow(RangeError)
  })

  it.each([1.005, 12.345, 0.001])('rejects %s, which has more than 2 decimals', (value) => {
    expect(() => toMinor(value)).toThrow(RangeError)
  })

  it.each(['1.005', '', 'abc', '1.', '.5', '1e3', '1,000.00', '0x10'])('rejects the string "%s"', (text) => {
    expect(() => toMinor(text)).toThrow(RangeError)
  })

  it('rejects amounts whose minor units are not safe integers', () => {
    expect(() => toMinor('90071992547409.92')).toThrow(RangeError)
    expect(() => toMinor(1e14)).toThrow(RangeError)
    expect(toMinor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('rejects every number with a third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }).filter((mills) => mills % 10 !== 0), (mills) => {
        expect(() => toMinor(mills / 1000)).toThrow(RangeError)
      }),
    )
  })
})

describe('toMajor', () => {
  it('turns 1999 minor units into 19.99', () => {
    expect(toMajor(1999)).toBe(19.99)
  })

  it('rejects fractions of a minor unit', () => {
    expect(() => toMajor(1.5)).toThrow(RangeError)
  })
})

describe('the round trip', () => {
  const cents = fc.integer({ min: -1e15, max: 1e15 })

  it('gives back the same minor units through a number', () => {
    fc.assert(fc.property(cents, (c) => toMinor(toMajor(c)) === c))
  })

  it('gives back the same minor units through the number printed as JSON would', () => {
    fc.assert(fc.property(cents, (c) => toMinor(String(toMajor(c))) === c))
  })
})
