import type { Revealable } from '../../../../contract/admin/schemas/borrowers'
import type { Db } from '../../../db/client'
import { recordAudit } from '../../audit/audit-log'
import { borrowerRow } from '../borrower-row'
import type { StaffActor } from '../staff-actor'

/** One full number, opened by one staff member; the log says who opened which, never the value. */
export async function revealNumber(db: Db, userId: number, field: Revealable, { staffId, companyId, now }: StaffActor): Promise<{ value: string | null }> {
  const user = await borrowerRow(db, userId, companyId)
  await recordAudit(db, { staffId, action: 'reveal', recordType: 'user', recordId: userId, after: { field }, at: now })
  return { value: user[field] }
}
