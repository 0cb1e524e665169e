import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    account: text('account').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.account, t.key] })],
)
