import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { QueueItem } from '../../../../contract/admin/schemas/review'
import { toMajor } from '../../../../contract/money'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { apps, orders, users } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { appsOfCompany } from '../../tenancy/company-scope'

/** A backlog after an outage or a rule change can be thousands of applications: the queue comes a page at a time. */
export const REVIEW_PAGE = 100

const cursor = alias(orders, 'cursor')

/** The company's orders waiting for a person (status 1), oldest first; `afterId`: the last order of the page before. */
export async function reviewQueue(db: Db, companyId: number, afterId?: number): Promise<QueueItem[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      principalMinor: orders.principalMinor,
      periods: orders.periods,
      periodUnit: orders.periodUnit,
      createdAt: orders.createdAt,
      appName: apps.name,
      realName: users.realName,
      mobile: users.mobile,
    })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, ORDER_STATUS.inReview),
        appsOfCompany(companyId),
        afterId === undefined ? undefined : sql`(${orders.createdAt}, ${orders.id}) > ${db.select({ at: cursor.createdAt, id: cursor.id }).from(cursor).where(eq(cursor.id, afterId))}`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(REVIEW_PAGE)
  const { minorDigits } = await marketOfCompany(db, companyId)
  return rows.map((row) => ({
    orderId: row.orderId,
    userId: row.userId,
    appName: row.appName,
    realName: row.realName,
    mobileMasked: maskTail(row.mobile),
    principal: toMajor(row.principalMinor, minorDigits),
    periods: row.periods,
    periodUnit: row.periodUnit,
    appliedAt: row.createdAt.toISOString(),
  }))
}
