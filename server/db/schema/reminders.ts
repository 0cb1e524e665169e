import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'
import { orders } from './orders'

/** The VAPID key pair web push is signed with, when the environment gives none: one row, shared by every process. */
export const vapidKeys = pgTable('vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
})

/** A browser that takes the borrower's reminders; dropped when its push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** One browser, one owner: a phone that changes hands moves its subscription to who signed in last. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
)

/** The borrower's choice of channels for reminders (no row: both on) and the language they read. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  push: boolean('push').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  locale: text('locale'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/**
 * Each reminder or notice for a borrower, once: the unique key is what keeps a re-run planner, a
 * job run twice or two processes from sending it twice. `occasion` is the due date a period's
 * reminder is about (a moved due date gets its own), empty for an order's news.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 0 for news about the whole order (decision, payout). */
    period: integer('period').notNull(),
    /** contract/reminders.ts REMINDER_KINDS. */
    kind: text('kind').notNull(),
    occasion: text('occasion').notNull(),
    /** The borrower's local day it belongs to; a period's reminder not sent by its end is dropped. Null: news, sent whenever the window opens. */
    sendOn: date('send_on', { mode: 'string' }),
    /** queued, sending, sent, or skipped (with why). */
    status: text('status').notNull(),
    skipReason: text('skip_reason'),
    /** push or sms. */
    channel: text('channel'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reminders_once').on(t.orderId, t.period, t.kind, t.occasion), index('reminders_user_sent').on(t.userId, t.sentAt)],
)
