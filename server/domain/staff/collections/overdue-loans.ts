// The collections list: the company's loans in repayment with a period unpaid past its due date,
// by how late the oldest one is (its bucket), counted by SQL so the list never loads the book.
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { CollectionItem } from '../../../../contract/admin/schemas/collections'
import { BUCKETS, type Bucket, bucketOf, bucketRange } from '../../../../contract/collections/catalogue'
import { compactPhone, mobileCandidates } from '../../../../contract/market/phone'
import { MARKET_CODES } from '../../../../contract/market/types'
import { toMajor } from '../../../../contract/money'
import { ORDER_STATUS, PERIOD_STATUS } from '../../../../contract/order-status'
import { mask } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { collectionAssignments, collectionCases, orders, schedulePeriods, staffUsers, users } from '../../../db/schema'
import { todayForCompany } from '../../markets/local-days'
import { ordersOfCompany } from '../../tenancy/company-scope'

const MAX_ORDER_ID = 2 ** 31 - 1
const PAGE = 200

export type ListFilter = { bucket?: Bucket; query?: string; assignedTo?: number }

function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Per overdue loan of the company: its oldest unpaid due date and what is overdue. A search is
 * applied here, inside, so that it picks the few loans first instead of filtering them all.
 */
function overdueLoans(db: Db, companyId: number, today: string, search?: SQL) {
  return db
    .select({
      orderId: schedulePeriods.orderId,
      userId: sql<number>`${orders.userId}`.as('user_id'),
      oldestDue: sql<string>`min(${schedulePeriods.dueDate})`.as('oldest_due'),
      overdueMinor: sql<string>`sum(${schedulePeriods.amountMinor} - ${schedulePeriods.paidMinor})`.as('overdue_minor'),
    })
    .from(schedulePeriods)
    .innerJoin(orders, eq(orders.id, schedulePeriods.orderId))
    .where(and(eq(orders.status, ORDER_STATUS.repaying), sql`${schedulePeriods.status} <> ${PERIOD_STATUS.repaid}`, sql`${schedulePeriods.dueDate} < ${today}`, ordersOfCompany(companyId), search))
    .groupBy(schedulePeriods.orderId, orders.userId)
    .as('late')
}

export async function listOverdue(db: Db, companyId: number, now: Date, filter: ListFilter): Promise<{ counts: Record<Bucket, number>; items: CollectionItem[] }> {
  const today = await todayForCompany(db, companyId, now)
  const late = overdueLoans(db, companyId, today)
  const countRows = await db
    .select({ oldestDue: late.oldestDue, n: sql<number>`count(*)::int` })
    .from(late)
    .groupBy(late.oldestDue)
  const counts = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, number>
  for (const row of countRows) {
    const bucket = bucketOf(Math.round((Date.parse(today) - Date.parse(row.oldestDue)) / 86_400_000))
    if (bucket) counts[bucket] += Number(row.n)
  }

  const found = overdueLoans(db, companyId, today, searchCondition(filter.query?.trim() ?? ''))
  const conditions: SQL[] = []
  if (filter.bucket) {
    const range = bucketRange(filter.bucket)
    conditions.push(sql`${found.oldestDue} <= ${daysBefore(today, range.from)}`)
    if (range.to !== null) conditions.push(sql`${found.oldestDue} >= ${daysBefore(today, range.to)}`)
  }
  if (filter.assignedTo !== undefined) conditions.push(eq(collectionAssignments.staffId, filter.assignedTo))
  const days = sql<number>`(${today}::date - ${found.oldestDue}::date)`
  const paused = sql<boolean>`exists (select 1 from ${collectionCases} where ${collectionCases.orderId} = ${found.orderId} and ${collectionCases.kind} = 'dispute' and ${collectionCases.resolvedAt} is null)`
  const rows = await db
    .select({
      orderId: found.orderId,
      userId: users.id,
      realName: users.realName,
      mobile: users.mobile,
      days,
      overdueMinor: found.overdueMinor,
      assigneeId: staffUsers.id,
      assigneeName: staffUsers.name,
      paused,
    })
    .from(found)
    .innerJoin(users, eq(users.id, found.userId))
    .leftJoin(collectionAssignments, eq(collectionAssignments.orderId, found.orderId))
    .leftJoin(staffUsers, eq(staffUsers.id, collectionAssignments.staffId))
    .where(and(...conditions))
    .orderBy(asc(found.oldestDue), asc(found.orderId))
    .limit(PAGE)
  const items = rows.map((r): CollectionItem => {
    const daysPastDue = Number(r.days)
    return {
      orderId: r.orderId,
      userId: r.userId,
      realName: r.realName,
      mobileMasked: mask(r.mobile),
      daysPastDue,
      bucket: bucketOf(daysPastDue) ?? '1-7',
      overdue: toMajor(Number(r.overdueMinor)),
      assignee: r.assigneeId !== null && r.assigneeName !== null ? { id: r.assigneeId, name: r.assigneeName } : null,
      paused: Boolean(r.paused),
    }
  })
  return { counts, items }
}

/** A full phone number in any market's form, an order id, or part of a name: the loans of the borrowers it finds. */
function searchCondition(query: string): SQL | undefined {
  if (query === '') return undefined
  const compact = compactPhone(query)
  if (/^\+?\d+$/.test(compact)) {
    const orderId = Number(compact)
    const byOrder = /^\d+$/.test(compact) && orderId > 0 && orderId <= MAX_ORDER_ID ? eq(schedulePeriods.orderId, orderId) : undefined
    const phones = mobileCandidates(query, MARKET_CODES)
    return or(byOrder, phones.length > 0 ? borrowersWhere(inArray(users.mobile, phones)) : undefined) ?? sql`false`
  }
  return borrowersWhere(ilike(users.realName, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
}

function borrowersWhere(condition: SQL): SQL {
  return sql`${orders.userId} in (select ${users.id} from ${users} where ${condition})`
}
