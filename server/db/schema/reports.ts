import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { companies } from './tenancy'

/**
 * Where each open loan (outstanding principal > 0, or anything still owed) of a company stood at the end of a market
 * day, written by the `position-snapshots` job from the same SQL the portfolio report rebuilds
 * live (server/domain/staff/reports/position-snapshots.ts): PAR at a day is then a read of one
 * day of this table, and roll rates a join of two. No foreign keys: a day is up to a million
 * rows inserted at once, and every row comes from rows that already hold them.
 */
export const loanPositionsDaily = pgTable(
  'loan_positions_daily',
  {
    companyId: integer('company_id').notNull(),
    day: date('day').notNull(),
    orderId: integer('order_id').notNull(),
    appId: integer('app_id').notNull(),
    disbursedOn: date('disbursed_on').notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull(),
    paidTotal: bigint('paid_total', { mode: 'number' }).notNull(),
    outstanding: bigint('outstanding', { mode: 'number' }).notNull(),
    dpd: integer('dpd').notNull(),
    /**
     * What the loan owed at the end of the day (schedule less payments, principal, interest and
     * fees; 0 once written off or settled): the ledger tie's outstanding, summed from the day.
     * Null in the rows of a day written before it was kept (loanPositionDays.withOwed).
     */
    owed: bigint('owed', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.orderId] })],
)

/**
 * Each ledger account's balance per company at the end of a market day (the daily reconciliation,
 * server/domain/money/staff/ledger-balances.ts): the day before's balances plus the day's lines,
 * so that a day's reconciliation reads one day's lines and not the whole ledger. A day with a row
 * in ledger_balance_days is complete, even with no account rows (a company with no lines yet).
 */
export const ledgerBalanceDays = pgTable(
  'ledger_balance_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
)

export const ledgerBalancesDaily = pgTable(
  'ledger_balances_daily',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day').notNull(),
    account: text('account').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.account] })],
)

/**
 * A company's day is in the snapshot, complete: written in the transaction that wrote its
 * loan_positions_daily, portfolio_par_daily, portfolio_flows_daily (and at a month end
 * portfolio_rolls_monthly) rows. Kept when the day's positions are pruned (`positionsPrunedAt`):
 * its sums stay.
 */
export const loanPositionDays = pgTable(
  'loan_position_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    positionsPrunedAt: timestamp('positions_pruned_at', { withTimezone: true }),
    /** The day's positions carry each loan's owed amount (written or rewritten since migration 0045). */
    withOwed: boolean('with_owed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
)

/**
 * A company's market day whose written figures late data changed (docs/portfolio-figures.md,
 * "Late data"): that day and every written day after it are recomputed by a job. `generation`
 * grows with each new change of the day, so the job clears only what it has recomputed.
 */
export const portfolioStaleDays = pgTable(
  'portfolio_stale_days',
  {
    companyId: integer('company_id').notNull(),
    day: date('day').notNull(),
    generation: integer('generation').notNull().default(1),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    /** A mark made before the loans were named (portfolioStaleLoans, migration 0046): the job rewrites the whole book. */
    wholeBook: boolean('whole_book').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
)

/**
 * The loans whose late data made days stale, each from the earliest day it changed: the job
 * rewrites only their rows of each written day from then on, and the day's sums by the
 * difference, instead of the whole book each day. `generation` as in portfolioStaleDays.
 */
export const portfolioStaleLoans = pgTable(
  'portfolio_stale_loans',
  {
    companyId: integer('company_id').notNull(),
    orderId: integer('order_id').notNull(),
    day: date('day').notNull(),
    generation: integer('generation').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.orderId] })],
)

/**
 * The PAR sums of a company's open loans at the end of a market day, per product and day paid
 * out, summed from that day's loan_positions_daily rows as they are written: the book's PAR is a
 * sum of these few hundred rows, a cohort's those of its days paid out. Kept with the marker.
 */
export const portfolioParDaily = pgTable(
  'portfolio_par_daily',
  {
    companyId: integer('company_id').notNull(),
    day: date('day').notNull(),
    appId: integer('app_id').notNull(),
    disbursedOn: date('disbursed_on').notNull(),
    loans: integer('loans').notNull(),
    outstanding: bigint('outstanding', { mode: 'number' }).notNull(),
    par1: bigint('par1', { mode: 'number' }).notNull(),
    par30: bigint('par30', { mode: 'number' }).notNull(),
    par90: bigint('par90', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.appId, t.disbursedOn] })],
)

/**
 * Roll counts of a month, written with its last day's positions: of the loans open at the end of
 * the month before, how many in each bucket then (`fromBucket`) are in each bucket now
 * (`toBucket`, 'closed' when no longer open).
 */
export const portfolioRollsMonthly = pgTable(
  'portfolio_rolls_monthly',
  {
    companyId: integer('company_id').notNull(),
    monthEnd: date('month_end').notNull(),
    fromBucket: text('from_bucket').notNull(),
    toBucket: text('to_bucket').notNull(),
    loans: integer('loans').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.monthEnd, t.fromBucket, t.toBucket] })],
)

/**
 * A company's money of a market day per product, written with the day's positions: principal
 * paid out, money received, and the periods due that day. A report over a range of snapshotted
 * days sums these instead of every ledger line and period in the range. A few rows a day: kept.
 */
export const portfolioFlowsDaily = pgTable(
  'portfolio_flows_daily',
  {
    companyId: integer('company_id').notNull(),
    day: date('day').notNull(),
    appId: integer('app_id').notNull(),
    disbursed: bigint('disbursed', { mode: 'number' }).notNull(),
    collected: bigint('collected', { mode: 'number' }).notNull(),
    due: bigint('due', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.appId] })],
)
