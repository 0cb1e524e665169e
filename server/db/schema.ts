import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
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
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_company_mobile').on(t.companyId, t.mobile),
    uniqueIndex('users_company_identity').on(t.companyId, t.identity).where(sql`${t.identity} is not null`),
    uniqueIndex('users_company_email').on(t.companyId, t.email).where(sql`${t.email} is not null`),
  ],
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
  (t) => [primaryKey({ columns: [t.userId, t.position] })],
)

/** Each consent as given, with its wording's version; withdrawal keeps the record. */
export const consents = pgTable('consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  version: text('version').notNull(),
  givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
})

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})

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
  createdAt: createdAt(),
})

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


export const orders = pgTable('orders', {
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
  /** Approved money not yet disbursed: what the borrower can withdraw. */
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
  decision: jsonb('decision'),
  terms: jsonb('terms'),
  termsHash: text('terms_hash'),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptSignatureKey: text('accept_signature_key'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every status change of every order, as it happened. */
export const orderTransitions = pgTable('order_transitions', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  fromStatus: smallint('from_status').notNull(),
  toStatus: smallint('to_status').notNull(),
  actor: text('actor').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

/** Background work that survives a restart: claimed with a lease, retried until done. */
export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  doneAt: timestamp('done_at', { withTimezone: true }),
  lastError: text('last_error'),
})

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  text: text('text').notNull(),
  createdAt: createdAt(),
})

/** One payout of approved money to the borrower's own bank account. */
export const disbursements = pgTable('disbursements', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
})

/** One repayment: created pending with its payment page, succeeded when the provider says paid. */
export const repayments = pgTable('repayments', {
  id: text('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
})

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
  (t) => [primaryKey({ columns: [t.orderId, t.period] })],
)

/**
 * Double-entry ledger: every movement is one entry of two or more lines summing to zero,
 * written in the same transaction as the status change it belongs to.
 */
export const ledgerLines = pgTable('ledger_lines', {
  id: serial('id').primaryKey(),
  entryId: text('entry_id').notNull(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  account: text('account').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  memo: text('memo').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

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
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').references(() => staffUsers.id),
  action: text('action').notNull(),
  recordType: text('record_type').notNull(),
  recordId: text('record_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

/** Every version of every configuration value a lender changed. */
export const configVersions = pgTable('config_versions', {
  id: serial('id').primaryKey(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  value: jsonb('value').notNull(),
  staffId: integer('staff_id').references(() => staffUsers.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
})
