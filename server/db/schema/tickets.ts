import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'
import { staffUsers } from './staff'
import { companies } from './tenancy'

/** A borrower's support ticket (the former feedback rows became tickets of category `other`). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    /** The borrower's company, kept here so that staff lists filter without a join. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** `TK-<year>-<sequence>`, unique within the company (contract/tickets.ts). */
    reference: text('reference').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_company_reference').on(t.companyId, t.reference),
    uniqueIndex('tickets_company_year_sequence').on(t.companyId, t.year, t.sequence),
    index('tickets_company_status').on(t.companyId, t.status, t.updatedAt),
    index('tickets_user').on(t.userId),
  ],
)

/** What was written on a ticket: the borrower's message (with photos) and staff answers. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    /** null: the borrower wrote it. */
    staffId: integer('staff_id').references(() => staffUsers.id),
    text: text('text').notNull(),
    /** Storage keys of the borrower's photos, re-encoded like identity photos. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket').on(t.ticketId)],
)

/** Each status a ticket reached, for the borrower's timeline. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    status: text('status').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_events_ticket').on(t.ticketId)],
)
