import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { orders } from './orders'
import { companies } from './tenancy'

/** Lender staff: separate accounts from borrowers, never able to see a borrower's secrets. */
export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  /** The lender this member works for: every staff query is scoped to it (server/domain/tenancy). */
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** e.g. ['reviewer', 'money', 'config', 'support']. */
  roles: jsonb('roles').$type<string[]>().notNull(),
  totpSecret: text('totp_secret'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export const staffSessions = pgTable('staff_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffUsers.id),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})

/**
 * Four-eyes: a change one staff member asked for (the maker), applied only when another member
 * of the same company (the checker) approves it before it expires (server/domain/staff/approvals).
 */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    /** What the change acts on, e.g. `order:12`, `app:2`, `staff:5`: one open request per target. */
    target: text('target').notNull(),
    /** The change as asked for (the request body), and what it replaces when asked. */
    payload: jsonb('payload').notNull(),
    before: jsonb('before'),
    /** requested, approved, rejected, expired. */
    status: text('status').notNull(),
    makerId: integer('maker_id')
      .notNull()
      .references(() => staffUsers.id),
    checkerId: integer('checker_id').references(() => staffUsers.id),
    reason: text('reason'),
    /** The maker's justification, shown to the checker and kept in the audit log. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('approvals_company_status').on(t.companyId, t.status)],
)

/**
 * A reviewer's decision on an application waiting for a person, with its justification. One that
 * goes against the decision engine's findings (approving where a rule failed, refusing for a rule
 * that passed) lists them in `against_findings` and waits for a second look by another member.
 * The note is for staff and auditors only: the borrower sees the catalogue reasons.
 */
export const staffDecisions = pgTable(
  'staff_decisions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    /** approve or refuse. */
    decision: text('decision').notNull(),
    /** The refusal's catalogue reasons (contract/decision-reasons.ts); empty for an approval. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    note: text('note').notNull(),
    /** The finding rules (contract/admin/schemas/review.ts FINDING_RULES) the decision contradicts. */
    againstFindings: jsonb('against_findings').$type<string[]>().notNull(),
    secondLookBy: integer('second_look_by').references(() => staffUsers.id),
    secondLookAt: timestamp('second_look_at', { withTimezone: true }),
    secondLookNote: text('second_look_note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_decisions_order').on(t.orderId),
    index('staff_decisions_second_look')
      .on(t.companyId, t.id)
      .where(sql`${t.secondLookAt} is null and ${t.againstFindings} <> '[]'::jsonb`),
  ],
)
