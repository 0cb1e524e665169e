import type * as z from 'zod/mini'
import type { StaffRole } from './roles'
import * as appr from './schemas/approvals'
import * as audit from './schemas/audit'
import * as auth from './schemas/auth'
import * as bor from './schemas/borrowers'
import * as view from './schemas/borrower-view'
import * as coll from './schemas/collections'
import { emptyBody, nothing, orderIdBody, userIdBody } from './schemas/common'
import * as cfg from './schemas/config'
import * as money from './schemas/money'
import * as reports from './schemas/reports'
import * as payrec from './schemas/payment-reconciliation'
import * as moneyReq from './schemas/money-requests'
import * as review from './schemas/review'
import * as risk from './schemas/risk'
import * as kyc from './schemas/kyc'
import * as staff from './schemas/staff'
import * as tickets from './schemas/tickets'

/** 'public': no token; 'staff': any signed-in staff member; else one of these roles. */
export type Access = 'public' | 'staff' | readonly StaffRole[]

type AdminEndpoint = {
  access: Access
  body: z.ZodMiniType
  data: z.ZodMiniType
}

/** Who reads the portfolio figures and its CSV; the credit file, with borrowers' identities, only `money`. */
export const REPORT_ROLES = ['money', 'collections'] as const satisfies readonly StaffRole[]
export const CREDIT_FILE_ROLES = ['money'] as const satisfies readonly StaffRole[]
/** Who reads the scorecard and its monitoring; only `config` asks for a change (a checker applies it). */
export const RISK_ROLES = ['config', 'money', 'reviewer'] as const satisfies readonly StaffRole[]

/** Who opens the one borrower and loan view: every role whose work reaches a borrower. */
export const BORROWER_VIEW_ROLES = ['support', 'reviewer', 'collections', 'money', 'checker'] as const satisfies readonly StaffRole[]
/** Who reads identity findings, fraud signals and the bureau's answer there: underwriting and its checks, not collecting or posting money. */
export const EVIDENCE_ROLES = ['support', 'reviewer', 'checker'] as const satisfies readonly StaffRole[]

