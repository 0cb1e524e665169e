// The tables of identity checks and fraud signals (migration 0031). Their foreign keys to users,
// companies, orders and staff are in the SQL; declared here without them so this file imports
// nothing of the other schema files; server/db/schema.ts re-exports it.
import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** One run of the identity check on one set of photos and fields; the newest is the borrower's current one. */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id').notNull(),
    /** pending, verified, review, rejected, superseded (a newer check took its place). */
    status: text('status').notNull().default('pending'),
    /** The storage keys checked: { front, back, hand }. */
    photos: jsonb('photos').$type<{ front: string; back: string; hand: string }>().notNull(),
    /** The typed fields checked: realName, idType, identity, birthday, laserCode. */
    fields: jsonb('fields').$type<Record<string, string | null>>().notNull(),
    provider: text('provider'),
    /** Per step (document, face, liveness): { outcome, reasons }. */
    steps: jsonb('steps').$type<Record<string, { outcome: string; reasons: string[] }>>().notNull().default({}),
    faceDistance: real('face_distance'),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
    decisionReason: text('decision_reason'),
    decisionNote: text('decision_note'),
  },
  (t) => [index('identity_checks_user').on(t.userId, t.id), index('identity_checks_queue').on(t.companyId, t.id).where(sql`${t.status} = 'review'`)],
)

export const photoHashes = pgTable(
  'photo_hashes',
  {
    userId: integer('user_id').notNull(),
    slot: text('slot').notNull(),
    companyId: integer('company_id').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
  },
  (t) => [
    primaryKey({ name: 'photo_hashes_pk', columns: [t.userId, t.slot] }),
    index('photo_hashes_band0').on(t.companyId, t.band0),
    index('photo_hashes_band1').on(t.companyId, t.band1),
    index('photo_hashes_band2').on(t.companyId, t.band2),
    index('photo_hashes_band3').on(t.companyId, t.band3),
  ],
)

export const deviceSightings = pgTable(
  'device_sightings',
  {
    companyId: integer('company_id').notNull(),
    deviceId: text('device_id').notNull(),
    userId: integer('user_id').notNull(),
    firstSeen: at('first_seen').notNull().defaultNow(),
    lastSeen: at('last_seen').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'device_sightings_pk', columns: [t.companyId, t.deviceId, t.userId] }), index('device_sightings_user').on(t.userId)],
)

export const applicationOrigins = pgTable(
  'application_origins',
  {
    orderId: integer('order_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    /** null where the address could not be read. */
    ip: text('ip'),
    deviceId: text('device_id'),
    at: at('at').notNull(),
  },
  (t) => [
    index('application_origins_ip').on(t.companyId, t.ip, t.at),
    index('application_origins_device').on(t.companyId, t.deviceId, t.at).where(sql`${t.deviceId} is not null`),
  ],
)

export const fraudHits = pgTable(
  'fraud_hits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    orderId: integer('order_id'),
    signal: text('signal').notNull(),
    otherUserIds: jsonb('other_user_ids').$type<number[]>().notNull().default([]),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fraud_hits_order_signal').on(t.orderId, t.signal), index('fraud_hits_user').on(t.userId)],
)
