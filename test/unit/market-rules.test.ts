import { describe, expect, it } from 'vitest'
import { quoteLoan, type LoanTerms } from '../../contract/loan-math'
import { RATE_LIMITS } from '../../contract/loan-limits'
import { checkProduct, checkQuote, marketRulesSchema, PH_RULES, TH_RULES, type MarketRules } from '../../contract/market-rules'

/** Every quote here starts on this day; no built-in rule of TH or PH is dated. */
const START = '2024-01-01'

const quote = (overrides: Partial<LoanTerms> = {}) =>
  quoteLoan({ amountMinor: 8_000_000, rate: 1236, periods: 6, startDate: START, periodUnit: 'month', ...overrides })

// A PHP 10,000.00 loan over 4 months, the largest the BSP caps cover.
const phQuote = (overrides: Partial<LoanTerms> = {}) => quote({ amountMinor: 1_000_000, periods: 4, ...overrides })

const rules = (overrides: Partial<MarketRules> = {}): MarketRules => ({ maxChargesPercentOfPrincipal: 100, ...overrides })

const smallLoanCaps = (maxMonthlyNominalPercent: number, maxMonthlyEffectivePercent: number) => ({
  maxAmountMinor: 1_000_000,
  maxTermMonths: 4,
  maxMonthlyNominalPercent,
  maxMonthlyEffectivePercent,
})

describe('marketRulesSchema', () => {
  it('accepts the built-in rules', () => {
    expect(marketRulesSchema.parse(TH_RULES)).toEqual(TH_RULES)
    expect(marketRulesSchema.parse(PH_RULES)).toEqual(PH_RULES)
  })

  it('rejects a negative cap, a missing charges cap and a fractional amount bound', () => {
    expect(marketRulesSchema.safeParse({ ...TH_RULES, maxAprPercent: -1 }).success).toBe(false)
    expect(marketRulesSchema.safeParse({ maxAprPercent: 25 }).success).toBe(false)
    const fractional = { ...PH_RULES.smallLoanCaps, maxAmountMinor: 10.5 }
    expect(marketRulesSchema.safeParse({ ...PH_RULES, smallLoanCaps: fractional }).success).toBe(false)
  })
})

describe('checkQuote in Thailand', () => {
  it('passes 80,000.00 over 6 months at 1.236% a month, disclosed at exactly 25.00% a year', () => {
    const atCap = quote()
    expect(atCap.aprPercent).toBe(25)
    expect(checkQuote(TH_RULES, atCap, 'month', START)).toEqual([])
  })

  it('fails the same loan at 1.237% a month, disclosed at 25.02%', () => {
    expect(checkQuote(TH_RULES, quote({ rate: 1237 }), 'month', START)).toEqual([{ rule: 'maxApr', limit: 25, actual: 25.02 }])
  })

  it('passes a cap equal to the disclosed APR and fails one a hundredth lower', () => {
    const q = quote({ rate: 900, periods: 12 })
    expect(checkQuote(rules({ maxAprPercent: q.aprPercent }), q, 'month', START)).toEqual([])
    expect(checkQuote(rules({ maxAprPercent: q.aprPercent - 0.01 }), q, 'month', START)).toHaveLength(1)
  })

  it('finds the default top rate, 2.4% a month, far above the cap: 47.82% a year over 6 months', () => {
    expect(checkQuote(TH_RULES, quote({ rate: RATE_LIMITS.max }), 'month', START)).toEqual([{ rule: 'maxApr', limit: 25, actual: 47.82 }])
  })

  it('applies no monthly caps in Thailand, however short and small the loan', () => {
    expect(checkQuote(TH_RULES, phQuote({ rate: 5000, periods: 1 }), 'month', START).map((v) => v.rule)).toEqual(['maxApr'])
  })
})

