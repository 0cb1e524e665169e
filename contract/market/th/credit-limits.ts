import type { CreditRules } from '../../credit-limits'

/**
 * The Bank of Thailand's personal loans under supervision (notifications Sor Nor Sor 14/2560 for
 * financial institutions and 15/2560 for non-banks, in force since 1 September 2017): a monthly
 * income under ฿30,000 gets a credit line of at most 1.5 times that income from one lender, and
 * no new personal-loan credit once three lenders have given one; from ฿30,000, at most 5 times.
 * The three-lender rule needs a bureau answer (docs/data-sources.md, "Credit limits").
 * The living minimum is the lender's policy, not law: about the NESDC's poverty line of 2024
 * (฿3,078 a person a month), rounded up. No law sets a debt-service ratio for these loans.
 */
export const TH_CREDIT_RULES: CreditRules = {
  incomeBands: [
    { fromIncomeMinor: 0, timesIncome: 1.5, maxLenders: 3 },
    { fromIncomeMinor: 3_000_000, timesIncome: 5, maxLenders: null },
  ],
  policyDefaults: { livingMinimumMinor: 310_000, maxDebtServicePercent: null },
}
