import { createMember, disableMember, listStaff } from '../../domain/staff/members/staff-members'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const staffAdminHandlers = defineAdminHandlers({
  '/staff/list': (_body, ctx) => listStaff(ctx.db, ctx.staff.companyId),
  '/staff/create': (body, ctx) => createMember(ctx.db, body, actorOf(ctx)),
  '/staff/disable': (body, ctx) => disableMember(ctx.db, body.staffId, actorOf(ctx)),
})
