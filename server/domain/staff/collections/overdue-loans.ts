// The collections list: the company's loans in repayment with a period unpaid past its due date,
// by how late the oldest one is (its bucket), counted by SQL so the list never loads the book.
// Each loan carries its oldest unpaid due date (orders.oldest_unpaid_due, kept by triggers on the
// schedule), so counts and pages read one index of the lender's loans, not their periods.
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CollectionItem } from '../../../../contract/admin/schemas/collections'
import { BUCKETS, type Bucket, bucketOf, bucketRange } from '../../../../contract/collections/catalogue'
import { parseStaffSearch } from '../../../../contract/admin/staff-search'
import type { MarketCode } from '../../../../contract/market'
import { toMajor } from '../../../../contract/money'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { collectionAssignments, orders, staffUsers, users } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { todayForCompany } from '../../markets/local-days'
import { namedLike } from '../search/borrowers-found'
import { ordersOfCompany, usersOfCompany } from '../../tenancy/company-scope'
import { afterCursor, overdueMinorOf, pausedOf, priorityRank } from './worklist-priority'

const PAGE = 200
const BY_BORROWER = 'by_borrower'
const byBorrower = alias(orders, BY_BORROWER)

export type ListFilter = { bucket?: Bucket; query?: string; assignedTo?: number; withPromiseDue?: boolean; cursor?: string }

/** A loan of the list before the worklist adds its promises, contacts, flags and hours (worklist.ts). */
export type OverdueLoan = Omit<CollectionItem, 'promise' | 'lastContactAt' | 'contactNow' | 'flags'>

function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
}

/** The company's loans being repaid with a period unpaid before `today`. */
function overdueOf(companyId: number, today: string): SQL[] {
  return [eq(orders.status, ORDER_STATUS.repaying), lt(orders.oldestUnpaidDue, today), ordersOfCompany(companyId)]
}

export async function listOverdue(db: Db, companyId: number, now: Date, filter: ListFilter): Promise<{ counts: Record<Bucket, number>; items: OverdueLoan[]; nextCursor: string | null }> {
  const today = await todayForCompany(db, companyId, now)
  const countRows = await db
    .select({ oldestDue: sql<string>`${orders.oldestUnpaidDue}`, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...overdueOf(companyId, today)))
    .groupBy(orders.oldestUnpaidDue)
  const counts = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, number>
  for (const row of countRows) {
    const bucket = bucketOf(Math.round((Date.parse(today) - Date.parse(row.oldestDue)) / 86_400_000))
    if (bucket) counts[bucket] += Number(row.n)
  }

  const market = await marketOfCompany(db, companyId)
  const conditions = [...overdueOf(companyId, today), searchCondition(companyId, market.code, filter.query?.trim() ?? '')]
  if (filter.bucket) {
    const range = bucketRange(filter.bucket)
    conditions.push(sql`${orders.oldestUnpaidDue} <= ${daysBefore(today, range.from)}`)
    if (range.to !== null) conditions.push(sql`${orders.oldestUnpaidDue} >= ${daysBefore(today, range.to)}`)
  }
  if (filter.assignedTo !== undefined) {
    conditions.push(sql`exists (select 1 from ${collectionAssignments} where ${collectionAssignments.orderId} = ${orders.id} and ${collectionAssignments.staffId} = ${filter.assignedTo})`)
  }
  const { timeZone, minorDigits } = market
  const rank = priorityRank({ today, now, timeZone })
  if (filter.withPromiseDue) conditions.push(sql`${rank.needsFollowUp}`)
  // The whole view is ranked (docs/collections.md): only the page's loans are then joined to their borrowers.
  const page = db
    .select({ orderId: orders.id, userId: orders.userId, rank: rank.keys.as('rank') })
    .from(orders)
    .where(and(...conditions, afterCursor(filter.cursor, rank.keys)))
    .orderBy(rank.keys)
    .limit(PAGE + 1)
    .as('page')
  const days = sql<number>`(${today}::date - ${orders.oldestUnpaidDue})`
  const rows = await db
    .select({
      orderId: page.orderId,
      userId: users.id,
      realName: users.realName,
      mobile: users.mobile,
      days,
      overdueMinor: overdueMinorOf(today),
      assigneeId: staffUsers.id,
      assigneeName: staffUsers.name,
      paused: pausedOf(page.orderId),
      cursor: sql<string>`array_to_string(${page.rank}, '.')`,
    })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.orderId))
    .innerJoin(users, eq(users.id, page.userId))
    .leftJoin(collectionAssignments, eq(collectionAssignments.orderId, page.orderId))
    .leftJoin(staffUsers, eq(staffUsers.id, collectionAssignments.staffId))
    .orderBy(page.rank)
  const last = rows.length > PAGE ? rows[PAGE - 1] : undefined
  const nextCursor = last?.cursor ?? null
  const items = rows.slice(0, PAGE).map((r): OverdueLoan => {
    const daysPastDue = Number(r.days)
    return {
      orderId: r.orderId,
      userId: r.userId,
      realName: r.realName,
      mobileMasked: maskTail(r.mobile),
      daysPastDue,
      bucket: bucketOf(daysPastDue) ?? '1-7',
      overdue: toMajor(Number(r.overdueMinor), minorDigits),
      assignee: r.assigneeId !== null && r.assigneeName !== null ? { id: r.assigneeId, name: r.assigneeName } : null,
      paused: Boolean(r.paused),
    }
  })
  return { counts, items, nextCursor }
}

/** A full phone number in any market's form, an order id, or the start of a word of a name (one parser for every staff search): the loans of the borrowers it finds. */
function searchCondition(companyId: number, market: MarketCode, query: string): SQL | undefined {
  const search = parseStaffSearch(query, market)
  if (!search) return undefined
  if (search.kind === 'name') return sql`${orders.id} in (${loansOf(sql`(${namedLike(companyId, search.name)})`)})`
  const ids: SQL[] = []
  if (search.orderId !== null) ids.push(sql`select ${search.orderId}::int`)
  if (search.phones.length > 0) ids.push(loansOf(borrowers(companyId, inArray(users.mobile, search.phones))))
  // One list of loan ids, each part through its own index: no index serves `id = … or user_id in (…)`.
  return ids.length > 0 ? sql`${orders.id} in (${sql.join(ids, sql` union all `)})` : sql`false`
}

/**
 * The loans of the borrowers found, through `orders_user`: asked as `orders.user_id in (…)`, the
 * planner probes the collections index once per borrower, each probe reading the lender's whole
 * overdue range (12 ms for a name's 42 borrowers at a million, against 4 ms this way).
 */
function loansOf(borrowerIds: SQL): SQL {
  return sql`select ${byBorrower.id} from ${orders} ${sql.identifier(BY_BORROWER)} where ${byBorrower.userId} in ${borrowerIds}`
}

/** The company's borrowers found by `condition`, through the borrowers' indexes (which start with the company). */
function borrowers(companyId: number, condition: SQL): SQL {
  return sql`(select ${users.id} from ${users} where ${usersOfCompany(companyId)} and ${condition})`
}
