import { eq } from 'drizzle-orm'
import { isStaffRole, type StaffRole } from '../../../contract/admin/roles'
import type { Db } from '../../db/client'
import { companies, staffUsers } from '../../db/schema'
import { hashSecret } from '../accounts/passwords'
import { recordAudit } from '../audit/audit-log'
import { newTotpSecret } from './totp'

export const MIN_STAFF_PASSWORD = 12

/** companyId: the lender the member works for; they see that company's borrowers, orders and settings only. */
export type NewStaff = { name: string; password: string; roles: StaffRole[]; totp: boolean; companyId: number }

/** A staff account, hashed like a borrower's password; answers the TOTP secret when asked for one. */
export async function createStaff(db: Db, input: NewStaff, now: Date): Promise<{ id: number; totpSecret: string | null }> {
  if (!/^[a-z0-9._-]{2,64}$/i.test(input.name)) throw new RangeError('a staff name is 2–64 letters, digits, dots, dashes or underscores')
  if (input.password.length < MIN_STAFF_PASSWORD) throw new RangeError(`a staff password has at least ${MIN_STAFF_PASSWORD} characters`)
  const totpSecret = input.totp ? newTotpSecret() : null
  const roles = [...new Set(input.roles)]
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.name, input.name))
    if (existing) throw new RangeError(`staff member ${input.name} exists already`)
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId))
    if (!company) throw new RangeError(`no company ${input.companyId}`)
    const [row] = await tx
      .insert(staffUsers)
      .values({ name: input.name, companyId: input.companyId, passwordHash: await hashSecret(input.password), roles, totpSecret, createdAt: now })
      .returning({ id: staffUsers.id })
    if (!row) throw new Error('staff insert returned nothing')
    await recordAudit(tx, { staffId: null, action: 'create_staff', recordType: 'staff', recordId: row.id, after: { name: input.name, companyId: input.companyId, roles, totp: input.totp }, at: now })
    return { id: row.id, totpSecret }
  })
}

export function parseRoles(list: string): StaffRole[] {
  const roles = list.split(',').map((r) => r.trim()).filter(Boolean)
  const unknown = roles.filter((r) => !isStaffRole(r))
  if (unknown.length > 0) throw new RangeError(`unknown role: ${unknown.join(', ')}`)
  return roles as StaffRole[]
}
