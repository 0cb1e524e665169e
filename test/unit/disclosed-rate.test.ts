// The one rate each market's regulator requires, from the quote's arithmetic: Thailand's effective
// rate a year and the Philippines' monthly EIR (the Truth in Lending percent), for monthly and
// twice-a-month schedules.
import { describe, expect, it } from 'vitest'
import { disclosedRate, disclosureOf } from '../../contract/disclosed-rate'
import { periodIrr, quoteLoan } from '../../contract/loan-math'
import { MARKET_PROFILES } from '../../contract/market/profiles'
import { quoteOnDay } from '../../contract/repayment-day'

const monthly = quoteLoan({ amountMinor: 1_000_000, rate: 2_000, periods: 3, startDate: '2026-01-31', periodUnit: 'month' })
const twice = quoteOnDay({ amountMinor: 1_000_000, rate: 2_000, periods: 3, startDate: '2026-01-31' }, 'twice')

describe('the disclosed rate', () => {
  it('is, in Thailand, the effective rate a year: the monthly IRR × 12, the figure the 25% cap is stated in', () => {
    const irr = periodIrr(1_000_000, monthly.schedule.map((l) => l.amtMinor))
    const rate = disclosedRate(MARKET_PROFILES.TH.disclosure, monthly)
    expect(rate).toEqual({ name: 'effectiveAnnual', per: 'year', percent: Math.round(irr * 12 * 10_000) / 100 })
    // 2% a month flat over 3 months: about 2.99% a month on the reducing balance, 35.9% a year.
    expect(rate.percent).toBeCloseTo(35.9, 0)
  })

  it('is, in the Philippines, the EIR a month: the IRR per month for monthly payments', () => {
    const irr = periodIrr(1_000_000, monthly.schedule.map((l) => l.amtMinor))
    expect(disclosedRate(MARKET_PROFILES.PH.disclosure, monthly)).toEqual({ name: 'monthlyEir', per: 'month', percent: Math.round(irr * 10_000) / 100 })
  })

  it('compounds two half-month payments into a month for the Philippine EIR: a little above the monthly one, the money being repaid sooner', () => {
    expect(twice.schedule).toHaveLength(6)
    const rate = disclosedRate(MARKET_PROFILES.PH.disclosure, twice)
    expect(rate.percent).toBe(twice.monthlyEffectivePercent)
    const once = disclosedRate('monthlyEirTila', monthly).percent
    expect(rate.percent).toBeGreaterThan(once)
    expect(rate.percent - once).toBeLessThan(1)
  })

  it('states twice-a-month loans in Thailand a year too, over 24 payments a year', () => {
    expect(disclosedRate('annualRate', twice)).toEqual({ name: 'effectiveAnnual', per: 'year', percent: twice.aprPercent })
  })

  it('falls back to the yearly rate over 12 for Philippine terms frozen without the monthly EIR', () => {
    expect(disclosedRate('monthlyEirTila', { aprPercent: 36 })).toEqual({ name: 'monthlyEir', per: 'month', percent: 3 })
  })
})

describe('what a quote discloses', () => {
  it('is the one rate in both markets, the Philippine EIR standing for the Truth in Lending percent', () => {
    expect(disclosureOf('monthlyEirTila', monthly, '2026-01-31')).toEqual({ disclosed: disclosedRate('monthlyEirTila', monthly) })
    expect(disclosureOf('annualRate', monthly, '2026-01-31')).toEqual({ disclosed: disclosedRate('annualRate', monthly) })
  })

  it("is, in Indonesia, OJK's cost a calendar day: the interest over the amount and the days to the last due date", () => {
    // Rp1,000,000 over 30 days at 0.1% a day: Rp30,000, 0.1% of the amount a day.
    const daily = quoteLoan({ amountMinor: 1_000_000, rate: 100, periods: 30, startDate: '2026-12-08', periodUnit: 'day', minorDigits: 0 })
    expect(MARKET_PROFILES.ID?.disclosure).toBe('dailyEconomicBenefit')
    expect(disclosureOf('dailyEconomicBenefit', daily, '2026-12-08')).toEqual({ disclosed: { name: 'dailyCost', per: 'day', percent: 0.1 } })
    // 6% a month for 3 months from 1 February 2026 is 18% over 89 days.
    const months = quoteLoan({ amountMinor: 1_000_000, rate: 6_000, periods: 3, startDate: '2026-02-01', periodUnit: 'month', minorDigits: 0 })
    expect(disclosureOf('dailyEconomicBenefit', months, '2026-02-01').disclosed.percent).toBe(0.2022)
  })
})
