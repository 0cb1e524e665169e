// Progressive delays for guessing a secret, kept in rate_limits so every server process shares
// them. A gate is one row: `bucket` names it, `window_start` holds the time before which no
// attempt is checked, `count` the attempts since it was last cleared. Rows live until cleared
// (a success) or replaced; a gate quiet for `forgetAfterMs` starts over.
import { and, desc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema'

export type GatePolicy = {
  /** Attempts checked one right after another; the next one waits. */
  free: number
  /** The wait after the `free`-th attempt; it doubles with each further attempt. */
  firstDelayMs: number
  maxDelayMs: number
  forgetAfterMs: number
}

// A fixed time for a gate's first row, so concurrent first attempts create one row, not several.
const UNOPENED = new Date(0)

/** The wait after this many attempts before the next one is checked. */
export function delayAfter(attempts: number, policy: GatePolicy): number {
  if (attempts < policy.free) return 0
  return Math.min(policy.firstDelayMs * 2 ** Math.min(attempts - policy.free, 40), policy.maxDelayMs)
}

export function tooManyRequests(waitMs: number): ApiError {
  return new ApiError(5, { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) })
}

/**
 * Lets one attempt through, or answers code 5 with the wait. The attempt counts before the secret
 * is checked (a success clears the gate), and only one of several concurrent attempts passes, so
 * parallel requests cannot share one opening.
 */
export async function passGate(db: Db, bucket: string, policy: GatePolicy, now: Date): Promise<void> {
  let gate = await latest(db, bucket)
  if (!gate) {
    await db.insert(rateLimits).values({ bucket, windowStart: UNOPENED, count: 0 }).onConflictDoNothing()
    gate = (await latest(db, bucket)) ?? { notBefore: UNOPENED, count: 0 }
  }
  const forgotten = now.getTime() - gate.notBefore.getTime() >= policy.forgetAfterMs
  if (!forgotten && now < gate.notBefore) throw tooManyRequests(gate.notBefore.getTime() - now.getTime())
  const attempts = (forgotten ? 0 : gate.count) + 1
  const claimed = await db
    .update(rateLimits)
    .set({ windowStart: new Date(now.getTime() + delayAfter(attempts, policy)), count: attempts })
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, gate.notBefore), eq(rateLimits.count, gate.count)))
    .returning({ count: rateLimits.count })
  // Another attempt took this opening a moment ago.
  if (claimed.length === 0) throw tooManyRequests(policy.firstDelayMs)
}

export async function clearGate(db: Db, bucket: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket))
}

async function latest(db: Db, bucket: string): Promise<{ notBefore: Date; count: number } | undefined> {
  const [row] = await db
    .select({ notBefore: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.bucket, bucket))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1)
  return row
}
