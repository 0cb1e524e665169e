import type { Hono } from 'hono'
import { ADMIN_AUDIT_CSV, ADMIN_PREFIX } from '../../../contract/admin/endpoints'
import type { AppBindings, Services } from '../../http/services'
import { auditHandlers } from './audit'
import { authHandlers } from './auth'
import { borrowerHandlers } from './borrowers'
import { configHandlers } from './config'
import { serveAuditCsv, serveIdentityPhoto } from './file-routes'
import { moneyAdminHandlers } from './money'
import { mountAdminEndpoints } from './mount-admin-endpoints'
import { reviewHandlers } from './review'

/** The staff API under /jackey/admin; registered before mountEndpoints' catch-all for /jackey/*. */
export function mountAdmin(app: Hono<AppBindings>, services: Services): void {
  app.get(`${ADMIN_PREFIX}/files/:userId/:field`, serveIdentityPhoto(services))
  app.get(ADMIN_AUDIT_CSV, serveAuditCsv(services))
  mountAdminEndpoints(app, services, {
    ...authHandlers,
    ...reviewHandlers,
    ...borrowerHandlers,
    ...moneyAdminHandlers,
    ...configHandlers,
    ...auditHandlers,
  })
}
