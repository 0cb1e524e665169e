// Keeps the first answer to each (account, Idempotency-Key) so that a replayed
// submission never has a second effect. The record is written in the same
// transaction as the handler's own writes: either both happen or neither does.
// A business error keeps what the handler wrote before it (attempt and rate-limit
// counters), so a key cannot be used to try again for free.
import { createHash } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import { ApiError } from '../../contract/api-error'
import type { Db } from '../db/client'
import { idempotencyRecords } from '../db/schema'
import { type EnvelopeBody, failure } from './envelope'

export const IDEMPOTENCY_DAYS = 30
const KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key)
}

/** Identifies a request by its path and body; uploaded files count by their bytes. */
export async function requestHash(path: string, body: unknown): Promise<string> {
  const hash = createHash('sha256').update(path).update('\n')
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body).sort(([a], [b]) => a.localeCompare(b))) {
      hash.update(name).update('=')
      hash.update(value instanceof Blob ? new Uint8Array(await value.arrayBuffer()) : JSON.stringify(value) ?? '')
      hash.update('\n')
    }
  } else {
    hash.update(JSON.stringify(body) ?? '')
  }
  return hash.digest('hex')
}

export async function runOnce(
  db: Db,
  record: { account: string; key: string; hash: string },
  run: (tx: Db) => Promise<EnvelopeBody>,
  onReplay: () => void = () => undefined,
): Promise<EnvelopeBody> {
  // A lock held past lock_timeout propagates: the endpoint answers "already in progress" (busy.ts).
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyRecords)
      .values({ account: record.account, key: record.key, requestHash: record.hash, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key })
    if (inserted.length === 0) {
      onReplay()
      return storedAnswer(tx, record)
    }
    let response: EnvelopeBody
    try {
      response = await run(tx)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      response = failure(error)
    }
    await tx
      .update(idempotencyRecords)
      .set({ response })
      .where(and(eq(idempotencyRecords.account, record.account), eq(idempotencyRecords.key, record.key)))
    return response
  })
}

/** Replaces a key's kept answer with the one completed after the commit (CallContext.answerAfterCommit). */
export async function keepAnswer(db: Db, record: { account: string; key: string }, response: EnvelopeBody): Promise<void> {
  await db
    .update(idempotencyRecords)
    .set({ response })
    .where(and(eq(idempotencyRecords.account, record.account), eq(idempotencyRecords.key, record.key)))
}

async function storedAnswer(tx: Db, record: { account: string; key: string; hash: string }): Promise<EnvelopeBody> {
  const [row] = await tx
    .select()
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.account, record.account), eq(idempotencyRecords.key, record.key)))
  if (!row) return failure(new ApiError(40005))
  if (row.requestHash !== record.hash) return failure(new ApiError(10004, { fields: ['Idempotency-Key'] }))
  return row.response as EnvelopeBody
}

export async function purgeExpiredRecords(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_DAYS * 86_400_000)
  await db.delete(idempotencyRecords).where(lt(idempotencyRecords.createdAt, cutoff))
}
