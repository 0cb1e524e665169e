// A reminder recorded once and its job queued for the window's opening, in the caller's
// transaction: the unique key (order, period, kind, occasion) makes a second attempt a no-op.
import { nextContactOpening } from '../../../contract/market/contact-opening'
import type { MarketPack } from '../../../contract/market/types'
import { ORDER_STATUS, type OrderStatus } from '../../../contract/order-status'
import type { OrderNews, ReminderKind } from '../../../contract/reminders'
import type { Db } from '../../db/client'
import { reminders } from '../../db/schema'
import { enqueue } from '../jobs/queue'
import { marketOfApp } from '../markets/company-market'

export type ReminderToQueue = {
  userId: number
  orderId: number
  period: number
  kind: ReminderKind
  occasion: string
  /** The local day a period's reminder belongs to; null for news. */
  sendOn: string | null
}

export async function queueReminder(db: Db, market: MarketPack, reminder: ReminderToQueue, now: Date): Promise<void> {
  const [row] = await db
    .insert(reminders)
    .values({ ...reminder, status: 'queued', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: reminders.id })
  if (row) await enqueue(db, 'reminder', { reminderId: row.id }, nextContactOpening(market, now))
}

const NEWS: Partial<Record<OrderStatus, OrderNews>> = {
  [ORDER_STATUS.approved]: 'approved',
  [ORDER_STATUS.refused]: 'rejected',
  // 9 → 4 happens when the payout is booked as arrived (money/payouts.ts).
  [ORDER_STATUS.repaying]: 'paidOut',
}

/**
 * The borrower is told of a decision and of their money arriving: called with each status change.
 * `market`, the order's, is read from its product unless the caller knows it already.
 */
export async function queueOrderNews(db: Db, order: { id: number; userId: number; appId: number }, to: OrderStatus, now: Date, market?: MarketPack): Promise<void> {
  const kind = NEWS[to]
  if (!kind) return
  const known = market ?? (await marketOfApp(db, order.appId)).market
  await queueReminder(db, known, { userId: order.userId, orderId: order.id, period: 0, kind, occasion: '', sendOn: null }, now)
}
