import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { staffSessions, staffUsers } from '../../db/schema'
import { recordAudit } from '../audit/audit-log'

/** A leaver's account: refused at login and every open session ends at once. */
export async function disableStaff(db: Db, name: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staffUsers).set({ disabledAt: now }).where(eq(staffUsers.name, name)).returning({ id: staffUsers.id })
    if (!row) return false
    await tx.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.staffId, row.id))
    await recordAudit(tx, { staffId: null, action: 'disable_staff', recordType: 'staff', recordId: row.id, after: { disabled: true }, at: now })
    return true
  })
}
