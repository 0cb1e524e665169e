import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gte, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm'
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

// The read and, when the session is still good and was last seen over a minute ago, the touch of
// last_seen_at (a data-modifying WITH runs whether or not the select reads it, and the select sees
// the row as it was before the touch). Times are ISO strings: placeholders skip the column's encoder.
const sessionRead = builtOnce((db) => {
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
    .select({ session: sessions, deletedAt: users.deletedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
    .prepare('session_read')
})

/** The session's borrower, in one round trip (sessionRead). */
export async function resolveSession(db: Db, token: string | undefined, policy: SessionPolicy, now: Date): Promise<number> {
  if (!token) throw new ApiError(401)
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const [row] = await sessionRead(db).execute({
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
  return session.userId
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
}
