import { sql } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema'

export type Limit = { bucket: string; windowSeconds: number; max: number }

/**
 * Counts one hit in a fixed window kept in the database, so every server process
 * shares the same counters; answers code 5 once the window's maximum is passed.
 */
export async function hit(db: Db, limit: Limit, now: Date): Promise<void> {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: limit.bucket, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  if ((row?.count ?? 0) > limit.max) throw new ApiError(5)
}

export async function hitAll(db: Db, limits: readonly Limit[], now: Date): Promise<void> {
  for (const limit of limits) await hit(db, limit, now)
}
