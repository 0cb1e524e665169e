import { and, desc, inArray } from 'drizzle-orm'
import type { BorrowerSummary } from '../../../../contract/admin/schemas/borrowers'
import { parseStaffSearch } from '../../../../contract/admin/staff-search'
import type { Db } from '../../../db/client'
import { orders, users } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { usersOfCompany } from '../../tenancy/company-scope'
import { BORROWER_COLUMNS } from '../borrower-row'
import { borrowersFound } from '../search/borrowers-found'
import { SUMMARY_ORDER_COLUMNS, summaryOf } from './borrower-summary'

/** The company's borrowers by a full phone number in any form, an order number, or the start of a word of the name. */
export async function searchBorrowers(db: Db, query: string, companyId: number): Promise<BorrowerSummary[]> {
  const { code, minorDigits } = await marketOfCompany(db, companyId)
  const search = parseStaffSearch(query, code)
  if (!search) return []
  const rows = await db
    .select(BORROWER_COLUMNS)
    .from(users)
    .where(and(inArray(users.id, borrowersFound(companyId, search)), usersOfCompany(companyId)))
    .orderBy(users.id)
    .limit(20)
  // Every found borrower's orders in one read, not one per borrower.
  const own = rows.length === 0 ? [] : await db.select({ ...SUMMARY_ORDER_COLUMNS, userId: orders.userId }).from(orders).where(inArray(orders.userId, rows.map((r) => r.id))).orderBy(desc(orders.id))
  return rows.map((row) => summaryOf(row, own.filter((o) => o.userId === row.id), minorDigits))
}
