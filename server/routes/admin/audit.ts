import { listAudit } from '../../domain/audit/audit-log'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const auditHandlers = defineAdminHandlers({
  '/audit/list': (body, ctx) => listAudit(ctx.db, ctx.staff.companyId, body),
})
