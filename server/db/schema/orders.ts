import { sql } from 'drizzle-orm'
import { bigint, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './accounts'
import { apps, periodConfigs } from './tenancy'

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    periodConfigId: integer('period_config_id')
      .notNull()
      .references(() => periodConfigs.id),
    status: smallint('status').notNull(),
    principalMinor: bigint('principal_minor', { mode: 'number' }).notNull(),
    rate: integer('rate').notNull(),
    periods: integer('periods').notNull(),
    periodUnit: text('period_unit').notNull(),
    /** The quote the borrower saw and confirmed when applying. */
    quote: jsonb('quote').notNull(),
    /** The repayment day the borrower chose (contract/repayment-day.ts); null: a period after the payout. */
    dueDay: jsonb('due_day'),
    /** Approved money not yet disbursed: what the borrower can withdraw. */
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    decision: jsonb('decision'),
    terms: jsonb('terms'),
    termsHash: text('terms_hash'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptSignatureKey: text('accept_signature_key'),
    /**
     * The due date of the oldest period not repaid; null when none is owed. Kept by triggers on
     * schedule_periods (migration 0025), so every payment, extension and job moves it in its own
     * transaction: the collections list reads it instead of every loan's periods (docs/scaling.md).
     */
    oldestUnpaidDue: date('oldest_unpaid_due', { mode: 'string' }),
    /**
     * The periods not repaid, in period order: each one's due date and what is still owed of it,
     * kept by the same triggers (migration 0045). The overdue amount depends on the day it is asked
     * (the periods due before it), so the loan keeps these pairs and the worklist sums them on the
     * row instead of reading the schedule of every overdue loan.
     */
    unpaidDueDates: date('unpaid_due_dates', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    unpaidOwedMinor: bigint('unpaid_owed_minor', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    /** Why the order waits for a person (status 1): an identity not yet verified, fraud signals (contract/kyc.ts). */
    reviewReasons: jsonb('review_reasons').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user').on(t.userId, t.id),
    index('orders_in_review').on(t.createdAt, t.id).where(sql`${t.status} = 1`),
    // The collections list joins the overdue periods to the loans being repaid: from this index
    // alone, instead of reading the whole orders table (docs/scaling.md).
    index('orders_repaying').on(t.id, t.appId, t.userId).where(sql`${t.status} = 4`),
    // The collections list: a lender's loans being repaid by their oldest unpaid due date, counted
    // and paged from this index; with their unpaid periods, the worklist's ranking reads nothing else of the loan.
    index('orders_collections').on(t.appId, t.oldestUnpaidDue, t.id, t.userId, t.unpaidDueDates, t.unpaidOwedMinor).where(sql`${t.status} = 4 and ${t.oldestUnpaidDue} is not null`),
  ],
)

/** Every status change of every order, as it happened. */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_transitions_order').on(t.orderId)],
)
