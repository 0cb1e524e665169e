// The most one borrower may be lent: the market's law (a credit line as a multiple of income,
// no new credit past a number of lenders) and the lender's affordability policy (what the
// installment, with the other debts a bureau reports, may take of income after expenses and what
// it must leave to live on). One pure function, read wherever an amount is offered or approved:
// the offer, /loan/apply, the decision, a person's approval, extensions and limit growth.
// Money is integer minor units, income and payments a month.

/** From this monthly income up (to the next band), the law's limits on unsecured personal credit. */
export type IncomeBand = {
  fromIncomeMinor: number
  /** The credit line one lender may give, as a multiple of monthly income; null where the law sets none. */
  timesIncome: number | null
  /** No new personal-loan credit once this many lenders have given one; null where the law sets no number. */
  maxLenders: number | null
}

/** A market's limits on how much credit one borrower may get (contract/market/<code>/credit-limits.ts). */
export type CreditRules = {
  /** Lowest income first; empty where the law sets no income multiple. */
  incomeBands: readonly IncomeBand[]
  /** Defaults of the lender's policy where no law sets a figure; DECISION_RULES overrides them. */
  policyDefaults: {
    /** What must be left a month after expenses, other debts and the installment. */
    livingMinimumMinor: number
    /** What all debt payments together may take of monthly income, in percent; null: no such limit. */
    maxDebtServicePercent: number | null
  }
}

/** The lender's affordability policy, as the decision rules carry it. */
export type AffordabilityPolicy = {
  /** Income after expenses must cover the installment and other debts this many times (1.2: they take at most 83%). */
  affordabilityMargin: number
  livingMinimumMinor: number
  maxDebtServicePercent: number | null
}

/** What a credit bureau reports of the borrower's other credit; absent until a bureau answers. */
export type BureauFigures = { openPersonalLoanLenders: number; monthlyDebtMinor: number }

export type BorrowerMeans = { monthlyIncomeMinor: number | null; expensesMinor: number | null; bureau: BureauFigures | null }

/** Why an amount or installment is beyond the borrower's limit, each a decision reason the app translates. */
export const LIMIT_BREACHES = ['above_legal_limit', 'too_many_lenders', 'not_affordable', 'below_living_minimum', 'debt_service_limit'] as const
export type LimitBreach = (typeof LIMIT_BREACHES)[number]

export type CreditLimit = {
  incomeMinor: number
  expensesMinor: number
  otherDebtMinor: number
  /** The law's ceiling on the principal; null where the law sets none. */
  maxPrincipalMinor: number | null
  /** The bureau shows as many lenders as the law allows: no new credit at all. */
  lendersFull: boolean
  policy: AffordabilityPolicy
  /** The largest monthly installment every affordability rule allows (0 when none does). */
  maxMonthlyPaymentMinor: number
}

export function creditLimit(rules: CreditRules, policy: AffordabilityPolicy, means: BorrowerMeans): CreditLimit {
  const incomeMinor = Math.max(0, means.monthlyIncomeMinor ?? 0)
  const expensesMinor = Math.max(0, means.expensesMinor ?? 0)
  const otherDebtMinor = Math.max(0, means.bureau?.monthlyDebtMinor ?? 0)
  const band = bandOf(rules, incomeMinor)
  // Without a bureau answer the number of lenders is unknown: the rule cannot be checked, never assumed met or broken.
  const lendersFull = band?.maxLenders != null && means.bureau !== null && means.bureau.openPersonalLoanLenders >= band.maxLenders
  const spare = incomeMinor - expensesMinor
  const caps = [Math.floor(spare / policy.affordabilityMargin) - otherDebtMinor, spare - otherDebtMinor - policy.livingMinimumMinor]
  if (policy.maxDebtServicePercent !== null) caps.push(Math.floor((incomeMinor * policy.maxDebtServicePercent) / 100) - otherDebtMinor)
  return {
    incomeMinor,
    expensesMinor,
    otherDebtMinor,
    maxPrincipalMinor: band ? (band.timesIncome === null ? null : Math.floor(incomeMinor * band.timesIncome)) : rules.incomeBands.length > 0 ? 0 : null,
    lendersFull,
    policy,
    maxMonthlyPaymentMinor: Math.max(0, Math.min(...caps)),
  }
}

function bandOf(rules: CreditRules, incomeMinor: number): IncomeBand | undefined {
  return rules.incomeBands.filter((b) => b.fromIncomeMinor <= incomeMinor).at(-1)
}

/**
 * Every limit one loan would break: its principal against the law, its monthly installment against
 * each affordability rule. Compared exactly, so a loan at a limit is within it.
 */
export function limitBreaches(limit: CreditLimit, loan: { amountMinor: number; monthlyPaymentMinor: number }): LimitBreach[] {
  const breaches: LimitBreach[] = []
  if (limit.maxPrincipalMinor !== null && loan.amountMinor > limit.maxPrincipalMinor) breaches.push('above_legal_limit')
  if (limit.lendersFull) breaches.push('too_many_lenders')
  breaches.push(...paymentBreaches(limit, loan.monthlyPaymentMinor))
  return breaches
}

/** The affordability rules a monthly installment breaks. */
export function paymentBreaches(limit: CreditLimit, monthlyPaymentMinor: number): LimitBreach[] {
  const { incomeMinor, expensesMinor, otherDebtMinor, policy } = limit
  const debt = monthlyPaymentMinor + otherDebtMinor
  const spare = incomeMinor - expensesMinor
  const breaches: LimitBreach[] = []
  if (debt * policy.affordabilityMargin > spare) breaches.push('not_affordable')
  if (spare - debt < policy.livingMinimumMinor) breaches.push('below_living_minimum')
  if (policy.maxDebtServicePercent !== null && debt * 100 > incomeMinor * policy.maxDebtServicePercent) breaches.push('debt_service_limit')
  return breaches
}

/** The principal ceiling as a number, for the places that bound an amount: no law, no ceiling. */
export function principalCeilingMinor(limit: CreditLimit): number {
  if (limit.lendersFull) return 0
  return limit.maxPrincipalMinor ?? Number.POSITIVE_INFINITY
}
