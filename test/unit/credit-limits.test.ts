// No offer, application the rules approve, extension or grown limit goes beyond the market's law or
// what the borrower can afford, over incomes, expenses, products and both markets.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BureauFigures, creditLimit, limitBreaches, paymentBreaches, principalCeilingMinor } from '../../contract/credit-limits'
import { bureauFigures } from '../../contract/credit/bureau-answer'
import { extendedPlan, extensionBreaches, extensionFeeMinor, type PlanPeriod } from '../../contract/loan-extension'
import { historyLimit, withinCeiling } from '../../contract/loan-history-limit'
import { monthlyPaymentMinor, quoteLoan } from '../../contract/loan-math'
import { MARKETS } from '../../contract/market'
import { affordabilityPolicyOf } from '../../server/domain/orders/decision-inputs'
import { applicationOf, decide, decisionRulesSchema } from '../../server/domain/orders/decision-rules'
import { bestOffer } from '../../server/domain/orders/offer-search'

const NOW = new Date('2026-11-25T03:00:00Z')
const PERSON = { birthday: '1990-05-17', identityVerified: true, bankBound: true, otherOpenLoans: 0 }

type Market = 'TH' | 'PH'

function limitOf(market: Market, monthlyIncomeMinor: number, expensesMinor: number, rules = decisionRulesSchema.parse({}), bureau: BureauFigures | null = null) {
  const { creditRules } = MARKETS[market]
  return creditLimit(creditRules, affordabilityPolicyOf(rules, MARKETS[market]), { monthlyIncomeMinor, expensesMinor, bureau })
}

/** A product within the market's pricing caps: monthly terms, a rate, an amount grid. */
const product = (market: Market) =>
  fc
    .record({
      minSteps: fc.integer({ min: 1, max: 10 }),
      steps: fc.integer({ min: 0, max: 300 }),
      stepMinor: market === 'TH' ? fc.constantFrom(100_000, 500_000, 1_000_000) : fc.constantFrom(50_000, 100_000),
      rate: market === 'TH' ? fc.integer({ min: 400, max: 2000 }) : fc.integer({ min: 500, max: 3000 }),
      periods: market === 'TH' ? fc.uniqueArray(fc.integer({ min: 3, max: 36 }), { minLength: 1, maxLength: 4 }) : fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
    })
    .map(({ minSteps, steps, stepMinor, rate, periods }) => ({
      product: { minAmountMinor: minSteps * stepMinor, maxAmountMinor: (minSteps + steps) * stepMinor, stepMinor },
      configs: periods.map((p) => ({ periods: p, rate })),
    }))

const case_ = fc.constantFrom<Market>('TH', 'PH').chain((market) =>
  fc.record({
    market: fc.constant(market),
    income: fc.integer({ min: 0, max: 20_000_000 }),
    expenses: fc.integer({ min: 0, max: 10_000_000 }),
    terms: product(market),
    margin: fc.constantFrom(1, 1.2, 1.5, 2),
  }),
)

