import { disbursementsNeedingAttention } from '../../domain/money/staff/disbursement-views'
import { answerPaymentReportNotFound, listPaymentReportsForStaff, matchPaymentReport, paymentReportCandidates } from '../../domain/money/staff/payment-report-actions'
import { checkProviderDay, listMismatches, resolveMismatch } from '../../domain/money/staff/provider-reconciliation'
import { reconcile } from '../../domain/money/staff/reconciliation'
import { repaymentsOverview } from '../../domain/money/staff/repayment-views'
import { retryFailedDisbursement } from '../../domain/money/staff/retry'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const moneyAdminHandlers = defineAdminHandlers({
  '/money/disbursements': (body, ctx) => disbursementsNeedingAttention(ctx.db, ctx.staff.companyId, body.status),
  '/money/retry': (body, ctx) => retryFailedDisbursement(ctx.services, body.disbursementId, actorOf(ctx)),
  '/money/repayments': (_body, ctx) => repaymentsOverview(ctx.db, ctx.staff.companyId, ctx.services.now()),
  '/money/reconciliation': (body, ctx) => reconcile(ctx.db, body.date, ctx.staff.companyId, ctx.services.now()),
  '/money/mismatches': (body, ctx) => listMismatches(ctx.db, ctx.staff.companyId, body),
  '/money/mismatches/resolve': (body, ctx) => resolveMismatch(ctx.db, body.id, body.note, actorOf(ctx)),
  '/money/mismatches/check': async (body, ctx) => ({
    day: body.day,
    found: await checkProviderDay(ctx.db, ctx.services.paymentTransactions, ctx.staff.companyId, body.day, ctx.services.now()),
  }),
  '/money/paymentReports': (body, ctx) => listPaymentReportsForStaff(ctx.db, ctx.staff.companyId, body.status),
  '/money/paymentReports/candidates': (body, ctx) => paymentReportCandidates(ctx.services, body.reportId, ctx.staff.companyId),
  '/money/paymentReports/match': (body, ctx) => matchPaymentReport(ctx.services, body.reportId, body.providerId, actorOf(ctx)),
  '/money/paymentReports/notFound': (body, ctx) => answerPaymentReportNotFound(ctx.db, body.reportId, body.reason, actorOf(ctx)),
})
