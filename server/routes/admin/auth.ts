import { recordAudit } from '../../domain/audit/audit-log'
import { staffLogin } from '../../domain/staff/staff-login'
import { revokeStaffSession } from '../../domain/staff/staff-sessions'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const authHandlers = defineAdminHandlers({
  '/login': (body, ctx) => staffLogin(ctx.db, body, ctx.ip, ctx.services.now()),
  '/logout': async (_body, ctx) => {
    const now = ctx.services.now()
    await revokeStaffSession(ctx.db, ctx.token, now)
    await recordAudit(ctx.db, { staffId: ctx.staff.id, action: 'logout', recordType: 'staff', recordId: ctx.staff.id, at: now })
    return null
  },
  '/me': async (_body, ctx) => ctx.staff,
})