describe('checkQuote in the Philippines', () => {
  it('passes PHP 10,000.00 over 4 months at 3.862% flat a month: 6.00% a month nominal', () => {
    expect(checkQuote(PH_RULES, phQuote({ rate: 3862 }), 'month', START)).toEqual([])
  })

  it('fails it at 3.863% flat: 6.01% a month nominal, within the 15% effective cap', () => {
    expect(checkQuote(PH_RULES, phQuote({ rate: 3863 }), 'month', START)).toEqual([{ rule: 'maxMonthlyNominal', limit: 6, actual: 6.01 }])
  })

  it('leaves a loan of PHP 10,000.01 to the general rules', () => {
    expect(checkQuote(PH_RULES, phQuote({ rate: 3863, amountMinor: 1_000_001 }), 'month', START)).toEqual([])
  })

  it('leaves a 5-month loan to the general rules', () => {
    expect(checkQuote(PH_RULES, phQuote({ rate: 3863, periods: 5 }), 'month', START)).toEqual([])
  })

  it('counts 16 weeks (3.7 months) and 120 days (3.9 months) as short, but not 122 days (4.01 months)', () => {
    const capped = (periods: number, unit: 'week' | 'day') =>
      checkQuote(PH_RULES, phQuote({ rate: 1000, periods, periodUnit: unit }), unit, START).map((v) => v.rule)
    expect(capped(16, 'week')).toContain('maxMonthlyNominal')
    expect(capped(120, 'day')).toContain('maxMonthlyNominal')
    expect(capped(122, 'day')).not.toContain('maxMonthlyNominal')
  })

  it('turns a weekly rate into a monthly one over 52 ÷ 12 weeks: nominal = APR ÷ 12, effective = (1 + annual)^(1/12) − 1', () => {
    // PHP 5,000.00 over 16 weeks at 1% a week: 800.00 interest, APR 93.70%, effective 153.12% a year.
    const weekly = phQuote({ amountMinor: 500_000, rate: 1000, periods: 16, periodUnit: 'week' })
    const tight = rules({ smallLoanCaps: smallLoanCaps(0.01, 0.01) })
    const [nominal, effective] = checkQuote(tight, weekly, 'week', START)
    expect([weekly.interestMinor, weekly.aprPercent, weekly.effectiveAnnualPercent]).toEqual([80_000, 93.7, 153.12])
    expect(nominal).toEqual({ rule: 'maxMonthlyNominal', limit: 0.01, actual: 7.81 })
    expect(effective).toEqual({ rule: 'maxMonthlyEffective', limit: 0.01, actual: 8.05 })
  })

  it('catches the effective cap on its own when compounding weekly pushes a loan over it', () => {
    const weekly = phQuote({ rate: 1000, periods: 16, periodUnit: 'week' })
    const effectiveOnly = rules({ smallLoanCaps: smallLoanCaps(7.81, 8) })
    expect(checkQuote(effectiveOnly, weekly, 'week', START)).toEqual([{ rule: 'maxMonthlyEffective', limit: 8, actual: 8.05 }])
  })
})

describe('checkQuote in every market', () => {
  it('allows charges equal to the principal: 5% a month for 20 months is 100%', () => {
    expect(checkQuote(rules(), quote({ rate: 5000, periods: 20 }), 'month', START)).toEqual([])
  })

  it('forbids charges above the principal: 5% a month for 24 months is 120%', () => {
    expect(checkQuote(rules(), quote({ rate: 5000, periods: 24 }), 'month', START)).toEqual([
      { rule: 'chargesAbovePrincipal', limit: 100, actual: 120 },
    ])
  })
})

describe('checkProduct', () => {
  const product = { rate: 1100, periodsOptions: [6, 12, 24], minAmountMinor: 8_000_000, maxAmountMinor: 300_000_000, periodUnit: 'month' as const }

  it('passes a Thai product whose every term stays under 25%', () => {
    expect(checkProduct(TH_RULES, product, START)).toEqual([])
  })

  it('reports the worst offered term once: 1.2% a month passes over 6 months but not over 24', () => {
    const violations = checkProduct(TH_RULES, { ...product, rate: 1200, periodsOptions: [6, 24] }, START)
    const worst = Math.max(quote({ rate: 1200, periods: 24 }).aprPercent, quote({ rate: 1200, periods: 24, amountMinor: 300_000_000 }).aprPercent)
    expect(checkQuote(TH_RULES, quote({ rate: 1200, periods: 6 }), 'month', START)).toEqual([])
    expect(violations).toEqual([{ rule: 'maxApr', limit: 25, actual: worst }])
  })

  it('checks the Philippine caps at the largest amount they cover, even when both bounds lie outside', () => {
    const wide = { rate: 3863, periodsOptions: [4], minAmountMinor: 500_000, maxAmountMinor: 5_000_000, periodUnit: 'month' as const }
    expect(checkProduct(PH_RULES, wide, START)).toEqual([{ rule: 'maxMonthlyNominal', limit: 6, actual: 6.01 }])
    expect(checkProduct(PH_RULES, { ...wide, rate: 3862 }, START)).toEqual([])
  })

  it('keeps one violation per rule, the largest', () => {
    const violations = checkProduct(rules({ maxAprPercent: 25 }), { ...product, rate: 5000, periodsOptions: [6, 21, 24] }, START)
    expect(violations.map((v) => v.rule).sort()).toEqual(['chargesAbovePrincipal', 'maxApr'])
    expect(violations.find((v) => v.rule === 'chargesAbovePrincipal')?.actual).toBe(120)
  })
})
