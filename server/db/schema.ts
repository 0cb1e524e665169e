import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { PasskeyTransport } from '../../contract/schemas/passkeys'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** A code of contract/market (TH, PH): every borrower rule of this company reads it. */
  market: text('market').notNull(),
})

export const apps = pgTable('apps', {
  id: integer('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  maxAmountMinor: bigint('max_amount_minor', { mode: 'number' }).notNull(),
  minAmountMinor: bigint('min_amount_minor', { mode: 'number' }).notNull(),
  stepMinor: bigint('step_minor', { mode: 'number' }).notNull(),
  defaultRate: integer('default_rate').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  /** The host name borrowers open this lender's app at ("ph.localhost"); pages sent there name this app. */
  host: text('host').unique(),
  /** How the limit grows with loans repaid on time (contract/loan-history-limit.ts); null: the whole maximum from the first loan. */
  limitGrowth: jsonb('limit_growth'),
  /** Whether a borrower may choose the day repayments fall due (contract/repayment-day.ts). */
  dueDayChoice: boolean('due_day_choice').notNull().default(false),
})

export const periodConfigs = pgTable('period_configs', {
  id: serial('id').primaryKey(),
  appId: integer('app_id')
    .notNull()
    .references(() => apps.id),
  periods: integer('periods').notNull(),
  rate: integer('rate').notNull(),
})

/** Company configuration as key → text; JSON-valued keys hold JSON text. */
export const companyConfigs = pgTable(
  'company_configs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
)

export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  active: boolean('active').notNull().default(true),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    appId: integer('app_id').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    installationSource: text('installation_source'),
    role: text('role'),
    referralCode: text('referral_code'),
    realName: text('real_name'),
    idType: text('id_type'),
    identity: text('identity'),
    identityVerified: boolean('identity_verified').notNull().default(false),
    sex: smallint('sex'),
    birthday: date('birthday', { mode: 'string' }),
    marriage: text('marriage'),
    email: text('email'),
    facebook: text('facebook'),
    education: text('education'),
    provinceCity: text('province_city'),
    address: text('address'),
    bankName: text('bank_name'),
    cardNo: text('card_no'),
    job: text('job'),
    monthlyIncomeMinor: bigint('monthly_income_minor', { mode: 'number' }),
    expensesMinor: bigint('expenses_minor', { mode: 'number' }),
    loanPurpose: text('loan_purpose'),
    loanBefore: boolean('loan_before'),
    guarantee: boolean('guarantee'),
    creditScore: integer('credit_score'),
    identityFrontKey: text('identity_front_key'),
    identityBackKey: text('identity_back_key'),
    identityHandKey: text('identity_hand_key'),
    signatureKey: text('signature_key'),
    withdrawPinHash: text('withdraw_pin_hash'),
    /** Wrong PINs in a row; at 5 a new PIN must be set. */
    withdrawPinFailures: integer('withdraw_pin_failures').notNull().default(0),
    holdReason: text('hold_reason'),
    /** The day staff mean to look at the hold again: from then on it is in the holds-to-review list (docs/architecture.md "Holds to review"). Null without a hold. */
    holdReviewOn: date('hold_review_on', { mode: 'string' }),
    /** Thailand: the code on the back of the ID card, which the card-status check needs. */
    laserCode: text('laser_code'),
    /** Where the identity check stands (contract/kyc.ts), with its reason codes; identityVerified only by a check or a person. */
    kycStatus: text('kyc_status').notNull().default('none'),
    kycReasons: jsonb('kyc_reasons').$type<string[]>().notNull().default([]),
    /** 'check:<id>' or 'staff:<id>': who verified the identity. */
    identityVerifiedBy: text('identity_verified_by'),
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_company_mobile').on(t.companyId, t.mobile),
    index('users_company_card').on(t.companyId, t.cardNo).where(sql`${t.cardNo} is not null`),
    index('users_kyc_review').on(t.companyId, t.id).where(sql`${t.kycStatus} = 'review'`),
    index('users_holds_to_review').on(t.companyId, t.holdReviewOn).where(sql`${t.holdReason} is not null and ${t.holdReviewOn} is not null`),
    uniqueIndex('users_company_identity').on(t.companyId, t.identity).where(sql`${t.identity} is not null`),
    uniqueIndex('users_company_email').on(t.companyId, t.email).where(sql`${t.email} is not null`),
  ],
)

