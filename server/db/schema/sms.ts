import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** What the sandbox SMS provider "sent", so tests and demos can read it back. */
export const sandboxSms = pgTable('sandbox_sms', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  code: text('code').notNull(),
  text: text('text'),
  createdAt: createdAt(),
})

/** Each text sent, for its delivery report: the words with the code masked, never in clear. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** Our id for the text, given to the gateway. */
    reference: text('reference').notNull().unique(),
    market: text('market').notNull(),
    provider: text('provider').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    maskedText: text('masked_text').notNull(),
    providerMessageId: text('provider_message_id'),
    /** queued, sent, delivered or failed (server/providers/sms/port.ts). */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_messages_mobile').on(t.mobile, t.createdAt)],
)
