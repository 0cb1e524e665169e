import { sql } from 'drizzle-orm'
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { orders } from './orders'
import { staffUsers } from './staff'
import { companies } from './tenancy'
import { tickets } from './tickets'

/**
 * The sandbox payment provider's own book of money it received, apart from the lender's ledger:
 * what reconciliation compares the ledger with, and where a payment received but never posted can exist.
 */
export const sandboxPaymentTransactions = pgTable(
  'sandbox_payment_transactions',
  {
    /** The provider's id for the transaction. */
    id: text('id').primaryKey(),
    /** The payment's reference the borrower paid with (repayments.reference), as the provider reports it. */
    reference: text('reference').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_payment_transactions_reference').on(t.reference), index('sandbox_payment_transactions_paid').on(t.paidAt)],
)

/** One payout of approved money to the borrower's own bank account. */
export const disbursements = pgTable(
  'disbursements',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    bankName: text('bank_name').notNull(),
    cardNo: text('card_no').notNull(),
    status: text('status').notNull(),
    /** A code from contract/payout-failures.ts when it failed. */
    reason: text('reason'),
    /** `loan`: the money lent; `refund`: the borrower's credit sent back (CREDIT_POLICY). */
    purpose: text('purpose').notNull().default('loan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('disbursements_order').on(t.orderId),
    index('disbursements_open').on(t.id).where(sql`${t.status} in ('pending', 'failed')`),
  ],
)

/** One repayment: created pending with its payment page, succeeded when the provider says paid. */
export const repayments = pgTable(
  'repayments',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /** How the borrower pays it (PAYMENT_METHODS): shown on the receipt and in the history. */
    method: text('method').notNull().default('page'),
    /** The payment's own reference: the counter payment code, the QR's reference, the receipt's number. */
    reference: text('reference'),
    /** The code of the e-wallet an e-wallet payment goes to (MarketPack.paymentWallets); null for the other methods. */
    wallet: text('wallet'),
    /** The code of the bank whose virtual account a virtual-account payment goes to (MarketPack.paymentBanks); null for the other methods. */
    bank: text('bank'),
    /** The code of the chain a counter code is for, where the market has chains (MarketPack.paymentCounterChains); else null. */
    counter: text('counter'),
    /**
     * What the provider said the borrower pays with (PaymentInstructions: QR payload, checkout URL,
     * payment code, expiry, the provider's id), kept once it arrives so a replay or a reopen shows
     * it again without asking; null until then.
     */
    instructions: jsonb('instructions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Until when it can be paid (PAYMENT_VALID_MS of its method): listed as open until then. Null
     * for money posted without a payment to pay (a transfer staff posted, credit paid in).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * When the borrower cancelled it: no longer listed or reused. Money that still arrives under
     * it (paid before the cancel reached the provider) is posted as any payment.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How the money was applied when it was posted: the receipt's split (the rest is the borrower's credit). */
    principalMinor: bigint('principal_minor', { mode: 'number' }),
    interestMinor: bigint('interest_minor', { mode: 'number' }),
    outstandingAfterMinor: bigint('outstanding_after_minor', { mode: 'number' }),
  },
  (t) => [index('repayments_order').on(t.orderId), index('repayments_created').on(t.createdAt), uniqueIndex('repayments_reference').on(t.reference)],
)

/** The repayment schedule, computed on what was disbursed. */
export const schedulePeriods = pgTable(
  'schedule_periods',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    period: integer('period').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    interestMinor: bigint('interest_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.period] }),
    // Periods still owed, in the order the back office and the overdue job read them.
    // With the amounts, the collections list sums a loan's overdue periods from the index alone.
    index('schedule_periods_unpaid').on(t.dueDate, t.orderId, t.period, t.amountMinor, t.paidMinor).where(sql`${t.status} <> 1`),
  ],
)

/** A due date moved at the borrower's request: counted against the lender's limit, and the fee it booked. */
export const loanExtensions = pgTable(
  'loan_extensions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    period: integer('period').notNull(),
    days: integer('days').notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    fromDueDate: date('from_due_date', { mode: 'string' }).notNull(),
    toDueDate: date('to_due_date', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loan_extensions_order').on(t.orderId)],
)

/**
 * Double-entry ledger: every movement is one entry of two or more lines summing to zero,
 * written in the same transaction as the status change it belongs to.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    entryId: text('entry_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    account: text('account').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    memo: text('memo').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  // By account and time: the portfolio report's flows (paid out, received) in a range of days (docs/portfolio-figures.md).
  (t) => [
    index('ledger_lines_order').on(t.orderId),
    index('ledger_lines_account_at').on(t.account, t.at),
    // A borrower's held credit, summed per order in every /user/info (heldCreditRows): the few
    // credit lines of the borrower's orders, not the lender's whole account nor each order's every line.
    index('ledger_lines_credit').on(t.orderId, t.amountMinor).where(sql`${t.account} = 'borrower_credit'`),
  ],
)

/**
 * "I paid but it does not show": a borrower's report of a pending payment they paid, opened as a
 * `repayment` ticket (the reference they read and the slip's photo are its message). Staff match
 * it to one provider transaction (posted through the normal repayment, once) or answer not found.
 */
export const paymentReports = pgTable(
  'payment_reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    repaymentId: text('repayment_id')
      .notNull()
      .references(() => repayments.id),
    /** The reference as the borrower read it off their slip. */
    reference: text('reference').notNull(),
    /** `open`, `matched` or `not_found`. */
    status: text('status').notNull(),
    /** The provider transaction it was matched to: one report per transaction, ever. */
    providerId: text('provider_id'),
    /** Why it was not found, from contract/payment-reports.ts. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_reports_company_status').on(t.companyId, t.status, t.createdAt),
    index('payment_reports_user').on(t.userId),
    uniqueIndex('payment_reports_provider').on(t.providerId),
    // One report of a payment is looked at at a time.
    uniqueIndex('payment_reports_open_repayment').on(t.repaymentId).where(sql`${t.status} = 'open'`),
  ],
)

/**
 * What the daily reconciliation found between the payment provider's transactions and the
 * ledger's postings, by reference, for a company's market day; kept until staff resolve it.
 */
export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company's market day it was found for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** `received_not_posted`, `posted_not_received` or `amount_differs` (contract/admin/schemas/reconciliation.ts). */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    providerIds: jsonb('provider_ids').$type<string[]>().notNull().default([]),
    repaymentId: text('repayment_id'),
    receivedMinor: bigint('received_minor', { mode: 'number' }).notNull(),
    postedMinor: bigint('posted_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** `open` or `resolved`. */
    status: text('status').notNull(),
    note: text('note'),
    resolvedBy: integer('resolved_by').references(() => staffUsers.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A run again for the same day finds the same mismatch and adds nothing.
    uniqueIndex('reconciliation_mismatches_day_reference').on(t.companyId, t.day, t.reference),
    index('reconciliation_mismatches_company_status').on(t.companyId, t.status, t.day),
  ],
)

/**
 * Every webhook a payment provider sent that passed its token check, as it came (audit): each
 * is applied at most once, keyed by the provider's event and object id (`eventKey`; null when
 * the body was not an event at all). `outcome` says what it did: posted, recorded, ignored, or
 * parked for staff (an amount or currency other than expected, an unknown reference, a payout
 * reversed after it was paid).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key'),
    type: text('type').notNull(),
    raw: text('raw').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webhook_events_once').on(t.provider, t.eventKey), index('webhook_events_received').on(t.receivedAt)],
)
