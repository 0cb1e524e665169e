import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema'

export type Limit = { bucket: string; windowSeconds: number; max: number }

function windowOf(limit: Limit, now: Date): { start: Date; end: Date } {
  const windowMs = limit.windowSeconds * 1000
  const start = Math.floor(now.getTime() / windowMs) * windowMs
  return { start: new Date(start), end: new Date(start + windowMs) }
}

/**
 * Counts one hit in a fixed window kept in the database, so every server process
 * shares the same counters; answers the window's count so far, this hit included.
 */
export async function count(db: Db, limit: Limit, now: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: limit.bucket, windowStart: windowOf(limit, now).start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  return row?.count ?? 0
}

/** Counts one hit and answers code 5 once the window's maximum is passed. */
export async function hit(db: Db, limit: Limit, now: Date): Promise<void> {
  if ((await count(db, limit, now)) > limit.max) throw new ApiError(5)
}

export async function hitAll(db: Db, limits: readonly Limit[], now: Date): Promise<void> {
  for (const limit of limits) await hit(db, limit, now)
}

/** Answers code 5, with the wait until the window ends, while the window already holds its maximum; counts nothing. */
export async function refuseWhileFull(db: Db, limit: Limit, now: Date): Promise<void> {
  const window = windowOf(limit, now)
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, limit.bucket), eq(rateLimits.windowStart, window.start)))
  if ((row?.count ?? 0) >= limit.max) throw new ApiError(5, { retryAfter: Math.ceil((window.end.getTime() - now.getTime()) / 1000) })
}

// Longer than the longest window (an hour) and the longest a login gate is remembered (a day).
const KEEP_MS = 2 * 86_400_000

/**
 * Drops counters and login gates no rule reads any more. A gate not yet opened (window_start at
 * 1970) is left alone: it is opened by the attempt that created it, moments later.
 */
export async function purgeOldRateLimits(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(and(gt(rateLimits.windowStart, new Date(0)), lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_MS))))
    .returning({ bucket: rateLimits.bucket })
  return rows.length
}
