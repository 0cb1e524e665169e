import { disbursementsNeedingAttention } from '../../domain/staff/money/disbursement-views'
import { reconcile } from '../../domain/staff/money/reconciliation'
import { repaymentsOverview } from '../../domain/staff/money/repayment-views'
import { retryFailedDisbursement } from '../../domain/staff/money/retry'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const moneyAdminHandlers = defineAdminHandlers({
  '/money/disbursements': (body, ctx) => disbursementsNeedingAttention(ctx.db, ctx.staff.companyId, body.status),
  '/money/retry': (body, ctx) => retryFailedDisbursement(ctx.services, body.disbursementId, actorOf(ctx)),
  '/money/repayments': (_body, ctx) => repaymentsOverview(ctx.db, ctx.staff.companyId, ctx.services.now()),
  '/money/reconciliation': (body, ctx) => reconcile(ctx.db, body.date ?? ctx.services.now().toISOString().slice(0, 10), ctx.staff.companyId),
})
