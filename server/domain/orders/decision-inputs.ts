// What the decision rules read about a lender and a borrower, worked out one way for the decision
// on an application (its facts read at once, decision-facts.ts) and for the offer made before one,
// so the two never read different things.
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { type AffordabilityPolicy, type BureauFigures, type CreditLimit, creditLimit } from '../../../contract/credit-limits'
import type { MarketPack } from '../../../contract/market/types'
import { toMinor } from '../../../contract/money'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { bureauFiguresFor } from '../credit/kept-answer'
import { marketOfCompany } from '../markets/company-market'
import type { UserRow } from '../profile/user-row'
import { type Applicant, type DecisionRules, decisionRulesSchema } from './decision-rules'
import { OPEN_STATUSES } from './open-loan'

/** The lender's DECISION_RULES; the defaults when they are missing or unreadable. */
export function decisionRulesOf(configs: Record<string, unknown>): DecisionRules {
  const parsed = decisionRulesSchema.safeParse(configs.DECISION_RULES ?? {})
  return parsed.success ? parsed.data : decisionRulesSchema.parse({})
}

/** The lender's affordability policy: its own figures where DECISION_RULES sets them, else the market's defaults. */
export function affordabilityPolicyOf(rules: DecisionRules, market: Pick<MarketPack, 'creditRules' | 'minorDigits'>): AffordabilityPolicy {
  const credit = market.creditRules
  return {
    affordabilityMargin: rules.affordabilityMargin,
    livingMinimumMinor: rules.livingMinimum === undefined ? credit.policyDefaults.livingMinimumMinor : toMinor(rules.livingMinimum, market.minorDigits),
    maxDebtServicePercent: rules.maxDebtServicePercent === undefined ? credit.policyDefaults.maxDebtServicePercent : rules.maxDebtServicePercent,
  }
}

type Means = Pick<UserRow, 'id' | 'companyId' | 'monthlyIncomeMinor' | 'expensesMinor'>

/** The borrower's limits from the figures they declared and what the bureau reported (null: no answer, the lender rule unchecked). */
export function creditLimitFrom(market: Pick<MarketPack, 'creditRules' | 'minorDigits'>, rules: DecisionRules, user: Omit<Means, 'id' | 'companyId'>, bureau: BureauFigures | null): CreditLimit {
  return creditLimit(market.creditRules, affordabilityPolicyOf(rules, market), { monthlyIncomeMinor: user.monthlyIncomeMinor, expensesMinor: user.expensesMinor, bureau })
}

/**
 * The borrower's limits from the figures they declared and what the bureau reported: the answer
 * kept for `orderId`, or before an application the borrower's latest (kept-answer.ts). Without an
 * answer the lender rule cannot be checked and no other debt is known.
 */
export async function creditLimitOf(db: Db, user: Means, rules: DecisionRules, orderId: number | null = null): Promise<CreditLimit> {
  return creditLimitFrom(await marketOfCompany(db, user.companyId), rules, user, await bureauFiguresFor(db, user.id, orderId))
}

/** The borrower's open loans besides `exceptOrderId` (the application being decided). */
function otherOpenLoans(userId: number, exceptOrderId: number | null): SQL | undefined {
  const open = and(eq(orders.userId, userId), inArray(orders.status, OPEN_STATUSES))
  return exceptOrderId === null ? open : and(open, ne(orders.id, exceptOrderId))
}

/** How many open loans the borrower has besides `exceptOrderId`, as a subquery of a caller's statement. */
export function otherOpenLoansCount(userId: number, exceptOrderId: number): SQL<number> {
  return sql<number>`(select count(*)::int from ${orders} where ${otherOpenLoans(userId, exceptOrderId)})`
}

/** The borrower as the rules see them. */
export function applicantFrom(user: UserRow, otherOpenLoans: number, limit: CreditLimit): Applicant {
  return {
    birthday: user.birthday,
    // The rules refuse only an identity that a check or a person rejected; one not yet verified
    // passes them and then waits for its verification (decide-order.ts), so an offer can be made.
    identityVerified: user.identityVerified || user.kycStatus !== 'rejected',
    bankBound: user.bankName !== null && user.cardNo !== null,
    monthlyIncomeMinor: user.monthlyIncomeMinor,
    expensesMinor: user.expensesMinor,
    otherOpenLoans,
    creditLimit: limit,
  }
}

/** The borrower as the rules see them before an application (an offer): their latest bureau answer. */
export async function applicantOf(db: Db, user: UserRow, rules: DecisionRules): Promise<Applicant> {
  const [open] = await db.select({ n: count() }).from(orders).where(otherOpenLoans(user.id, null))
  return applicantFrom(user, open?.n ?? 0, await creditLimitOf(db, user, rules))
}
