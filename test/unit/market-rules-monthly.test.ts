import { describe, expect, it } from 'vitest'
import { type LoanTerms, quoteLoan } from '../../contract/loan-math'
import { checkQuote, PH_RULES } from '../../contract/market-rules'

// PHP 10,000.00 a month at a time: the largest loan the BSP small-loan caps cover.
const phQuote = (overrides: Partial<LoanTerms> = {}) =>
  quoteLoan({ amountMinor: 1_000_000, rate: 3000, periods: 4, startDate: '2027-03-10', periodUnit: 'month', ...overrides })

const caps = PH_RULES.smallLoanCaps!

describe('the monthly rates a Philippine quote discloses', () => {
  it.each([2, 3, 4])('PHP 10,000 at 3%% flat over %i months is within the caps the quote itself shows', (periods) => {
    const quote = phQuote({ periods })
    expect(checkQuote(PH_RULES, quote, 'month', '2027-03-10')).toEqual([])
    expect(quote.monthlyNominalPercent).toBeLessThanOrEqual(caps.maxMonthlyNominalPercent)
    expect(quote.monthlyEffectivePercent).toBeLessThanOrEqual(caps.maxMonthlyEffectivePercent)
  })

  it('is refused at 4% flat over 4 months with the nominal figure the quote discloses', () => {
    const quote = phQuote({ rate: 4000 })
    expect(quote.monthlyNominalPercent).toBeGreaterThan(caps.maxMonthlyNominalPercent)
    expect(checkQuote(PH_RULES, quote, 'month', '2027-03-10')).toEqual([
      { rule: 'maxMonthlyNominal', limit: caps.maxMonthlyNominalPercent, actual: quote.monthlyNominalPercent },
    ])
  })

  it.each([1, 2, 3, 4])('never shows an effective rate below the nominal one, over %i months', (periods) => {
    const quote = phQuote({ periods, rate: 4000 })
    expect(quote.monthlyEffectivePercent).toBeGreaterThanOrEqual(quote.monthlyNominalPercent)
  })

  it('shows equal nominal and effective rates for a single monthly payment, the flat rate itself', () => {
    const quote = phQuote({ periods: 1 })
    expect(quote.monthlyNominalPercent).toBe(3)
    expect(quote.monthlyEffectivePercent).toBe(3)
  })

  it('reports in a violation the same rounded figure the quote discloses', () => {
    // A cap just under the disclosed figure: what the borrower reads is what the check compares.
    for (const periods of [2, 3, 4]) {
      const quote = phQuote({ periods })
      const tight = { ...PH_RULES, smallLoanCaps: { ...caps, maxMonthlyNominalPercent: quote.monthlyNominalPercent - 0.01, maxMonthlyEffectivePercent: quote.monthlyEffectivePercent - 0.01 } }
      expect(checkQuote(tight, quote, 'month', '2027-03-10').map((v) => v.actual)).toEqual([quote.monthlyNominalPercent, quote.monthlyEffectivePercent])
    }
  })
})
