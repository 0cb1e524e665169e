// The only code that changes an order's status: it locks the row, checks the move
// against the contract's transition table and records it, in the caller's transaction.
import { eq, sql } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { MarketPack } from '../../../contract/market'
import { canTransition, type OrderStatus } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { orders, orderTransitions } from '../../db/schema'
import { queueOrderNews } from '../reminders/queue-reminder'

export type OrderRow = typeof orders.$inferSelect
export type Actor = `user:${number}` | 'decision-engine' | `staff:${number}` | 'payout' | 'system'

/** Reads an order with a row lock held until the transaction ends. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row ?? null
}

export async function transition(
  db: Db,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  now: Date,
  changes: Partial<typeof orders.$inferInsert> = {},
  /** The order's market, where the caller has read it: the borrower's news needs it. */
  market?: MarketPack,
): Promise<OrderRow> {
  const from = order.status as OrderStatus
  if (!canTransition(from, to)) throw new ApiError(40004, { fields: ['status'] })
  const [updated] = await db
    .update(orders)
    .set({ ...changes, status: to, updatedAt: now })
    .where(sql`${orders.id} = ${order.id} and ${orders.status} = ${from}`)
    .returning()
  // The status moved under us: another request won the race.
  if (!updated) throw new ApiError(40005)
  await db.insert(orderTransitions).values({ orderId: order.id, fromStatus: from, toStatus: to, actor, at: now })
  // The borrower hears of a decision and of the money arriving, in the same transaction as the move.
  await queueOrderNews(db, updated, to, now, market)
  return updated
}
