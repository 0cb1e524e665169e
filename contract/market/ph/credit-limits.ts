import type { CreditRules } from '../../credit-limits'

/**
 * No Philippine law or BSP/SEC rule sets an income multiple, a number of lenders or a
 * debt-service ratio for lending companies' consumer loans: the pricing caps of BSP Circular 1133
 * (2021) are in market-rules.ts. The debt-service limit here is the lender's policy (all debt
 * payments at most 40% of gross monthly income, a common underwriting figure), and so is the
 * living minimum: about the PSA's 2023 poverty threshold of ₱13,873 a month for a family of five,
 * per person (₱2,775), rounded up. Both are DECISION_RULES a lender may change.
 */
export const PH_CREDIT_RULES: CreditRules = {
  incomeBands: [],
  policyDefaults: { livingMinimumMinor: 280_000, maxDebtServicePercent: 40 },
}
