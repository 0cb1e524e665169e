// WebAuthn challenges waiting for their answer, in passkey_challenges: one row per challenge,
// deleted when it is used (used once, whatever the outcome) or found expired.
import { and, desc, eq, inArray, lte } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Db } from '../../db/client'
import { passkeyChallenges } from '../../db/schema'

export type ChallengePurpose = 'register' | 'unlock'

// Long enough for a fingerprint after a fumble; WebAuthn's own ceremony timeout is the same.
export const CHALLENGE_TTL_MS = 5 * 60_000
// Two tabs and a retry; more outstanding than this per purpose only fills the table.
const OUTSTANDING_MAX = 4

export async function keepChallenge(db: Db, userId: number, purpose: ChallengePurpose, challenge: string, now: Date): Promise<void> {
  const mine = and(eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.purpose, purpose))
  await db.delete(passkeyChallenges).where(and(mine, lte(passkeyChallenges.expiresAt, now)))
  const older = await db
    .select({ challenge: passkeyChallenges.challenge })
    .from(passkeyChallenges)
    .where(mine)
    .orderBy(desc(passkeyChallenges.expiresAt))
    .offset(OUTSTANDING_MAX - 1)
  if (older.length > 0) await db.delete(passkeyChallenges).where(inArray(passkeyChallenges.challenge, older.map((row) => row.challenge)))
  await db.insert(passkeyChallenges).values({ challenge, userId, purpose, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) })
}

/**
 * The challenge the browser signed (from its clientDataJSON), claimed for this user and purpose:
 * 10070 when it is unknown, someone else's, already used or expired.
 */
export async function takeChallenge(db: Db, userId: number, purpose: ChallengePurpose, clientDataJSON: string, now: Date): Promise<string> {
  const challenge = signedChallenge(clientDataJSON)
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.challenge, challenge), eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.purpose, purpose)))
    .returning({ expiresAt: passkeyChallenges.expiresAt })
  if (!row || row.expiresAt <= now) throw new ApiError(10070)
  return challenge
}

function signedChallenge(clientDataJSON: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge = typeof parsed === 'object' && parsed !== null && 'challenge' in parsed ? parsed.challenge : undefined
    if (typeof challenge === 'string' && /^[\w-]{16,128}$/.test(challenge)) return challenge
  } catch {
    // Not JSON: the same answer as a bad signature below.
  }
  throw new ApiError(10072)
}
