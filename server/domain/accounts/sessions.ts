import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gte, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { ApiError } from '../../../contract/api-error'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'

const DAY_MS = 86_400_000
// Writing last_seen_at on every call would turn each read into a write.
const TOUCH_AFTER_MS = 60_000

export type SessionPolicy = { idleDays: number; maxDays: number }

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new opaque token of 256 random bits; only its hash is stored. */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now })
  return token
}

/** What an authenticated call presents: its bearer token, to be checked against the policy as of `now`. */
export type SessionClaim = { token: string | undefined; policy: SessionPolicy; now: Date }

type SessionColumns = { session: typeof sessions.$inferSelect; deletedAt: Date | null }
type SessionStatement<R> = (db: Db) => { execute: (values: Record<string, unknown>) => Promise<R[]> }

/**
 * A statement that reads the session and, when it is still good and was last seen over a minute
 * ago, touches last_seen_at (a data-modifying WITH runs whether or not the select reads it, and the
 * select sees the row as it was before the touch), with `fields` of its borrower read in the same
 * round trip: they may use the users row and `sessions.userId`. Built once per process; times are
 * ISO strings, as placeholders skip the column's encoder.
 */
export function sessionStatement<F extends SelectedFields>(name: string, fields: (db: Db) => F) {
  return builtOnce((db) => {
    const tokenHash = sql.placeholder('tokenHash')
    const touched = db.$with('touched').as(
      db
        .update(sessions)
        .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            lt(sessions.lastSeenAt, sql.placeholder('touchBefore')),
            gte(sessions.lastSeenAt, sql.placeholder('idleSince')),
            gte(sessions.createdAt, sql.placeholder('createdSince')),
            notExists(db.select({ id: users.id }).from(users).where(and(eq(users.id, sessions.userId), isNotNull(users.deletedAt)))),
          ),
        )
        .returning({ tokenHash: sessions.tokenHash }),
    )
    return db
      .with(touched)
      .select({ ...fields(db), session: sessions, deletedAt: users.deletedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // The token hash is the key: one row or none, with no LIMIT for the plan to weigh.
      .where(eq(sessions.tokenHash, tokenHash))
      .prepare(name)
  })
}

/**
 * Runs a sessionStatement for the call's claim, with the statement's own `values`: the session's
 * borrower and the row read with it, or the session's refusal (401 none, 7 account deleted, 20001 ended).
 */
export async function readWithSession<R extends SessionColumns>(db: Db, statement: SessionStatement<R>, claim: SessionClaim, values: Record<string, unknown> = {}) {
  const { token, policy, now } = claim
  if (!token) throw new ApiError(401)
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const [row] = await statement(db).execute({
    ...values,
    tokenHash: hashToken(token),
    now: now.toISOString(),
    touchBefore: since(TOUCH_AFTER_MS),
    idleSince: since(policy.idleDays * DAY_MS),
    createdSince: since(policy.maxDays * DAY_MS),
  })
  if (!row) throw new ApiError(401)
  if (row.deletedAt) throw new ApiError(7)
  const { session } = row
  const idleFor = now.getTime() - session.lastSeenAt.getTime()
  const age = now.getTime() - session.createdAt.getTime()
  if (session.revokedAt || idleFor > policy.idleDays * DAY_MS || age > policy.maxDays * DAY_MS) {
    throw new ApiError(20001)
  }
  return { userId: session.userId, row }
}

const sessionRead = sessionStatement('session_read', () => ({}))

/** The session's borrower, in one round trip (sessionStatement). */
export async function resolveSession(db: Db, token: string | undefined, policy: SessionPolicy, now: Date): Promise<number> {
  return (await readWithSession(db, sessionRead, { token, policy, now })).userId
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
}