describe('the borrower limits', () => {
  it('keep every offer within the law and what the borrower can afford', () => {
    fc.assert(
      fc.property(case_, ({ market, income, expenses, terms, margin }) => {
        const rules = decisionRulesSchema.parse({ affordabilityMargin: margin })
        const limit = limitOf(market, income, expenses, rules)
        const offer = bestOffer({
          rules,
          applicant: { ...PERSON, monthlyIncomeMinor: income, expensesMinor: expenses, creditLimit: limit },
          ...terms,
          marketRules: MARKETS[market].rules,
          periodUnit: 'month',
          startDate: '2026-11-25',
          now: NOW,
        })
        if ('reasons' in offer) return
        expect(offer.amountMinor).toBeLessThanOrEqual(principalCeilingMinor(limit))
        expect(paymentBreaches(limit, offer.monthlyPaymentMinor)).toEqual([])
        expect(offer.monthlyPaymentMinor).toBeLessThanOrEqual(limit.maxMonthlyPaymentMinor)
      }),
      { numRuns: 150 },
    )
  })

  it('let the decision approve no application beyond them, whatever amount and term is asked', () => {
    fc.assert(
      fc.property(case_, fc.integer({ min: 0, max: 300 }), ({ market, income, expenses, terms, margin }, pick) => {
        const rules = decisionRulesSchema.parse({ affordabilityMargin: margin })
        const limit = limitOf(market, income, expenses, rules)
        const { minAmountMinor, maxAmountMinor, stepMinor } = terms.product
        const amountMinor = Math.min(maxAmountMinor, minAmountMinor + (pick % 301) * stepMinor)
        const config = terms.configs[pick % terms.configs.length]!
        const quote = quoteLoan({ amountMinor, rate: config.rate, periods: config.periods, startDate: '2026-11-25', periodUnit: 'month' })
        const application = applicationOf({ amountMinor, perPeriodMinor: quote.perPeriodMinor, periodUnit: 'month' }, terms.product)
        const decision = decide(rules, { ...PERSON, monthlyIncomeMinor: income, expensesMinor: expenses, creditLimit: limit }, application, NOW, 2)
        if (decision.outcome === 'refuse') return
        expect(limitBreaches(limit, application)).toEqual([])
        expect(amountMinor).toBeLessThanOrEqual(principalCeilingMinor(limit))
      }),
      { numRuns: 300 },
    )
  })

  it('hold a limit grown by repaying on time under the legal ceiling', () => {
    fc.assert(
      fc.property(
        case_,
        fc.array(fc.boolean(), { maxLength: 12 }),
        fc.constantFrom('hold', 'reset') as fc.Arbitrary<'hold' | 'reset'>,
        ({ market, income, expenses, terms }, onTimes, afterLate) => {
          const limit = limitOf(market, income, expenses)
          const rule = { startAmount: terms.product.minAmountMinor / 100, stepAmount: terms.product.stepMinor / 100, afterLate }
          const grown = withinCeiling(historyLimit(rule, onTimes.map((onTime) => ({ onTime })), terms.product, 2), principalCeilingMinor(limit))
          expect(grown.limitMinor).toBeLessThanOrEqual(principalCeilingMinor(limit))
        },
      ),
      { numRuns: 150 },
    )
  })

  it('let an extension with a fee through only when every grown payment is one the borrower can afford', () => {
    fc.assert(
      fc.property(case_, fc.constantFrom(7, 14, 30), fc.integer({ min: 1, max: 4 }), fc.constantFrom('one' as const, 'all' as const), ({ market, income, expenses, terms }, days, period, scope) => {
        const limit = limitOf(market, income, expenses)
        const config = terms.configs[0]!
        const quote = quoteLoan({ amountMinor: terms.product.minAmountMinor, rate: config.rate, periods: config.periods, startDate: '2026-11-25', periodUnit: 'month' })
        const before: PlanPeriod[] = quote.schedule.map((line) => ({ period: line.period, dueDate: line.dueDate, amountMinor: line.amtMinor, interestMinor: Math.round(quote.interestMinor / quote.schedule.length), paidMinor: 0, repaid: false }))
        const ask = { period: Math.min(period, before.length), days, scope }
        const fee = extensionFeeMinor({ enabled: true, maxPerLoan: 1, days: [7, 14, 30], fee: 'interest' }, before, { ...ask, rate: config.rate, periodUnit: 'month' })
        const after = extendedPlan(before, ask, fee)
        const monthly = (amountMinor: number) => monthlyPaymentMinor(amountMinor, 'month')
        if (extensionBreaches(limit, before, after, monthly).length > 0) return
        for (const p of after) {
          const was = before.find((b) => b.period === p.period)!
          if (p.amountMinor > was.amountMinor) expect(p.amountMinor).toBeLessThanOrEqual(limit.maxMonthlyPaymentMinor)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('give the largest affordable installment exactly: it passes, one more does not', () => {
    fc.assert(
      fc.property(case_, ({ market, income, expenses, margin }) => {
        const limit = limitOf(market, income, expenses, decisionRulesSchema.parse({ affordabilityMargin: margin }))
        if (limit.maxMonthlyPaymentMinor === 0) return
        expect(paymentBreaches(limit, limit.maxMonthlyPaymentMinor)).toEqual([])
        expect(paymentBreaches(limit, limit.maxMonthlyPaymentMinor + 1)).not.toEqual([])
      }),
      { numRuns: 200 },
    )
  })
})

describe("Thailand's income multiples", () => {
  it('allow 1.5 times a monthly income under 30,000 baht and 5 times from 30,000', () => {
    expect(limitOf('TH', 2_500_000, 0).maxPrincipalMinor).toBe(3_750_000)
    expect(limitOf('TH', 2_999_999, 0).maxPrincipalMinor).toBe(4_499_998)
    expect(limitOf('TH', 3_000_000, 0).maxPrincipalMinor).toBe(15_000_000)
    expect(limitOf('PH', 3_000_000, 0).maxPrincipalMinor).toBeNull()
  })

  it('never again offer the issue\'s borrower (25,000 a month, 12,000 of expenses) 210,000 over 24 months', () => {
    const limit = limitOf('TH', 2_500_000, 1_200_000)
    const quote = quoteLoan({ amountMinor: 21_000_000, rate: 800, periods: 24, startDate: '2026-11-25', periodUnit: 'month' })
    expect(limitBreaches(limit, { amountMinor: 21_000_000, monthlyPaymentMinor: quote.perPeriodMinor })).toEqual(['above_legal_limit', 'below_living_minimum'])
  })

  it('refuse new credit below 30,000 baht once a bureau shows three lenders, and cannot tell without one', () => {
    const three = { openPersonalLoanLenders: 3, monthlyDebtMinor: 0 }
    expect(limitOf('TH', 2_500_000, 0, undefined, three).lendersFull).toBe(true)
    expect(limitOf('TH', 2_500_000, 0, undefined, { ...three, openPersonalLoanLenders: 2 }).lendersFull).toBe(false)
    expect(limitOf('TH', 3_000_000, 0, undefined, three).lendersFull).toBe(false)
    expect(limitOf('TH', 2_500_000, 0).lendersFull).toBe(false)
    expect(principalCeilingMinor(limitOf('TH', 2_500_000, 0, undefined, three))).toBe(0)
  })

  it("count the debts a bureau reports against what the borrower can afford", () => {
    const without = limitOf('PH', 2_000_000, 500_000)
    const withDebts = limitOf('PH', 2_000_000, 500_000, undefined, { openPersonalLoanLenders: 1, monthlyDebtMinor: 300_000 })
    expect(without.maxMonthlyPaymentMinor - withDebts.maxMonthlyPaymentMinor).toBe(300_000)
  })
})

describe("the lender's policy", () => {
  it("takes the market's defaults unless DECISION_RULES sets its own, and null turns the debt-service limit off", () => {
    const { creditRules } = MARKETS.PH
    expect(affordabilityPolicyOf(decisionRulesSchema.parse({}), MARKETS.PH)).toEqual({ affordabilityMargin: 1.2, livingMinimumMinor: 280_000, maxDebtServicePercent: 40 })
    const own = decisionRulesSchema.parse({ livingMinimum: 5_000, maxDebtServicePercent: null })
    expect(affordabilityPolicyOf(own, MARKETS.PH)).toEqual({ affordabilityMargin: 1.2, livingMinimumMinor: 500_000, maxDebtServicePercent: null })
    // A currency without a minor unit keeps the lender's figure as it is.
    expect(affordabilityPolicyOf(own, { creditRules, minorDigits: 0 }).livingMinimumMinor).toBe(5_000)
    expect(decisionRulesSchema.safeParse({ maxDebtServicePercent: 0 }).success).toBe(false)
  })
})

describe('the bureau figures the limits read', () => {
  const account = (lender: string, kind: 'installment' | 'revolving' | 'other', instalmentMinor: number) => ({
    lender,
    kind,
    openedOn: '2026-01-01',
    limitMinor: 1_000_000,
    balanceMinor: 500_000,
    instalmentMinor,
    pastDueMinor: 0,
    worstDaysPastDue: 0,
  })

  it('counts each lender of an open instalment or revolving account once, and every instalment reported', () => {
    const answer = {
      fileFound: true,
      accounts: [account('BANK A', 'installment', 250_000), account('BANK A', 'revolving', 50_000), account('CARDS B', 'revolving', 0), account('SHOP C', 'other', 10_000)],
      inquiriesLast6Months: 2,
    }
    expect(bureauFigures(answer)).toEqual({ openPersonalLoanLenders: 2, monthlyDebtMinor: 310_000 })
    expect(bureauFigures({ fileFound: false, accounts: [], inquiriesLast6Months: 0 })).toEqual({ openPersonalLoanLenders: 0, monthlyDebtMinor: 0 })
  })
})
