import { and, asc, eq } from 'drizzle-orm'
import type { QueueItem } from '../../../../contract/admin/schemas/review'
import { toMajor } from '../../../../contract/money'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { mask } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { apps, orders, users } from '../../../db/schema'
import { appsOfCompany } from '../../tenancy/company-scope'

/** The company's orders waiting for a person (status 1), oldest first. */
export async function reviewQueue(db: Db, companyId: number): Promise<QueueItem[]> {
  const rows = await db
    .select({ order: orders, appName: apps.name, realName: users.realName, mobile: users.mobile })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.status, ORDER_STATUS.inReview), appsOfCompany(companyId)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
  return rows.map(({ order, appName, realName, mobile }) => ({
    orderId: order.id,
    userId: order.userId,
    appName,
    realName,
    mobileMasked: mask(mobile),
    principal: toMajor(order.principalMinor),
    periods: order.periods,
    periodUnit: order.periodUnit,
    appliedAt: order.createdAt.toISOString(),
  }))
}
