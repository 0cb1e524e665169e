import { sql } from 'drizzle-orm'
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { PasskeyTransport } from '../../../contract/schemas/passkeys'
import { createdAt } from './columns'
import { companies } from './tenancy'

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
