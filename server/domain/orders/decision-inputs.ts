// What the decision rules read about a lender and a borrower, loaded one way for the decision on
// an application and for the offer made before one, so the two never read different things.
import { and, eq, inArray, ne } from 'drizzle-orm'
import { type AffordabilityPolicy, type CreditLimit, type CreditRules, creditLimit } from '../../../contract/credit-limits'
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
export function affordabilityPolicyOf(rules: DecisionRules, credit: CreditRules): AffordabilityPolicy {
  return {
    affordabilityMargin: rules.affordabilityMargin,
    livingMinimumMinor: rules.livingMinimum === undefined ? credit.policyDefaults.livingMinimumMinor : Math.round(rules.livingMinimum * 100),
    maxDebtServicePercent: rules.maxDebtServicePercent === undefined ? credit.policyDefaults.maxDebtServicePercent : rules.maxDebtServicePercent,
  }
}

type Means = Pick<UserRow, 'id' | 'companyId' | 'monthlyIncomeMinor' | 'expensesMinor'>

/**
 * The borrower's limits from the figures they declared and what the bureau reported: the answer
 * kept for `orderId`, or before an application the borrower's latest (kept-answer.ts). Without an
 * answer the lender rule cannot be checked and no other debt is known.
 */
export async function creditLimitOf(db: Db, user: Means, rules: DecisionRules, orderId: number | null = null): Promise<CreditLimit> {
  const { creditRules } = await marketOfCompany(db, user.companyId)
  const bureau = await bureauFiguresFor(db, user.id, orderId)
  return creditLimit(creditRules, affordabilityPolicyOf(rules, creditRules), { monthlyIncomeMinor: user.monthlyIncomeMinor, expensesMinor: user.expensesMinor, bureau })
}

/** The borrower as the rules see them; `exceptOrderId` is the application being decided, not another open loan. */
export async function applicantOf(db: Db, user: UserRow, exceptOrderId: number | null, rules: DecisionRules): Promise<Applicant> {
  const open = and(eq(orders.userId, user.id), inArray(orders.status, OPEN_STATUSES))
  const others = await db
    .select({ id: orders.id })
    .from(orders)
    .where(exceptOrderId === null ? open : and(open, ne(orders.id, exceptOrderId)))
  return {
    birthday: user.birthday,
    // The rules refuse only an identity that a check or a person rejected; one not yet verified
    // passes them and then waits for its verification (decide-order.ts), so an offer can be made.
    identityVerified: user.identityVerified || user.kycStatus !== 'rejected',
    bankBound: user.bankName !== null && user.cardNo !== null,
    monthlyIncomeMinor: user.monthlyIncomeMinor,
    expensesMinor: user.expensesMinor,
    otherOpenLoans: others.length,
    creditLimit: await creditLimitOf(db, user, rules, exceptOrderId),
  }
}
