// The requests that exist only as four-eyes changes: a write-off and a staff member's roles.
import { and, eq } from 'drizzle-orm'
import type { AdminParsedBody } from '../../../../contract/admin/endpoints'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { staffUsers } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { readOrder, writeOff, writeOffEligibility } from '../../money/write-off'
import type { StaffActor } from '../staff-actor'
import { submitChange } from './approval-requests'

/** Refused at once (40033) when the loan is not eligible; checked again when approved. */
export function requestWriteOff(db: Db, { orderId, note }: AdminParsedBody<'/writeoff/request'>, actor: StaffActor): Promise<{ approvalId: number | null }> {
  return db.transaction(async (tx) => {
    const order = await readOrder(tx, orderId)
    const check = await writeOffEligibility(tx, order, actor.companyId, actor.now)
    const before = { status: order.status, outstandingMinor: check.outstandingMinor, daysPastDue: check.daysPastDue }
    return submitChange(tx, actor, { kind: 'write_off', target: `order:${orderId}`, payload: { orderId }, before, note }, () => writeOff(tx, orderId, actor))
  })
}

type RolesChange = AdminParsedBody<'/staff/roles/request'>

async function staffOfCompany(tx: Db, staffId: number, companyId: number) {
  const [member] = await tx.select({ roles: staffUsers.roles }).from(staffUsers).where(and(eq(staffUsers.id, staffId), eq(staffUsers.companyId, companyId)))
  if (!member) throw new ApiError(40007, { fields: ['staffId'] })
  return member
}

export function requestStaffRoles(db: Db, body: RolesChange, actor: StaffActor): Promise<{ approvalId: number | null }> {
  return db.transaction((tx) => requestRolesInTx(tx, body, actor))
}

/** In the caller's transaction (a new member's first roles are asked for with the account). */
export async function requestRolesInTx(tx: Db, body: RolesChange, actor: StaffActor): Promise<{ approvalId: number | null }> {
  const member = await staffOfCompany(tx, body.staffId, actor.companyId)
  const payload = { staffId: body.staffId, roles: [...new Set(body.roles)] }
  return submitChange(tx, actor, { kind: 'staff_roles', target: `staff:${body.staffId}`, payload, before: { roles: member.roles }, note: body.note }, () => applyStaffRoles(tx, payload, actor))
}

/** Roles are read on every call (staff-sessions), so the change holds from the member's next call. */
export async function applyStaffRoles(tx: Db, body: RolesChange, { staffId, companyId, now }: StaffActor): Promise<void> {
  const member = await staffOfCompany(tx, body.staffId, companyId)
  await tx.update(staffUsers).set({ roles: body.roles }).where(eq(staffUsers.id, body.staffId))
  await recordAudit(tx, { staffId, action: 'set_staff_roles', recordType: 'staff', recordId: body.staffId, before: { roles: member.roles }, after: { roles: body.roles }, at: now })
}