/**
 * Each borrower's name from each of its words on, lower-case ("somchai jaidee", "jaidee"), kept by
 * triggers on users (migration 0029): staff find a name by the start of any of its words through
 * one b-tree range per lender, which stays as short as the namesakes, where a search for any part
 * of a name reads trigram lists as long as the book.
 */
export const userNameStarts = pgTable(
  'user_name_starts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameFrom: text('name_from').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('user_name_starts_search').on(t.companyId, t.nameFrom.op('text_pattern_ops'), t.userId), index('user_name_starts_user').on(t.userId)],
)

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    mobile: text('mobile').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.position] }), index('emergency_contacts_mobile').on(t.mobile)],
)

/** Each consent as given, with its wording's version; withdrawal keeps the record. */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    version: text('version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  // Why each index is there, with the plans it gives at a million borrowers: docs/scaling.md.
  (t) => [index('consents_user').on(t.userId)],
)

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
)

export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
})

/** What the sandbox SMS provider "sent", so tests and demos can read it back. */
export const sandboxSms = pgTable('sandbox_sms', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  code: text('code').notNull(),
  text: text('text'),
  createdAt: createdAt(),
})

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

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
)

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
    // The collections list: a lender's loans being repaid by their oldest unpaid due date, counted and paged from this index.
    index('orders_collections').on(t.appId, t.oldestUnpaidDue, t.id, t.userId).where(sql`${t.status} = 4 and ${t.oldestUnpaidDue} is not null`),
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

/** Background work that survives a restart: claimed with a lease, retried until done. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('jobs_pending').on(t.runAt).where(sql`${t.doneAt} is null`)],
)

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
    /** The e-wallet an e-wallet payment goes to (PAYMENT_WALLETS); null for the other methods. */
    wallet: text('wallet'),
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

/** Every version of every configuration value a lender changed. */
export const configVersions = pgTable('config_versions', {
  id: serial('id').primaryKey(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  value: jsonb('value').notNull(),
  staffId: integer('staff_id').references(() => staffUsers.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
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

/** A borrower's passkeys for the app lock (server/domain/accounts/passkeys.ts). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The host the passkey was made on: a passkey works only on its lender's site. */
    rpId: text('rp_id').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<PasskeyTransport[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential').on(t.credentialId), index('passkeys_user').on(t.userId)],
)

/** Outstanding WebAuthn challenges: used once, deleted when used or found expired. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** `register` or `unlock`. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_user').on(t.userId)],
)

/** The VAPID key pair web push is signed with, when the environment gives none: one row, shared by every process. */
export const vapidKeys = pgTable('vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
})

/** A browser that takes the borrower's reminders; dropped when its push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** One browser, one owner: a phone that changes hands moves its subscription to who signed in last. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
)

/** The borrower's choice of channels for reminders (no row: both on) and the language they read. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  push: boolean('push').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  locale: text('locale'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/**
 * Each reminder or notice for a borrower, once: the unique key is what keeps a re-run planner, a
 * job run twice or two processes from sending it twice. `occasion` is the due date a period's
 * reminder is about (a moved due date gets its own), empty for an order's news.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 0 for news about the whole order (decision, payout). */
    period: integer('period').notNull(),
    /** contract/reminders.ts REMINDER_KINDS. */
    kind: text('kind').notNull(),
    occasion: text('occasion').notNull(),
    /** The borrower's local day it belongs to; a period's reminder not sent by its end is dropped. Null: news, sent whenever the window opens. */
    sendOn: date('send_on', { mode: 'string' }),
    /** queued, sending, sent, or skipped (with why). */
    status: text('status').notNull(),
    skipReason: text('skip_reason'),
    /** push or sms. */
    channel: text('channel'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reminders_once').on(t.orderId, t.period, t.kind, t.occasion), index('reminders_user_sent').on(t.userId, t.sentAt)],
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

/**
 * Where each open loan (outstanding principal > 0) of a company stood at the end of a market
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
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.orderId] })],
)

/**
 * Each ledger account's balance per company at the end of a market day (the daily reconciliation,
 * server/domain/staff/money/ledger-balances.ts): the day before's balances plus the day's lines,
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
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
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
export * from './schema-identity'

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
