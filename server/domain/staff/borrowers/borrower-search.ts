import { eq, inArray, or } from 'drizzle-orm'
import type { BorrowerSummary } from '../../../../contract/admin/schemas/borrowers'
import type { Db } from '../../../db/client'
import { orders, users } from '../../../db/schema'
import { BORROWER_COLUMNS } from '../borrower-row'
import { borrowerSummary } from './borrower-summary'

const MAX_ORDER_ID = 2 ** 31 - 1

/** By the full phone number or an order id, however it was typed (spaces and dashes ignored). */
export async function searchBorrowers(db: Db, query: string): Promise<BorrowerSummary[]> {
  const digits = query.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(digits)) return []
  const orderId = Number(digits)
  const byOrder =
    orderId > 0 && orderId <= MAX_ORDER_ID ? db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)) : null
  const rows = await db
    .select(BORROWER_COLUMNS)
    .from(users)
    .where(byOrder ? or(eq(users.mobile, digits), inArray(users.id, byOrder)) : eq(users.mobile, digits))
    .limit(20)
  return Promise.all(rows.map((row) => borrowerSummary(db, row)))
}
