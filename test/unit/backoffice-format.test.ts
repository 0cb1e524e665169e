import { describe, expect, it } from 'vitest'
import { amountProblem, currencyDigits, dayRange, moneyIn, moneyOf, monthOf, stepOf, typedIn } from '../../backoffice/components/format'
import { MARKETS } from '../../contract/market'

describe('months on a chart axis', () => {
  it('names the month of its first second, whatever the browser zone', () => {
    expect(monthOf(Date.parse('2026-10-01T00:00:00Z') / 1000)).toBe('Oct 2026')
    expect(monthOf(Date.parse('2027-01-01T00:00:00Z') / 1000)).toBe('Jan 2027')
  })
})

describe('the words beside a date picker', () => {
  it("show the picked day or month in the back office's format, and nothing for a half-typed one", async () => {
    const { dayWords } = await import('../../backoffice/components/date-input')
    expect(dayWords('2026-10-31')).toBe('31 Oct 2026')
    expect(dayWords('2026-10', 'month')).toBe('Oct 2026')
    expect(dayWords('')).toBe('')
    expect(dayWords('2026-13-45')).toBe('')
  })
})

describe('a span of days being recomputed', () => {
  it('names its first and last day once, and a single day alone', () => {
    // ICU puts (thin) spaces around the dash or not, by version.
    expect(dayRange('2026-11-03', '2026-11-05')).toMatch(/^3\s?–\s?5 Nov 2026$/)
    expect(dayRange('2026-10-30', '2026-11-14')).toMatch(/^30 Oct\s?–\s?14 Nov 2026$/)
    expect(dayRange('2026-11-03', '2026-11-03')).toBe('3 Nov 2026')
  })
})

describe("amounts in the currency's own digits", () => {
  const whole = { ...MARKETS.TH, minorDigits: 0 }

  it('shows an amount with as many decimals as the minor unit has, none for a currency written whole', () => {
    expect(moneyIn(1_500, MARKETS.TH.minorDigits)).toBe('1,500.00')
    expect(moneyIn(1_500, whole.minorDigits)).toBe('1,500')
    expect(moneyOf(1_500, MARKETS.PH.currency)).toBe('1,500.00')
  })

  it("takes a market's digits from its pack, and Intl's for a currency no market uses", () => {
    expect(currencyDigits(MARKETS.TH.currency)).toBe(MARKETS.TH.minorDigits)
    expect(currencyDigits('JPY')).toBe(0)
  })

  it('reads a typed amount in those digits, and refuses more decimals than they allow', () => {
    expect(typedIn('1500', whole.minorDigits)).toBe(1_500)
    expect(() => typedIn('1500.5', whole.minorDigits)).toThrow(RangeError)
    expect(typedIn('1500.5', MARKETS.TH.minorDigits)).toBe(1_500.5)
    expect(() => typedIn('', MARKETS.TH.minorDigits)).toThrow(RangeError)
    expect([stepOf(whole.minorDigits), stepOf(2), stepOf(3)]).toEqual(['1', '0.01', '0.001'])
    expect(amountProblem(1_500.5, whole.minorDigits)).toBe('Whole amounts only')
    expect(amountProblem(1_500.505, 2)).toBe('At most 2 decimals')
    expect(amountProblem(1_500.5, 2)).toBeNull()
  })
})
