// The borrower's reminders in their data export: the channels they chose, the browsers that take
// them (by push service and date; the endpoint itself is a capability, not kept for reading), and
// each reminder with how it went.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pushSubscriptions, reminders } from '../../db/schema'
import { channelsOf } from './subscriptions'

export async function remindersOf(db: Db, userId: number) {
  const { push, sms } = await channelsOf(db, userId)
  const browsers = await db.select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  const sent = await db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.id))
  return {
    settings: { push, sms },
    browsers: browsers.map((b) => ({ pushService: new URL(b.endpoint).host, since: b.createdAt.toISOString() })),
    reminders: sent.map((r) => ({
      kind: r.kind,
      orderId: r.orderId,
      period: r.period === 0 ? null : r.period,
      status: r.status,
      channel: r.channel,
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  }
}
