import type { Hono } from 'hono'
import { ADMIN_AUDIT_CSV, ADMIN_CREDIT_FILE, ADMIN_CREDIT_FILE_CORRECTION, ADMIN_PREFIX, ADMIN_REPORT_EXPORT, adminTicketPhotoUrl } from '../../../contract/admin/endpoints'
import type { AppBindings, Services } from '../../services'
import { staffRequestContext } from '../../staff-request'
import { approvalHandlers } from './approvals'
import { auditHandlers } from './audit'
import { authHandlers } from './auth'
import { borrowerHandlers } from './borrowers'
import { collectionsHandlers } from './collections'
import { configHandlers } from './config'
import { serveAuditCsv, serveIdentityPhoto, serveTicketPhoto } from './file-routes'
import { moneyAdminHandlers } from './money'
import { mountAdminEndpoints } from './mount-admin-endpoints'
import { creditFileCorrectionRoute, creditFileRoute, portfolioExportRoute, reportHandlers } from './reports'
import { reviewHandlers } from './review'
import { riskHandlers } from './risk'
import { kycHandlers } from './kyc'
import { staffAdminHandlers } from './staff'
import { ticketAdminHandlers } from './tickets'

/** The staff API under /jackey/admin; registered before mountEndpoints' catch-all for /jackey/*. */
export function mountAdmin(app: Hono<AppBindings>, services: Services): void {
  app.use(`${ADMIN_PREFIX}/*`, staffRequestContext)
  app.get(`${ADMIN_PREFIX}/files/:userId/:field`, serveIdentityPhoto(services))
  app.get(ADMIN_AUDIT_CSV, serveAuditCsv(services))
  app.get(adminTicketPhotoUrl(':key'), serveTicketPhoto(services))
  app.post(ADMIN_REPORT_EXPORT, portfolioExportRoute(services))
  app.post(ADMIN_CREDIT_FILE, creditFileRoute(services))
  app.post(ADMIN_CREDIT_FILE_CORRECTION, creditFileCorrectionRoute(services))
  mountAdminEndpoints(app, services, {
    ...authHandlers,
    ...reviewHandlers,
    ...kycHandlers,
    ...borrowerHandlers,
    ...moneyAdminHandlers,
    ...configHandlers,
    ...auditHandlers,
    ...collectionsHandlers,
    ...approvalHandlers,
    ...ticketAdminHandlers,
    ...reportHandlers,
    ...staffAdminHandlers,
    ...riskHandlers,
  })
}
