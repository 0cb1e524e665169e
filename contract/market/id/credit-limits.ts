import type { CreditRules } from '../../credit-limits'

// Issue 40: the OJK limits are being written (docs/data-sources.md).
export const ID_CREDIT_RULES: CreditRules = {
  incomeBands: [],
  policyDefaults: { livingMinimumMinor: 1_000_000, maxDebtServicePercent: 30 },
}
