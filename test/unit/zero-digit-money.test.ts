// A currency without a minor unit (the fixture market's, test/fixtures/market-zz/): amounts come
// and go as whole numbers, the screens show no decimals, and a fraction is refused, not rounded.
import { describe, expect, it } from 'vitest'
import { MARKETS, registerMarket } from '../../contract/market'
import { interestMinor, quoteLoan } from '../../contract/loan-math'
import { toMajor, wireToMinor } from '../../contract/money'
import { paymentMinMinor, paymentRange } from '../../contract/payment-methods'
import { amountOf, amountText, decimalAmountText } from '../../src/ui/amount-text'
import { formatMoney } from '../../src/ui/formats'
import { ZZ_MARKET } from '../fixtures/market-zz'

registerMarket(ZZ_MARKET)
const digits = ZZ_MARKET.minorDigits

describe('money in a currency without a minor unit', () => {
  it('takes whole wire amounts and refuses a fraction as bad input', () => {
    expect(digits).toBe(0)
    expect(wireToMinor(2_000_000, digits)).toBe(2_000_000)
    expect(wireToMinor(1.5, digits)).toBeNull()
    expect(wireToMinor(19.99, 2)).toBe(1999)
    expect(toMajor(2_000_000, digits)).toBe(2_000_000)
  })

  it('shows amounts without decimals, where the two-digit currencies keep theirs', () => {
    expect(formatMoney(2_000_000, ZZ_MARKET.currency)).not.toMatch(/[.,]\d{1,2}$|\.00/)
    expect(formatMoney(2_000_000, ZZ_MARKET.currency)).toContain('2,000,000')
    expect(formatMoney(1_000, MARKETS.TH.currency)).toMatch(/1,000\.00/)
  })

  it('keeps no decimals in a money field', () => {
    expect(decimalAmountText('1,234.56', digits)).toBe('1234')
    expect(amountOf('1234.5', digits)).toBeNull()
    expect(amountOf('1234', digits)).toBe(1234)
    expect(amountText(1234.4, digits)).toBe('1234')
    expect(decimalAmountText('1,234.567', 2)).toBe('1234.56')
  })

  it('asks at least 100 of the currency for one payment, in its own units', () => {
    expect(paymentMinMinor(digits)).toBe(100)
    expect(paymentMinMinor(2)).toBe(100_00)
    expect(paymentRange(5_000, 1_000_000, digits)).toEqual({ minMinor: 100, maxMinor: 5_000 })
  })

  it('rounds the interest to the whole unit, where two digits round it to a tenth', () => {
    // 1,234,567 × 18.00% a period × 3 periods ÷ 100 = 66,666.618
    expect(interestMinor(1_234_567, 1800, 3, digits)).toBe(66_667)
    expect(interestMinor(1_234_567, 1800, 3, 2)).toBe(66_670)
    const quote = quoteLoan({ amountMinor: 1_234_567, rate: 1800, periods: 3, startDate: '2026-12-07', periodUnit: 'month', minorDigits: digits })
    expect(quote.totalMinor).toBe(1_301_234)
    expect(quote.schedule.reduce((sum, line) => sum + line.amtMinor, 0)).toBe(quote.totalMinor)
  })
})
