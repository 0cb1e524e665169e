import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { staffUsers } from './staff'

/** Append-only: who did what to which record, with the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staffUsers.id),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The address the staff request came from (read as the rate limits read it); null outside a staff request. */
    clientAddress: text('client_address'),
  },
  (t) => [index('audit_log_record').on(t.recordType, t.recordId), index('audit_log_client_address').on(t.clientAddress, t.id)],
)
