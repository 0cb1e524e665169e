// An admin's staff administration, within their own company: the list, a new account and a
// leaver's. Roles are never given here directly: a new member's roles are asked for as a
// four-eyes request (change-requests.ts), as any later role change is.
import { and, asc, eq } from 'drizzle-orm'
import type { AdminData, AdminParsedBody } from '../../../../contract/admin/endpoints'
import { isStaffRole, type StaffRole } from '../../../../contract/admin/roles'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { approvals, staffUsers } from '../../../db/schema'
import { requestRolesInTx } from '../approvals/change-requests'
import { disableWhere } from '../disable-staff'
import { insertStaff, StaffNameTaken } from '../staff-accounts'
import type { StaffActor } from '../staff-actor'
import { totpUri } from '../totp'

const rolesOf = (value: unknown): StaffRole[] => (Array.isArray(value) ? value.filter((r): r is StaffRole => typeof r === 'string' && isStaffRole(r)) : [])

export async function listStaff(db: Db, companyId: number): Promise<AdminData<'/staff/list'>> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, roles: staffUsers.roles, totpSecret: staffUsers.totpSecret, createdAt: staffUsers.createdAt, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.companyId, companyId))
    .orderBy(asc(staffUsers.name))
  const open = await db
    .select({ target: approvals.target, payload: approvals.payload })
    .from(approvals)
    .where(and(eq(approvals.companyId, companyId), eq(approvals.kind, 'staff_roles'), eq(approvals.status, 'requested')))
  const requested = new Map(open.map((a) => [a.target, rolesOf((a.payload as { roles?: unknown }).roles)]))
  return {
    members: rows.map((r) => ({
      id: r.id,
      name: r.name,
      roles: rolesOf(r.roles),
      // Whether a second factor is set, never the secret.
      totp: r.totpSecret !== null,
      createdAt: r.createdAt.toISOString(),
      disabledAt: r.disabledAt?.toISOString() ?? null,
      requestedRoles: requested.get(`staff:${r.id}`) ?? null,
    })),
  }
}

export function createMember(db: Db, body: AdminParsedBody<'/staff/create'>, actor: StaffActor): Promise<AdminData<'/staff/create'>> {
  return db.transaction(async (tx) => {
    let created: { id: number; totpSecret: string | null }
    try {
      created = await insertStaff(tx, { name: body.name, password: body.password, roles: [], totp: body.totp, companyId: actor.companyId }, actor.staffId, actor.now)
    } catch (error) {
      if (error instanceof StaffNameTaken) throw new ApiError(40160, { fields: ['name'] })
      throw error
    }
    const roles = [...new Set(body.roles)]
    const { approvalId } = roles.length > 0 ? await requestRolesInTx(tx, { staffId: created.id, roles }, actor) : { approvalId: null }
    return {
      staffId: created.id,
      approvalId,
      totpSecret: created.totpSecret,
      totpUri: created.totpSecret ? totpUri(created.totpSecret, body.name) : null,
    }
  })
}

/** Refuses one's own account (40161): the last admin must not lock the company out by a slip. */
export function disableMember(db: Db, staffId: number, actor: StaffActor): Promise<null> {
  if (staffId === actor.staffId) throw new ApiError(40161, { fields: ['staffId'] })
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: staffUsers.id, disabledAt: staffUsers.disabledAt })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, staffId), eq(staffUsers.companyId, actor.companyId)))
    if (!member) throw new ApiError(40007, { fields: ['staffId'] })
    if (member.disabledAt) throw new ApiError(40162, { fields: ['staffId'] })
    await disableWhere(tx, eq(staffUsers.id, staffId), actor.staffId, actor.now)
    return null
  })
}
