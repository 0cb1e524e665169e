// What the decision rules read about a lender and a borrower, loaded one way for the decision on
// an application and for the offer made before one, so the two never read different things.
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import type { UserRow } from '../profile/user-row'
import { type Applicant, type DecisionRules, decisionRulesSchema } from './decision-rules'
import { OPEN_STATUSES } from './open-loan'

/** The lender's DECISION_RULES; the defaults when they are missing or unreadable. */
export function decisionRulesOf(configs: Record<string, unknown>): DecisionRules {
  const parsed = decisionRulesSchema.safeParse(configs.DECISION_RULES ?? {})
  return parsed.success ? parsed.data : decisionRulesSchema.parse({})
}

/** The borrower as the rules see them; `exceptOrderId` is the application being decided, not another open loan. */
export async function applicantOf(db: Db, user: UserRow, exceptOrderId: number | null): Promise<Applicant> {
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
  }
}
