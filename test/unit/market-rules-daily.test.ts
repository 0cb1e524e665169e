import { describe, expect, it } from 'vitest'
import { planRates, planViolations } from '../../contract/loan-extension'
import { dailyCostPercent, quoteLoan, type LoanTerms } from '../../contract/loan-math'
import { MARKETS } from '../../contract/market'
import { checkProduct, checkQuote, dailyCapOn, marketRulesSchema, PH_RULES, TH_RULES, type MarketRules } from '../../contract/market-rules'
import { checkQuoteOnDay } from '../../contract/repayment-day'

// SEOJK 19/SEOJK.06/2023's consumptive path as first published: 0.3%, 0.2%, then 0.1% a day.
const STEPS: MarketRules = {
  maxChargesPercentOfPrincipal: 100,
  maxDailyPercentSteps: [
    { from: '2024-01-01', percent: 0.3 },
    { from: '2025-01-01', percent: 0.2 },
    { from: '2026-01-01', percent: 0.1 },
  ],
}
const ID_RULES = MARKETS.ID.rules

// Rp1,000,000 over 60 days at 0.2% a day (rate 200 of 100,000 a period).
const daily = (overrides: Partial<LoanTerms> = {}) =>
  quoteLoan({ amountMinor: 1_000_000, rate: 200, periods: 60, startDate: '2025-06-01', periodUnit: 'day', minorDigits: 0, ...overrides })
const product = { rate: 200, periodsOptions: [60], minAmountMinor: 500_000, maxAmountMinor: 5_000_000, periodUnit: 'day' } as const

describe('a dated daily cost cap', () => {
  it("states the cost a day as OJK's worked example does: Rp85,000 over Rp1,000,000 and 90 days is 0.0944%", () => {
    const quote = { amountMinor: 1_000_000, interestMinor: 85_000, schedule: [{ period: 1, dueDate: '2024-05-10', amtMinor: 1_085_000 }] }
    expect(dailyCostPercent(quote, '2024-02-10')).toBe(0.0944)
  })

  it('passes a loan at 0.2% a day quoted on 2025-06-01 and refuses the same loan quoted on 2026-01-01', () => {
    expect(checkQuote(STEPS, daily(), 'day', '2025-06-01')).toEqual([])
    const later = daily({ startDate: '2026-01-01' })
    expect(checkQuote(STEPS, later, 'day', '2026-01-01')).toEqual([{ rule: 'maxDailyCost', limit: 0.1, actual: 0.2 }])
  })

  it('keeps a loan agreed in 2025 within its terms after the step-down: its start day decides, not the day it is looked at', () => {
    const agreed = daily()
    expect(checkQuoteOnDay(STEPS, agreed, '2025-06-01', 2)).toEqual([])
    const periods = agreed.schedule.map((line) => ({ period: line.period, dueDate: line.dueDate, amountMinor: line.amtMinor, interestMinor: 0, paidMinor: 0, repaid: false }))
    expect(planViolations(STEPS, 1_000_000, '2025-06-01', periods, periods)).toEqual([])
  })

  it("states an extension's cost a day over the loan's days as they stand after the change: a fee counts, later dates spread it", () => {
    const periods = daily().schedule.map((line) => ({ period: line.period, dueDate: line.dueDate, amountMinor: line.amtMinor, interestMinor: 0, paidMinor: 0, repaid: false }))
    expect(planRates(1_000_000, '2025-06-01', periods).dailyCostPercent).toBe(0.2)
    // Rp3,000 more and the last payment 10 days later: Rp123,000 over 70 days.
    const last = periods.at(-1)!
    const moved = [...periods.slice(0, -1), { ...last, dueDate: '2025-08-10', amountMinor: last.amountMinor + 3_000 }]
    expect(planRates(1_000_000, '2025-06-01', moved).dailyCostPercent).toBe(0.1757)
  })

  it('applies no cap before the first step, and the product check uses the day it is asked about', () => {
    expect(dailyCapOn(STEPS.maxDailyPercentSteps, '2023-12-31', 2)).toBeUndefined()
    expect(checkProduct(STEPS, product, '2025-12-31')).toEqual([])
    expect(checkProduct(STEPS, product, '2026-01-01').map((v) => v.rule)).toEqual(['maxDailyCost'])
  })

  it('counts a month-long period by its calendar days: 6% a month for 3 months from 1 February is 18% over 89 days', () => {
    const monthly = quoteLoan({ amountMinor: 1_000_000, rate: 6000, periods: 3, startDate: '2025-02-01', periodUnit: 'month', minorDigits: 0 })
    expect(dailyCostPercent(monthly, '2025-02-01')).toBe(0.2022)
    expect(checkQuote(STEPS, monthly, 'month', '2025-02-01')).toEqual([{ rule: 'maxDailyCost', limit: 0.2, actual: 0.2022 }])
  })

  it('is accepted by the schema, and a step without a date is not', () => {
    expect(marketRulesSchema.parse(ID_RULES)).toEqual(ID_RULES)
    expect(marketRulesSchema.safeParse({ maxChargesPercentOfPrincipal: 100, maxDailyPercentSteps: [{ percent: 0.1 }] }).success).toBe(false)
  })

  it('leaves Thailand and the Philippines without one', () => {
    expect(TH_RULES.maxDailyPercentSteps).toBeUndefined()
    expect(PH_RULES.maxDailyPercentSteps).toBeUndefined()
  })
})

describe("Indonesia's caps (OJK, LPBBTI consumptive funding)", () => {
  it('allows 0.3% a day under six months, in 2024 and after the 2025 revision alike', () => {
    for (const startDate of ['2024-06-01', '2026-12-08']) {
      expect(checkQuote(ID_RULES, daily({ rate: 300, startDate }), 'day', startDate)).toEqual([])
      expect(checkQuote(ID_RULES, daily({ rate: 301, startDate }), 'day', startDate).map((v) => v.rule)).toEqual(['maxDailyCost'])
    }
  })

  it('caps six months and longer at 0.2% a day from 2025-01-01, and a loan quoted the day before keeps 0.3%', () => {
    const long = (startDate: string) => daily({ rate: 250, periods: 200, startDate })
    expect(checkQuote(ID_RULES, long('2024-12-31'), 'day', '2024-12-31')).toEqual([])
    expect(checkQuote(ID_RULES, long('2025-01-01'), 'day', '2025-01-01')).toEqual([{ rule: 'maxDailyCost', limit: 0.2, actual: 0.25 }])
  })

  it('keeps every charge within the principal', () => {
    // 0.3% a day for 150 days is 45%; for a year at 0.2% a day, 73%: the total cap binds only a longer loan.
    const twoYears = daily({ rate: 150, periods: 730, startDate: '2026-01-01' })
    expect(checkQuote(ID_RULES, twoYears, 'day', '2026-01-01').map((v) => v.rule)).toEqual(['chargesAbovePrincipal'])
  })
})
