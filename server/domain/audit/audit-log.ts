// The audit log is append-only: this module is the only writer and it only inserts.
// Every staff change is recorded in the same transaction as the change itself, and every
// view of an identity photo or a full number is recorded before the answer leaves.
import { and, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AuditEntry } from '../../../contract/admin/schemas/audit'
import type { Db } from '../../db/client'
import { auditLog, staffUsers } from '../../db/schema'
import { currentClientAddress } from '../../staff-request'
import { marketOfCompany } from '../markets/company-market'

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
    clientAddress: currentClientAddress(),
  })
}

export type AuditFilter = { beforeId?: number; recordType?: string; recordId?: string; action?: string; address?: string; limit?: number }

/**
 * A company's entries: those of its staff, and the CLI's (no staff member) about its staff
 * accounts. Staff never change company, so the staff member says whose an entry is. Newest first.
 */
export async function listAudit(db: Db, companyId: number, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const ownStaff = sql`(select ${staffUsers.id}::text from ${staffUsers} where ${staffUsers.companyId} = ${companyId})`
  const conditions: SQL[] = [
    or(eq(staffUsers.companyId, companyId), and(isNull(auditLog.staffId), eq(auditLog.recordType, 'staff'), sql`${auditLog.recordId} in ${ownStaff}`)) as SQL,
  ]
  if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId))
  if (filter.recordType) conditions.push(eq(auditLog.recordType, filter.recordType))
  if (filter.recordId) conditions.push(eq(auditLog.recordId, filter.recordId))
  if (filter.action) conditions.push(eq(auditLog.action, filter.action))
  if (filter.address) conditions.push(eq(auditLog.clientAddress, filter.address))
  const { currency } = await marketOfCompany(db, companyId)
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
    clientAddress: entry.clientAddress,
    currency,
  }))
}
