// The audit log is append-only: this module is the only writer and it only inserts.
// Every staff change is recorded in the same transaction as the change itself, and every
// view of an identity photo or a full number is recorded before the answer leaves.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { AuditEntry } from '../../../contract/admin/schemas/audit'
import type { Db } from '../../db/client'
import { auditLog, staffUsers } from '../../db/schema'

export type AuditRecord = {
  /** null for changes made outside a staff session (the staff CLI). */
  staffId: number | null
  action: string
  recordType: string
  recordId: string | number
  before?: unknown
  after?: unknown
  at: Date
}

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    staffId: record.staffId,
    action: record.action,
    recordType: record.recordType,
    recordId: String(record.recordId),
    before: record.before ?? null,
    after: record.after ?? null,
    at: record.at,
  })
}

export type AuditFilter = { beforeId?: number; recordType?: string; recordId?: string; limit?: number }

/** Newest first. */
export async function listAudit(db: Db, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const conditions: SQL[] = []
  if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId))
  if (filter.recordType) conditions.push(eq(auditLog.recordType, filter.recordType))
  if (filter.recordId) conditions.push(eq(auditLog.recordId, filter.recordId))
  const rows = await db
    .select({ entry: auditLog, staffName: staffUsers.name })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit ?? 100)
  return rows.map(({ entry, staffName }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    staffId: entry.staffId,
    staffName,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: entry.before,
    after: entry.after,
  }))
}
