import { kycQueue } from '../../domain/staff/kyc/kyc-queue'
import { decideIdentity } from '../../domain/staff/kyc/kyc-decision'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const kycHandlers = defineAdminHandlers({
  '/kyc/list': (body, ctx) => kycQueue(ctx.db, ctx.staff.companyId, body.status, body.afterUserId),
  '/kyc/decide': (body, ctx) => decideIdentity(ctx.db, body, actorOf(ctx)),
})
