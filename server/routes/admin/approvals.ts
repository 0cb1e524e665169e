import { approve, reject } from '../../domain/staff/approvals/approval-decisions'
import { listApprovals } from '../../domain/staff/approvals/approval-requests'
import { requestStaffRoles, requestWriteOff } from '../../domain/staff/approvals/change-requests'
import { requestManualPosting, requestOtherAccountPayout, requestWaiver } from '../../domain/staff/approvals/money-requests'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const approvalHandlers = defineAdminHandlers({
  '/approvals/list': (body, ctx) => listApprovals(ctx.db, ctx.staff.companyId, body.status, ctx.services.now()),
  '/approvals/approve': (body, ctx) => approve(ctx.db, body.approvalId, actorOf(ctx)),
  '/approvals/reject': (body, ctx) => reject(ctx.db, body, actorOf(ctx)),
  '/writeoff/request': (body, ctx) => requestWriteOff(ctx.db, body, actorOf(ctx)),
  '/staff/roles/request': (body, ctx) => requestStaffRoles(ctx.db, body, actorOf(ctx)),
  '/waiver/request': (body, ctx) => requestWaiver(ctx.db, body, actorOf(ctx)),
  '/posting/request': (body, ctx) => requestManualPosting(ctx.db, ctx.services.paymentTransactions, body, actorOf(ctx)),
  '/money/retryOtherAccount': (body, ctx) => requestOtherAccountPayout(ctx.db, body, actorOf(ctx)),
})
