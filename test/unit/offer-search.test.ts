import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditLimit, LIMIT_BREACHES } from '../../contract/credit-limits'
import { quoteLoan } from '../../contract/loan-math'
import { MARKETS } from '../../contract/market'
import { checkQuote, PH_RULES, TH_RULES } from '../../contract/market-rules'
import { affordabilityPolicyOf } from '../../server/domain/orders/decision-inputs'
import { type Applicant, applicationOf, decide, decisionRulesSchema } from '../../server/domain/orders/decision-rules'
import { bestOffer, type Offer, type OfferInput } from '../../server/domain/orders/offer-search'

const NOW = new Date('2026-11-25T03:00:00Z')
const RULES = decisionRulesSchema.parse({})
const PERSON = { birthday: '1990-05-17', identityVerified: true, bankBound: true, otherOpenLoans: 0 }

/** A borrower of one market with these figures, their limits worked out as the server does. */
function applicant(market: 'TH' | 'PH', monthlyIncomeMinor: number | null, expensesMinor: number | null, person: Partial<typeof PERSON> = {}): Applicant {
  const { creditRules } = MARKETS[market]
  const limit = creditLimit(creditRules, affordabilityPolicyOf(RULES, MARKETS[market]), { monthlyIncomeMinor, expensesMinor, bureau: null })
  return { ...PERSON, ...person, monthlyIncomeMinor, expensesMinor, creditLimit: limit }
}

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
function everyAmount(input: OfferInput): Omit<Extract<Offer, { amountMinor: number }>, 'loweredBy'> | null {
  const { minAmountMinor, maxAmountMinor, stepMinor } = input.product
  for (let amountMinor = maxAmountMinor; amountMinor >= minAmountMinor; amountMinor -= stepMinor) {
    for (const config of [...input.configs].sort((a, b) => a.periods - b.periods)) {
      const quote = quoteLoan({ amountMinor, rate: config.rate, periods: config.periods, startDate: input.startDate, periodUnit: input.periodUnit })
      const application = applicationOf({ ...quote, periodUnit: input.periodUnit }, input.product)
      const approved = decide(input.rules, input.applicant, application, input.now, 2).outcome === 'approve'
      if (approved && checkQuote(input.marketRules, quote, input.periodUnit, input.startDate).length === 0) {
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
        fc.constantFrom(['TH', THAI] as const, ['PH', PHILIPPINE] as const),
        fc.integer({ min: 0, max: 40_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        ([market, product], monthlyIncomeMinor, expensesMinor) => {
          const input = { ...product, applicant: applicant(market, monthlyIncomeMinor, expensesMinor) }
          const found = bestOffer(input)
          const expected = everyAmount(input)
          if (expected) expect(found).toMatchObject(expected)
          else if ('reasons' in found) expect(found.reasons.every((r) => (LIMIT_BREACHES as readonly string[]).includes(r))).toBe(true)
          else expect.unreachable('an offer where no amount is approved')
        },
      ),
      { numRuns: 80 },
    )
  })

  it('takes a longer term only when it allows a larger amount', () => {
    // Income to spare for anything up to the automatic-approval limit: the shortest term that reaches it.
    const rich = bestOffer({ ...THAI, applicant: applicant('TH', 50_000_000, 0) })
    expect(rich).toMatchObject({ amountMinor: RULES.manualReviewAbove * 100, periods: 6, loweredBy: [] })
    // 30,000 a month with 22,000 of expenses: 8,000 to spare, less the ฿3,100 living minimum leaves
    // 4,900 a month, which only the longest term turns into 90,000 (100,000 would leave 3,033).
    expect(bestOffer({ ...THAI, applicant: applicant('TH', 3_000_000, 2_200_000) })).toEqual({
      amountMinor: 9_000_000,
      periods: 24,
      monthlyPaymentMinor: 447_000,
      loweredBy: ['below_living_minimum'],
    })
  })

  it('never offers an amount above the market caps, even one the rules would approve', () => {
    // 5.5% a month flat is above the Philippine small-loan caps up to PHP 10,000, and allowed above.
    const dear: Omit<OfferInput, 'applicant'> = { ...PHILIPPINE, product: { minAmountMinor: 500_000, maxAmountMinor: 2_000_000, stepMinor: 50_000 }, configs: [{ periods: 4, rate: 5500 }] }
    const affordsUpTo9000 = applicant('PH', 700_000, 0)
    expect(bestOffer({ ...dear, applicant: affordsUpTo9000 })).toEqual({ reasons: ['amount_out_of_limits'] })
    const affordsMore = applicant('PH', 1_460_000, 0)
    expect(bestOffer({ ...dear, applicant: affordsMore })).toMatchObject({ amountMinor: 1_900_000, periods: 4 })
  })

  it('says why when nothing can be offered: the fewest reasons at the smallest amount', () => {
    const young = applicant('TH', 3_000_000, 1_200_000, { birthday: '2007-01-01', otherOpenLoans: 1 })
    expect(bestOffer({ ...THAI, applicant: young })).toEqual({ reasons: ['age_out_of_range', 'open_loan'] })
    const noIncome = applicant('PH', null, null)
    expect(bestOffer({ ...PHILIPPINE, applicant: noIncome })).toEqual({ reasons: ['not_affordable', 'below_living_minimum', 'debt_service_limit'] })
    // ฿20,000 a month: the law allows at most ฿30,000, below the ฿80,000 a product starts at.
    expect(bestOffer({ ...THAI, applicant: applicant('TH', 2_000_000, 0) })).toEqual({ reasons: ['above_legal_limit'] })
  })
})
