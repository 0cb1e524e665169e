// Indonesia's limit on credit (OJK, LPBBTI): at most three platforms at once, no income multiple.
import { describe, expect, it } from 'vitest'
import { creditLimit, limitBreaches } from '../../contract/credit-limits'
import { MARKETS } from '../../contract/market'

const rules = MARKETS.ID.creditRules
const policy = { affordabilityMargin: 1.2, ...rules.policyDefaults }
const means = (openLenders: number | null) => ({
  monthlyIncomeMinor: 6_000_000,
  expensesMinor: 2_000_000,
  bureau: openLenders === null ? null : { openPersonalLoanLenders: openLenders, monthlyDebtMinor: 0 },
})

describe('credit limits in Indonesia', () => {
  it('sets no ceiling on the principal from income, the law giving no multiple', () => {
    expect(creditLimit(rules, policy, means(0)).maxPrincipalMinor).toBeNull()
  })

  it('refuses new credit once the bureau shows three platforms, and allows it at two', () => {
    expect(creditLimit(rules, policy, means(3)).lendersFull).toBe(true)
    expect(creditLimit(rules, policy, means(2)).lendersFull).toBe(false)
    expect(limitBreaches(creditLimit(rules, policy, means(3)), { amountMinor: 1_000_000, monthlyPaymentMinor: 100_000 })).toContain('too_many_lenders')
  })

  it('neither assumes the rule met nor broken before a bureau answers', () => {
    expect(creditLimit(rules, policy, means(null)).lendersFull).toBe(false)
  })
})
