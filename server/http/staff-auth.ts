// Who is calling the staff API, and whether their roles allow the call.
import { ApiError } from '../../contract/api-error'
import type { Access } from '../../contract/admin/endpoints'
import type { Staff } from '../../contract/admin/schemas/auth'
import type { StaffActor } from '../domain/staff/staff-actor'
import { resolveStaffSession } from '../domain/staff/staff-sessions'
import type { Services } from '../services'

export type StaffContext = {
  services: Services
  db: Services['db']
  staff: Staff
  ip: string
  /** The raw token, so /logout can revoke it. */
  token: string
}

/** A missing role answers 401, as a missing token does: the call does not exist for this account. */
export function requireAccess(staff: Staff | null, access: Access): void {
  if (access === 'public') return
  if (staff === null) throw new ApiError(401)
  if (access === 'staff') return
  if (!access.some((role) => staff.roles.includes(role))) throw new ApiError(401)
}

export async function staffFromRequest(services: Services, request: Request): Promise<{ staff: Staff; token: string }> {
  const token = request.headers.get('authorization') ?? undefined
  const staff = await resolveStaffSession(services.db, token, services.now())
  return { staff, token: token ?? '' }
}

export function actorOf(ctx: StaffContext): StaffActor {
  return { staffId: ctx.staff.id, companyId: ctx.staff.companyId, now: ctx.services.now() }
}