/** Every staff call, `POST /jackey/admin<path>` with the staff token in `Authorization`. */
export const ADMIN_ENDPOINTS = {
  '/login': { access: 'public', body: auth.staffLoginBody, data: auth.staffLoginData },
  '/logout': { access: 'staff', body: emptyBody, data: nothing },
  '/me': { access: 'staff', body: emptyBody, data: auth.staffSchema },

  '/review/queue': { access: ['reviewer'], body: review.reviewQueueBody, data: review.reviewQueueData },
  '/review/order': { access: ['reviewer'], body: orderIdBody, data: review.reviewOrderData },
  '/review/approve': { access: ['reviewer'], body: review.approveBody, data: nothing },
  '/review/refuse': { access: ['reviewer'], body: review.refuseBody, data: nothing },
  // Decisions against the engine's findings, for another reviewer or a checker to look at again.
  '/review/secondLooks': { access: ['reviewer', 'checker'], body: emptyBody, data: review.secondLooksData },
  '/review/secondLook': { access: ['reviewer', 'checker'], body: review.secondLookBody, data: nothing },

  '/kyc/list': { access: ['reviewer'], body: kyc.kycListBody, data: kyc.kycListData },
  '/kyc/decide': { access: ['reviewer'], body: kyc.kycDecideBody, data: nothing },

  '/borrowers/search': { access: ['support'], body: bor.searchBody, data: bor.searchData },
  '/borrowers/timeline': { access: ['support'], body: userIdBody, data: bor.timelineData },
  '/borrowers/view': { access: BORROWER_VIEW_ROLES, body: view.borrowerViewBody, data: view.borrowerViewData },
  '/borrowers/reveal': { access: ['support', 'reviewer'], body: bor.revealBody, data: bor.revealData },
  '/borrowers/hold': { access: ['support'], body: bor.holdBody, data: nothing },
  '/borrowers/liftHold': { access: ['support'], body: userIdBody, data: nothing },
  '/borrowers/holdsToReview': { access: ['support'], body: emptyBody, data: bor.holdsToReviewData },
  '/borrowers/reviewHold': { access: ['support'], body: bor.reviewHoldBody, data: nothing },

  '/money/disbursements': { access: ['money'], body: money.disbursementsBody, data: money.disbursementsData },
  '/money/retry': { access: ['money'], body: money.retryBody, data: nothing },
  '/money/repayments': { access: ['money'], body: emptyBody, data: money.repaymentsData },
  '/money/reconciliation': { access: ['money'], body: money.reconciliationBody, data: money.reconciliationData },
  '/money/mismatches': { access: ['money'], body: payrec.mismatchesBody, data: payrec.mismatchesData },
  '/money/mismatches/resolve': { access: ['money'], body: payrec.resolveMismatchBody, data: nothing },
  '/money/mismatches/check': { access: ['money'], body: payrec.checkDayBody, data: payrec.checkDayData },
  '/money/paymentReports': { access: ['money'], body: payrec.paymentReportsBody, data: payrec.paymentReportsListData },
  '/money/paymentReports/candidates': { access: ['money'], body: payrec.paymentReportIdBody, data: payrec.paymentReportCandidatesData },
  '/money/paymentReports/match': { access: ['money'], body: payrec.matchPaymentReportBody, data: nothing },
  '/money/paymentReports/notFound': { access: ['money'], body: payrec.paymentReportNotFoundBody, data: nothing },

  '/config/products': { access: ['config'], body: emptyBody, data: cfg.productsData },
  '/config/product/save': { access: ['config'], body: cfg.productSaveBody, data: appr.requestedData },
  '/config/period/save': { access: ['config'], body: cfg.periodSaveBody, data: cfg.periodSaveData },
  '/config/company': { access: ['config'], body: cfg.companyBody, data: cfg.companyConfigData },
  '/config/company/set': { access: ['config'], body: cfg.companySetBody, data: appr.requestedData },
  '/risk/scorecard': { access: RISK_ROLES, body: emptyBody, data: risk.scorecardData },
  '/risk/scorecard/save': { access: ['config'], body: risk.scorecardSaveBody, data: appr.requestedData },
  '/risk/monitor': { access: RISK_ROLES, body: risk.riskMonitorBody, data: risk.riskMonitorData },
  '/config/versions': { access: ['config'], body: cfg.versionsBody, data: cfg.versionsData },

  '/approvals/list': { access: 'staff', body: appr.approvalsListBody, data: appr.approvalsListData },
  '/approvals/approve': { access: ['checker'], body: appr.approveBody, data: nothing },
  '/approvals/reject': { access: ['checker'], body: appr.rejectBody, data: nothing },
  '/writeoff/request': { access: ['money'], body: appr.writeOffRequestBody, data: appr.requestedData },
  // Roles change only through four-eyes; `config` kept the right it had before the admin role.
  '/staff/roles/request': { access: ['admin', 'config'], body: appr.staffRolesRequestBody, data: appr.requestedData },
  '/staff/list': { access: ['admin'], body: emptyBody, data: staff.staffListData },
  '/staff/create': { access: ['admin'], body: staff.staffCreateBody, data: staff.staffCreateData },
  '/staff/disable': { access: ['admin'], body: staff.staffIdBody, data: nothing },
  '/waiver/request': { access: ['money'], body: moneyReq.waiverRequestBody, data: appr.requestedData },
  '/posting/request': { access: ['money'], body: moneyReq.postingRequestBody, data: appr.requestedData },
  '/money/retryOtherAccount': { access: ['money'], body: moneyReq.payoutOtherAccountBody, data: appr.requestedData },

  '/collections/list': { access: ['collections'], body: coll.collectionsListBody, data: coll.collectionsListData },
  '/collections/case': { access: ['collections'], body: orderIdBody, data: coll.collectionCaseData },
  '/collections/assign': { access: ['collections'], body: coll.assignBody, data: nothing },
  '/collections/contact': { access: ['collections'], body: coll.contactBody, data: coll.contactData },
  // Audited as a `reveal` of the borrower's mobile; refused, with the rule, when a call would be.
  '/collections/reveal': { access: ['collections'], body: orderIdBody, data: coll.revealPhoneData },
  '/collections/resolveCase': { access: ['collections'], body: coll.resolveCaseBody, data: nothing },

  '/tickets/list': { access: ['support'], body: tickets.ticketsListBody, data: tickets.ticketsListData },
  '/tickets/view': { access: ['support'], body: tickets.ticketIdBody, data: tickets.ticketViewData },
  '/tickets/reply': { access: ['support'], body: tickets.ticketReplyBody, data: nothing },
  '/tickets/setStatus': { access: ['support'], body: tickets.ticketSetStatusBody, data: nothing },

  '/audit/list': { access: 'staff', body: audit.auditListBody, data: audit.auditListData },

  '/reports/portfolio': { access: REPORT_ROLES, body: reports.reportRangeBody, data: reports.portfolioData },
  '/reports/ledgerTie': { access: CREDIT_FILE_ROLES, body: reports.reportRangeBody, data: reports.ledgerTieData },
  '/reports/creditFiles': { access: CREDIT_FILE_ROLES, body: reports.creditFilesBody, data: reports.creditFilesData },
} as const satisfies Record<string, AdminEndpoint>

export type AdminPath = keyof typeof ADMIN_ENDPOINTS
export type AdminBody<P extends AdminPath> = z.input<(typeof ADMIN_ENDPOINTS)[P]['body']>
export type AdminParsedBody<P extends AdminPath> = z.output<(typeof ADMIN_ENDPOINTS)[P]['body']>
export type AdminData<P extends AdminPath> = z.output<(typeof ADMIN_ENDPOINTS)[P]['data']>

export const ADMIN_PREFIX = '/jackey/admin'

/** GET routes, with the staff token in `Authorization` like every other staff call. */
export const adminPhotoUrl = (userId: number, field: string) => `${ADMIN_PREFIX}/files/${userId}/${field}`
export const adminTicketPhotoUrl = (key: string) => `${ADMIN_PREFIX}/ticket-files/${key}`
export const ADMIN_AUDIT_CSV = `${ADMIN_PREFIX}/audit.csv`
/** POST routes answering a file (JSON body as the calls; an error is an envelope like theirs). */
export const ADMIN_REPORT_EXPORT = `${ADMIN_PREFIX}/reports/export`
export const ADMIN_CREDIT_FILE = `${ADMIN_PREFIX}/reports/credit-file`
export const ADMIN_CREDIT_FILE_CORRECTION = `${ADMIN_PREFIX}/reports/credit-file/correction`
export const ADMIN_FILE_ENDPOINTS = {
  [ADMIN_REPORT_EXPORT]: { access: REPORT_ROLES, body: reports.reportRangeBody, contentType: 'text/csv' },
  [ADMIN_CREDIT_FILE]: { access: CREDIT_FILE_ROLES, body: reports.creditFileBody, contentType: 'text/plain' },
  [ADMIN_CREDIT_FILE_CORRECTION]: { access: CREDIT_FILE_ROLES, body: reports.creditFileCorrectionBody, contentType: 'text/plain' },
} as const
