import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { toMajor, toMinor } from '../../contract/money'

describe('toMinor', () => {
  it('reads a decimal string exactly: "1234.5" is 1234 × 100 + 50 = 123450', () => {
    expect(toMinor('1234.5', 2)).toBe(123450)
  })

  it('reads 19.99 as 1999 although the double is 19.98999…', () => {
    expect(19.99 * 100).not.toBe(1999)
    expect(toMinor(19.99, 2)).toBe(1999)
  })

  it('reads the float noise of 0.1 + 0.2 as 30 minor units', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(toMinor(0.1 + 0.2, 2)).toBe(30)
  })

  it('keeps the sign of negative amounts and never returns -0', () => {
    expect(toMinor('-5.25', 2)).toBe(-525)
    expect(toMinor(-5.25, 2)).toBe(-525)
    expect(Object.is(toMinor(-0, 2), 0)).toBe(true)
    expect(Object.is(toMinor('-0.00', 2), 0)).toBe(true)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects %s', (value) => {
    expect(() => toMinor(value, 2)).toThrow(RangeError)
  })

  it.each([1.005, 12.345, 0.001])('rejects %s, which has more than 2 decimals', (value) => {
    expect(() => toMinor(value, 2)).toThrow(RangeError)
  })

  it.each(['1.005', '', 'abc', '1.', '.5', '1e3', '1,000.00', '0x10'])('rejects the string "%s"', (text) => {
    expect(() => toMinor(text, 2)).toThrow(RangeError)
  })

  it('rejects amounts whose minor units are not safe integers', () => {
    expect(() => toMinor('90071992547409.92', 2)).toThrow(RangeError)
    expect(() => toMinor(1e14, 2)).toThrow(RangeError)
    expect(toMinor('90071992547409.91', 2)).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('rejects every number with a third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }).filter((mills) => mills % 10 !== 0), (mills) => {
        expect(() => toMinor(mills / 1000, 2)).toThrow(RangeError)
      }),
    )
  })
})

describe('toMajor', () => {
  it('turns 1999 minor units into 19.99', () => {
    expect(toMajor(1999, 2)).toBe(19.99)
  })

  it('rejects fractions of a minor unit', () => {
    expect(() => toMajor(1.5, 2)).toThrow(RangeError)
  })
})

describe('the round trip', () => {
  const cents = fc.integer({ min: -1e15, max: 1e15 })

  it('gives back the same minor units through a number', () => {
    fc.assert(fc.property(cents, (c) => toMinor(toMajor(c, 2), 2) === c))
  })

  it('gives back the same minor units through the number printed as JSON would', () => {
    fc.assert(fc.property(cents, (c) => toMinor(String(toMajor(c, 2)), 2) === c))
  })
})

describe('a zero-decimal currency (VND: ISO 4217 minor digits 0)', () => {
  it('reads whole amounts as they are and refuses any decimal', () => {
    expect(toMinor(25_000, 0)).toBe(25_000)
    expect(toMinor('25000', 0)).toBe(25_000)
    expect(() => toMinor(25_000.5, 0)).toThrow(RangeError)
    expect(() => toMinor('25000.5', 0)).toThrow(RangeError)
    expect(() => toMinor('25000.', 0)).toThrow(RangeError)
  })

  it('gives minor units back unchanged as major units', () => {
    expect(toMajor(25_000, 0)).toBe(25_000)
    expect(Object.is(toMajor(-0, 0), 0)).toBe(true)
  })

  it('round-trips through a number and through JSON', () => {
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (d) => toMinor(toMajor(d, 0), 0) === d && toMinor(String(toMajor(d, 0)), 0) === d))
  })
})

describe('the digits passed', () => {
  it('scale by the currency: 1999 minor units are 19.99 with 2 digits, 1.999 with 3', () => {
    expect(toMajor(1999, 2)).toBe(19.99)
    expect(toMajor(1999, 3)).toBe(1.999)
    expect(toMinor('1.999', 3)).toBe(1999)
    expect(() => toMinor('1.999', 2)).toThrow(RangeError)
  })

  it('round-trip for every digit count ISO 4217 uses', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 2, 3), fc.integer({ min: -1e12, max: 1e12 }), (digits, minor) => toMinor(toMajor(minor, digits), digits) === minor && toMinor(String(toMajor(minor, digits)), digits) === minor),
    )
  })

  it('refuse a digit count no currency has, which would be a broken market pack', () => {
    expect(() => toMinor(1, 5)).toThrow(RangeError)
    expect(() => toMajor(1, -1)).toThrow(RangeError)
    expect(() => toMajor(1, 1.5)).toThrow(RangeError)
  })
})
