import { eq } from 'drizzle-orm'
import { isStaffRole, type StaffRole } from '../../../contract/admin/roles'
import { MIN_STAFF_PASSWORD, STAFF_NAME_PATTERN } from '../../../contract/admin/schemas/staff'
import type { Db } from '../../db/client'
import { companies, staffUsers } from '../../db/schema'
import { hashSecret } from '../accounts/passwords'
import { recordAudit } from '../audit/audit-log'
import { newTotpSecret } from './totp'


/** companyId: the lender the member works for; they see that company's borrowers, orders and settings only. */
export type NewStaff = { name: string; password: string; roles: StaffRole[]; totp: boolean; companyId: number }

/** A staff account, hashed like a borrower's password; answers the TOTP secret when asked for one. */
export function createStaff(db: Db, input: NewStaff, now: Date): Promise<{ id: number; totpSecret: string | null }> {
  return db.transaction((tx) => insertStaff(tx, input, null, now))
}

/**
 * In the caller's transaction; `byStaffId` is the admin who made it (null: the CLI). A taken name
 * throws StaffNameTaken, a bad name or password RangeError, a missing company RangeError.
 */
export async function insertStaff(tx: Db, input: NewStaff, byStaffId: number | null, now: Date): Promise<{ id: number; totpSecret: string | null }> {
  if (!STAFF_NAME_PATTERN.test(input.name)) throw new RangeError('a staff name is 2–64 letters, digits, dots, dashes or underscores')
  if (input.password.length < MIN_STAFF_PASSWORD) throw new RangeError(`a staff password has at least ${MIN_STAFF_PASSWORD} characters`)
  const totpSecret = input.totp ? newTotpSecret() : null
  const roles = [...new Set(input.roles)]
  const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.name, input.name))
  if (existing) throw new StaffNameTaken(input.name)
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId))
  if (!company) throw new RangeError(`no company ${input.companyId}`)
  const [row] = await tx
    .insert(staffUsers)
    .values({ name: input.name, companyId: input.companyId, passwordHash: await hashSecret(input.password), roles, totpSecret, createdAt: now })
    .returning({ id: staffUsers.id })
  if (!row) throw new Error('staff insert returned nothing')
  await recordAudit(tx, { staffId: byStaffId, action: 'create_staff', recordType: 'staff', recordId: row.id, after: { name: input.name, companyId: input.companyId, roles, totp: input.totp }, at: now })
  return { id: row.id, totpSecret }
}

/** Names are unique across companies: they sign in with the name alone. */
export class StaffNameTaken extends RangeError {
  constructor(name: string) {
    super(`staff member ${name} exists already`)
  }
}

export function parseRoles(list: string): StaffRole[] {
  const roles = list.split(',').map((r) => r.trim()).filter(Boolean)
  const unknown = roles.filter((r) => !isStaffRole(r))
  if (unknown.length > 0) throw new RangeError(`unknown role: ${unknown.join(', ')}`)
  return roles as StaffRole[]
}
