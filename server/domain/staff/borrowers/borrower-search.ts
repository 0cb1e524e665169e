import { and, eq, inArray, or } from 'drizzle-orm'
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
  const byOrder =
    /^\d+$/.test(compact) && orderId > 0 && orderId <= MAX_ORDER_ID ? db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)) : null
  const byPhone = phones.length > 0 ? inArray(users.mobile, phones) : undefined
  if (!byOrder && !byPhone) return []
  const rows = await db
    .select(BORROWER_COLUMNS)
    .from(users)
    .where(and(or(byPhone, byOrder ? inArray(users.id, byOrder) : undefined), usersOfCompany(companyId)))
    .limit(20)
  return Promise.all(rows.map((row) => borrowerSummary(db, row)))
}
