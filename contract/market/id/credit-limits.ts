import type { CreditRules } from '../../credit-limits'

/**
 * OJK (SEOJK 19/SEOJK.06/2023 on LPBBTI, docs/data-sources.md "Indonesia: credit limits"): a
 * borrower may have funding from at most three LPBBTI platforms at once, this one included; the
 * count needs a bureau answer, as Thailand's three-lender rule does. OJK sets no income multiple
 * for consumptive funding. Its minimum income for new borrowers (Rp3,000,000 a month, from
 * 1 January 2027 at the latest) is not a slot here yet (docs/indonesia.md). The living minimum and
 * the debt-service limit are the lender's policy, not law: about BPS's national poverty line (some
 * Rp610,000 a person a month in 2025, unverified here), rounded up, and all debt payments at most
 * 30% of income, a common underwriting figure; both are DECISION_RULES a lender may change.
 */
export const ID_CREDIT_RULES: CreditRules = {
  incomeBands: [{ fromIncomeMinor: 0, timesIncome: null, maxLenders: 3 }],
  policyDefaults: { livingMinimumMinor: 700_000, maxDebtServicePercent: 30 },
}
