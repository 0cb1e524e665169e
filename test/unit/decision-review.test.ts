// A person decides above the lender's amount (DECISION_RULES.manualReviewAbove, in major units):
// the same rule in a currency with cents and in one without, such as the rupiah.
import { describe, expect, it } from 'vitest'
import { creditLimit } from '../../contract/credit-limits'
import { MARKETS } from '../../contract/market'
import { toMinor } from '../../contract/money'
import { affordabilityPolicyOf } from '../../server/domain/orders/decision-inputs'
import { type Applicant, decide, decisionRulesSchema } from '../../server/domain/orders/decision-rules'

const NOW = new Date('2026-12-08T03:00:00Z')
const RULES = decisionRulesSchema.parse({ manualReviewAbove: 1_000_000 })

describe.each(['TH', 'ID'] as const)('the review threshold in %s', (code) => {
  const market = MARKETS[code]
  const digits = market.minorDigits
  // An income far above any limit, so that only the threshold can send the application to a person.
  const income = toMinor(500_000_000, digits)
  const applicant: Applicant = {
    birthday: '1990-05-17',
    identityVerified: true,
    bankBound: true,
    otherOpenLoans: 0,
    monthlyIncomeMinor: income,
    expensesMinor: 0,
    creditLimit: creditLimit(market.creditRules, affordabilityPolicyOf(RULES, market), { monthlyIncomeMinor: income, expensesMinor: 0, bureau: null }),
  }
  const application = (major: number) => ({ amountMinor: toMinor(major, digits), monthlyPaymentMinor: toMinor(Math.round(major / 10), digits), minAmountMinor: 0, maxAmountMinor: toMinor(10_000_000, digits) })

  it('sends an application above the amount to a person, and decides one at it alone', () => {
    expect(decide(RULES, applicant, application(1_000_001), NOW, digits)).toEqual({ outcome: 'review' })
    expect(decide(RULES, applicant, application(1_000_000), NOW, digits)).toEqual({ outcome: 'approve' })
  })
})
