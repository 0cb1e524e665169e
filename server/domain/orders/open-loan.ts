import { and, eq, inArray } from 'drizzle-orm'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'

export const OPEN_STATUSES = [
  ORDER_STATUS.submitted,
  ORDER_STATUS.inReview,
  ORDER_STATUS.approved,
  ORDER_STATUS.fundsReady,
  ORDER_STATUS.repaying,
  ORDER_STATUS.writtenOff,
]

export async function hasOpenLoan(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_STATUSES)))
    .limit(1)
  return row !== undefined
}
