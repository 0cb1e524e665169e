import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'
import { orders } from './orders'
import { companies } from './tenancy'

/**
 * The credit bureau's answer for one application (issue 36; docs/credit-bureau.md): asked once,
 * after the application committed, under the application's own idempotency key. `no_consent`: the
 * borrower did not allow it, so nobody asked; `unavailable`: the bureau did not answer in time.
 */
export const bureauInquiries = pgTable(
  'bureau_inquiries',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The bureau's own reference of the inquiry, for a dispute. */
    reference: text('reference'),
    /** contract/credit/bureau-answer.ts, as the bureau answered it. */
    answer: jsonb('answer'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('bureau_inquiries_user').on(t.userId, t.orderId)],
)

/**
 * The scorecard's verdict on one application per table: `champion` and, while a split runs,
 * `challenger`; `assigned` marks the one that decided. Kept whole so monitoring and a later
 * review read what was scored, not a recomputation.
 */
export const creditScores = pgTable(
  'credit_scores',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    role: text('role').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tableVersion: text('table_version').notNull(),
    score: integer('score').notNull(),
    band: text('band').notNull(),
    reasons: jsonb('reasons').notNull(),
    points: jsonb('points').notNull(),
    assigned: boolean('assigned').notNull(),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.role] }), index('credit_scores_company_scored').on(t.companyId, t.scoredAt)],
)

/** Bytes kept exactly as written (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
})

/**
 * The monthly credit-bureau files as made, byte for byte (docs/credit-file.md): sequence 0 is
 * the month's file, snapshotted once the month has ended; 1, 2… are correction files carrying
 * the loans whose records changed since. The bytes are in credit_file_parts, a page of loans a
 * part, so a file of a large book is neither built nor sent whole in memory; `complete` is set
 * once the last part is written. Kept: the bureau may ask for a file as it was sent.
 */
export const creditFiles = pgTable(
  'credit_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    month: text('month').notNull(),
    sequence: integer('sequence').notNull(),
    /** regular or correction */
    kind: text('kind').notNull(),
    market: text('market').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    complete: boolean('complete').notNull().default(false),
    /** Of the whole file, once complete. */
    sha256: text('sha256'),
    bytes: bigint('bytes', { mode: 'number' }),
    loans: integer('loans'),
    /** The staff member whose download made it; null when the month-end job did. */
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_files_company_month_sequence').on(t.companyId, t.month, t.sequence)],
)

export const creditFileParts = pgTable(
  'credit_file_parts',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => creditFiles.id),
    part: integer('part').notNull(),
    body: bytea('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.part] })],
)
