import { bigint, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { orders } from './orders'
import { staffUsers } from './staff'

/**
 * Every attempt to contact a borrower about an overdue loan, made or refused: a refused one keeps
 * the rule that refused it (contract/collections/catalogue.ts CONTACT_RULES) and no outcome.
 */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    channel: text('channel').notNull(),
    /** borrower, emergency1, emergency2. */
    target: text('target').notNull(),
    templateId: text('template_id'),
    /** Null when refused. */
    outcome: text('outcome'),
    refusedBy: text('refused_by'),
    /** What the agent wrote about the contact, for the case's timeline; never sent to anyone. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('collection_contacts_user_at').on(t.userId, t.at), index('collection_contacts_order').on(t.orderId, t.id)],
)

export const promisesToPay = pgTable(
  'promises_to_pay',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => collectionContacts.id),
    promisedDate: date('promised_date', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** When the agent calls back if the promise is not kept; null for the day after the promised date. */
    followUpDate: date('follow_up_date', { mode: 'string' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('promises_to_pay_order').on(t.orderId)],
)

/** Which agent works an overdue loan; one row per loan. */
export const collectionAssignments = pgTable('collection_assignments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffUsers.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

/** A dispute (every contact paused until resolved) or a restructuring case opened from a hardship call. */
export const collectionCases = pgTable(
  'collection_cases',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => staffUsers.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolvedBy: integer('resolved_by').references(() => staffUsers.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('collection_cases_order').on(t.orderId)],
)
