import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteLoan } from '../../contract/loan-math'
import { checkQuote, PH_RULES, TH_RULES } from '../../contract/market-rules'
import { applicationOf, decide, decisionRulesSchema } from '../../server/domain/orders/decision-rules'
import { bestOffer, type Offer, type OfferInput } from '../../server/domain/orders/offer-search'

const NOW = new Date('2026-11-25T03:00:00Z')
const RULES = decisionRulesSchema.parse({})
const APPLICANT = { birthday: '1990-05-17', identityVerified: true, bankBound: true, monthlyIncomeMinor: 3_000_000, expensesMinor: 1_200_000, otherOpenLoans: 0 }

// The demo lenders' main products (server/db/seed.ts).
const THAI: Omit<OfferInput, 'applicant'> = {
  rules: RULES,
  product: { minAmountMinor: 8_000_000, maxAmountMinor: 300_000_000, stepMinor: 1_000_000 },
  configs: [{ periods: 6, rate: 900 }, { periods: 12, rate: 850 }, { periods: 18, rate: 800 }, { periods: 24, rate: 800 }],
  marketRules: TH_RULES,
  periodUnit: 'month',
  startDate: '2026-11-25',
  now: NOW,
}
const PHILIPPINE: Omit<OfferInput, 'applicant'> = {
  ...THAI,
  product: { minAmountMinor: 200_000, maxAmountMinor: 1_000_000, stepMinor: 50_000 },
  configs: [{ periods: 2, rate: 3000 }, { periods: 3, rate: 3000 }, { periods: 4, rate: 3000 }],
  marketRules: PH_RULES,
}

/** Every amount from the top, every term from the shortest: what the search must agree with. */
function everyAmount(input: OfferInput): Offer | null {
  const { minAmountMinor, maxAmountMinor, stepMinor } = input.product
  for (let amountMinor = maxAmountMinor; amountMinor >= minAmountMinor; amountMinor -= stepMinor) {
    for (const config of [...input.configs].sort((a, b) => a.periods - b.periods)) {
      const quote = quoteLoan({ amountMinor, rate: config.rate, periods: config.periods, startDate: input.startDate, periodUnit: input.periodUnit })
      const application = applicationOf({ ...quote, periodUnit: input.periodUnit }, input.product)
      const approved = decide(input.rules, input.applicant, application, input.now).outcome === 'approve'
      if (approved && checkQuote(input.marketRules, quote, input.periodUnit).length === 0) {
        return { amountMinor, periods: config.periods, monthlyPaymentMinor: application.monthlyPaymentMinor }
      }
    }
  }
  return null
}

describe('the best offer', () => {
  it('is the largest amount of any term that the rules approve, found as a scan of every amount finds it, in both markets', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(THAI, PHILIPPINE),
        fc.integer({ min: 0, max: 40_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (product, monthlyIncomeMinor, expensesMinor) => {
          const input = { ...product, applicant: { ...APPLICANT, monthlyIncomeMinor, expensesMinor } }
          const found = bestOffer(input)
          const expected = everyAmount(input)
          if (expected) expect(found).toEqual(expected)
          else expect(found).toEqual({ reasons: ['not_affordable'] })
        },
      ),
      { numRuns: 80 },
    )
  })

  it('takes a longer term only when it allows a larger amount', () => {
    // Income to spare for anything up to the automatic-approval limit: the shortest term that reaches it.
    const rich = bestOffer({ ...THAI, applicant: { ...APPLICANT, monthlyIncomeMinor: 50_000_000, expensesMinor: 0 } })
    expect(rich).toMatchObject({ amountMinor: RULES.manualReviewAbove * 100, periods: 6 })
    // 22,000 a month with 12,000 of expenses: only the longest term reaches 160,000.
    expect(bestOffer({ ...THAI, applicant: { ...APPLICANT, monthlyIncomeMinor: 2_200_000 } })).toEqual({ amountMinor: 16_000_000, periods: 24, monthlyPaymentMinor: 794_667 })
  })

  it('never offers an amount above the market caps, even one the rules would approve', () => {
    // 5.5% a month flat is above the Philippine small-loan caps up to PHP 10,000, and allowed above.
    const dear: Omit<OfferInput, 'applicant'> = { ...PHILIPPINE, product: { minAmountMinor: 500_000, maxAmountMinor: 2_000_000, stepMinor: 50_000 }, configs: [{ periods: 4, rate: 5500 }] }
    const affordsUpTo9000 = { ...APPLICANT, monthlyIncomeMinor: 340_000, expensesMinor: 0 }
    expect(bestOffer({ ...dear, applicant: affordsUpTo9000 })).toEqual({ reasons: ['amount_out_of_limits'] })
    const affordsMore = { ...APPLICANT, monthlyIncomeMinor: 700_000, expensesMinor: 0 }
    expect(bestOffer({ ...dear, applicant: affordsMore })).toMatchObject({ amountMinor: 1_900_000, periods: 4 })
  })

  it('says why when nothing can be offered: the fewest reasons at the smallest amount', () => {
    const young = { ...APPLICANT, birthday: '2007-01-01', otherOpenLoans: 1 }
    expect(bestOffer({ ...THAI, applicant: young })).toEqual({ reasons: ['age_out_of_range', 'open_loan'] })
    const noIncome = { ...APPLICANT, monthlyIncomeMinor: null, expensesMinor: null }
    expect(bestOffer({ ...PHILIPPINE, applicant: noIncome })).toEqual({ reasons: ['not_affordable'] })
  })
})
