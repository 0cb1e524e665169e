import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { staffSessions, staffUsers } from '../../db/schema'
import { recordAudit } from '../audit/audit-log'

/** A leaver's account (`npm run staff -- disable <name>`): refused at login and every open session ends at once. */
export function disableStaff(db: Db, name: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => (await disableWhere(tx, eq(staffUsers.name, name), null, now)) !== null)
}

/**
 * In the caller's transaction: disables the one member `where` names, if not disabled already,
 * audited as `byStaffId` (null: the CLI). Answers the member's id, or null when none matched.
 */
export async function disableWhere(tx: Db, where: SQL | undefined, byStaffId: number | null, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(staffUsers)
    .set({ disabledAt: now })
    .where(and(where, isNull(staffUsers.disabledAt)))
    .returning({ id: staffUsers.id })
  if (!row) return null
  await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)))
  await recordAudit(tx, { staffId: byStaffId, action: 'disable_staff', recordType: 'staff', recordId: row.id, after: { disabled: true }, at: now })
  return row.id
}
