// The credit-bureau files as made (credit_files, their bytes in credit_file_parts): written once,
// a part at a time, and read back byte for byte, a part at a time.
import { createHash } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { creditFileParts, creditFiles } from '../../../db/schema'
import type { FileText } from './credit-file-build'
import type { FileKind } from './credit-file-layout'

export type StoredCreditFile = typeof creditFiles.$inferSelect

// A file still incomplete this long after it was begun was left by a process that stopped; it is made again.
const ABANDONED_MS = 3_600_000

const ofMonth = (companyId: number, month: string) => and(eq(creditFiles.companyId, companyId), eq(creditFiles.month, month))

/** The month's complete files, oldest first. */
export async function storedFiles(db: Db, companyId: number, month: string): Promise<StoredCreditFile[]> {
  return db.select().from(creditFiles).where(and(ofMonth(companyId, month), eq(creditFiles.complete, true))).orderBy(asc(creditFiles.sequence))
}

export async function storedFile(db: Db, companyId: number, month: string, sequence: number): Promise<StoredCreditFile | undefined> {
  const [row] = await db.select().from(creditFiles).where(and(ofMonth(companyId, month), eq(creditFiles.sequence, sequence), eq(creditFiles.complete, true)))
  return row
}

/** After the last complete file of the month. */
export async function nextSequence(db: Db, companyId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${creditFiles.sequence})` })
    .from(creditFiles)
    .where(and(ofMonth(companyId, month), eq(creditFiles.complete, true)))
  return Number(row?.last ?? -1) + 1
}

/** A file's bytes as they were written, one part at a time. */
export async function* fileBytes(db: Db, fileId: number): AsyncGenerator<Uint8Array> {
  for (let part = 0; ; part++) {
    const [row] = await db.select({ body: creditFileParts.body }).from(creditFileParts).where(and(eq(creditFileParts.fileId, fileId), eq(creditFileParts.part, part)))
    if (!row) return
    yield row.body
  }
}

async function discard(db: Db, fileId: number): Promise<void> {
  await db.delete(creditFileParts).where(eq(creditFileParts.fileId, fileId))
  await db.delete(creditFiles).where(and(eq(creditFiles.id, fileId), eq(creditFiles.complete, false)))
}

/** Removes a file this process has just made and nobody has been sent: a correction with no loan in it. */
export async function dropFile(db: Db, fileId: number): Promise<void> {
  await db.delete(creditFileParts).where(eq(creditFileParts.fileId, fileId))
  await db.delete(creditFiles).where(eq(creditFiles.id, fileId))
}

type Made = { companyId: number; month: string; sequence: number; kind: FileKind; market: string; staffId: number | null; now: Date }

/** The row this process is to write, or the complete file another process made (40106 while another is still writing it). */
async function claim(db: Db, file: FileText, made: Made): Promise<{ id: number } | StoredCreditFile> {
  const row = { companyId: made.companyId, month: made.month, sequence: made.sequence, kind: made.kind, market: made.market, fileName: file.fileName, contentType: file.contentType, createdBy: made.staffId, createdAt: made.now }
  const [mine] = await db.insert(creditFiles).values(row).onConflictDoNothing().returning({ id: creditFiles.id })
  if (mine) return mine
  const [other] = await db.select().from(creditFiles).where(and(ofMonth(made.companyId, made.month), eq(creditFiles.sequence, made.sequence)))
  if (other?.complete) return other
  if (!other || other.createdAt.getTime() > made.now.getTime() - ABANDONED_MS) throw new ApiError(40106, { fields: ['month'] })
  await discard(db, other.id)
  const [again] = await db.insert(creditFiles).values(row).onConflictDoNothing().returning({ id: creditFiles.id })
  if (!again) throw new ApiError(40106, { fields: ['month'] })
  return again
}

/**
 * Writes a file once: when another process made the same (company, month, sequence) first, that
 * one stands and is answered; a file once complete is never written again.
 */
export async function storeFile(db: Db, file: FileText, made: Made): Promise<StoredCreditFile> {
  const claimed = await claim(db, file, made)
  if ('complete' in claimed) return claimed
  const hash = createHash('sha256')
  const encoder = new TextEncoder()
  let bytes = 0
  try {
    let part = 0
    for await (const text of file.parts) {
      const body = encoder.encode(text)
      hash.update(body)
      bytes += body.length
      await db.insert(creditFileParts).values({ fileId: claimed.id, part: part++, body })
    }
    const [done] = await db
      .update(creditFiles)
      .set({ complete: true, sha256: hash.digest('hex'), bytes, loans: file.loans() })
      .where(eq(creditFiles.id, claimed.id))
      .returning()
    if (!done) throw new Error(`credit file ${claimed.id} vanished`)
    return done
  } catch (error) {
    await discard(db, claimed.id)
    throw error
  }
}
