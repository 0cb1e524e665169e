// The credit-bureau files as made (table credit_files): stored once, read back byte for byte.
import { createHash } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { creditFiles } from '../../../db/schema'
import type { BuiltFile } from './credit-file-build'
import type { FileKind } from './credit-file-layout'

export type StoredCreditFile = typeof creditFiles.$inferSelect

export async function storedFiles(db: Db, companyId: number, month: string): Promise<StoredCreditFile[]> {
  return db.select().from(creditFiles).where(and(eq(creditFiles.companyId, companyId), eq(creditFiles.month, month))).orderBy(asc(creditFiles.sequence))
}

export async function storedFile(db: Db, companyId: number, month: string, sequence: number): Promise<StoredCreditFile | undefined> {
  const [row] = await db.select().from(creditFiles).where(and(eq(creditFiles.companyId, companyId), eq(creditFiles.month, month), eq(creditFiles.sequence, sequence)))
  return row
}

export async function nextSequence(db: Db, companyId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${creditFiles.sequence})` })
    .from(creditFiles)
    .where(and(eq(creditFiles.companyId, companyId), eq(creditFiles.month, month)))
  return Number(row?.last ?? -1) + 1
}

type Made = { companyId: number; month: string; sequence: number; kind: FileKind; market: string; staffId: number | null; now: Date }

/**
 * Keeps a file as its bytes; when another process stored the same (company, month, sequence)
 * first, that one stands and is answered: a file once made is never made again.
 */
export async function storeFile(db: Db, file: BuiltFile, made: Made): Promise<StoredCreditFile> {
  const body = new TextEncoder().encode(file.body)
  await db
    .insert(creditFiles)
    .values({
      companyId: made.companyId,
      month: made.month,
      sequence: made.sequence,
      kind: made.kind,
      market: made.market,
      fileName: file.fileName,
      contentType: file.contentType,
      body,
      sha256: createHash('sha256').update(body).digest('hex'),
      loans: file.loans,
      createdBy: made.staffId,
      createdAt: made.now,
    })
    .onConflictDoNothing()
  const stored = await storedFile(db, made.companyId, made.month, made.sequence)
  if (!stored) throw new Error(`credit file ${made.companyId}/${made.month}/${made.sequence} not stored`)
  return stored
}
