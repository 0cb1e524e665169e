import { and, eq, inArray } from 'drizzle-orm'
import type { BorrowerSummary } from '../../../../contract/admin/schemas/borrowers'
import { MARKET_CODES } from '../../../../contract/market/types'
import { compactPhone, mobileCandidates } from '../../../../contract/market/phone'
import type { Db } from '../../../db/client'
import { orders, users } from '../../../db/schema'
import { usersOfCompany } from '../../tenancy/company-scope'
import { BORROWER_COLUMNS } from '../borrower-row'
import { borrowerSummary } from './borrower-summary'

const MAX_ORDER_ID = 2 ** 31 - 1

/**
 * The company's borrowers by the full phone number in any market's national or international
 * form, or an order id, however it was typed (spaces and dashes ignored).
 */
export async function searchBorrowers(db: Db, query: string, companyId: number): Promise<BorrowerSummary[]> {
  const compact = compactPhone(query)
  if (!/^\+?\d+$/.test(compact)) return []
  const phones = mobileCandidates(query, MARKET_CODES)
  const orderId = Number(compact)
  // Each way of finding a borrower is its own index lookup, put together with UNION ALL: an OR
  // of the two in one WHERE reads every borrower row instead (docs/scaling.md).
  const found = [
    ...(phones.length > 0 ? [db.select({ id: users.id }).from(users).where(and(usersOfCompany(companyId), inArray(users.mobile, phones)))] : []),
    ...(/^\d+$/.test(compact) && orderId > 0 && orderId <= MAX_ORDER_ID ? [db.select({ id: orders.userId }).from(orders).where(eq(orders.id, orderId))] : []),
  ]
  const [first, second] = found
  if (!first) return []
  const rows = await db
    .select(BORROWER_COLUMNS)
    .from(users)
    .where(and(inArray(users.id, second ? first.unionAll(second) : first), usersOfCompany(companyId)))
    .limit(20)
  return Promise.all(rows.map((row) => borrowerSummary(db, row)))
}
