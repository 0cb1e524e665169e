// The two staff GET routes: identity photos (for <img> via a blob URL) and the audit CSV.
// Both take the staff token in Authorization, like every other staff call.
import type { Context } from 'hono'
import { ApiError } from '../../../contract/api-error'
import { listAudit } from '../../domain/audit/audit-log'
import { auditCsv } from '../../domain/audit/audit-csv'
import { ticketPhotoForStaff } from '../../domain/tickets/staff/ticket-actions'
import { identityPhotoForStaff, isIdentityField } from '../../domain/staff/borrowers/identity-photo'
import { failure } from '../../http/envelope'
import { summarizeError } from '../../error-summary'
import type { AppBindings, Services } from '../../services'
import { requireAccess, staffFromRequest } from '../../http/staff-auth'
import { isFileKey } from '../../providers/storage/file-keys'
import { StorageError } from '../../providers/storage/port'

const PRIVATE = 'private, no-store'

export function serveIdentityPhoto(services: Services) {
  return async (c: Context<AppBindings>) => {
    try {
      const { staff } = await staffFromRequest(services, c.req.raw)
      requireAccess(staff, ['reviewer', 'support'])
      const userId = Number(c.req.param('userId'))
      const field = c.req.param('field') ?? ''
      if (!Number.isSafeInteger(userId) || userId <= 0 || !isIdentityField(field)) return c.json(failure(new ApiError(40007)), 404)
      const file = await identityPhotoForStaff(services.db, services.storage, userId, field, { staffId: staff.id, companyId: staff.companyId, now: services.now() })
      if (!file) return c.json(failure(new ApiError(40007)), 404)
      return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.contentType, 'Cache-Control': PRIVATE })
    } catch (error) {
      // Another company's borrower is as unknown as a missing one.
      if (error instanceof ApiError) return c.json(failure(error), error.code === 40007 ? 404 : 401)
      if (!(error instanceof StorageError)) throw error
      services.log.error({ msg: 'file not read', ...summarizeError(error) })
      return c.json(failure(new ApiError(5)), 503)
    }
  }
}

/** A photo a borrower sent with a ticket of the staff member's company. */
export function serveTicketPhoto(services: Services) {
  return async (c: Context<AppBindings>) => {
    try {
      const { staff } = await staffFromRequest(services, c.req.raw)
      requireAccess(staff, ['support'])
      const key = c.req.param('key') ?? ''
      const allowed = isFileKey(key) && (await ticketPhotoForStaff(services.db, key, { staffId: staff.id, companyId: staff.companyId, now: services.now() }))
      const file = allowed ? await services.storage.get(key) : null
      if (!file) return c.json(failure(new ApiError(40007)), 404)
      return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.contentType, 'Cache-Control': PRIVATE })
    } catch (error) {
      if (error instanceof ApiError) return c.json(failure(error), 401)
      if (!(error instanceof StorageError)) throw error
      services.log.error({ msg: 'file not read', ...summarizeError(error) })
      return c.json(failure(new ApiError(5)), 503)
    }
  }
}

/** Every entry, oldest first, as a download. */
export function serveAuditCsv(services: Services) {
  return async (c: Context<AppBindings>) => {
    try {
      const { staff } = await staffFromRequest(services, c.req.raw)
      const entries = (await listAudit(services.db, staff.companyId, { limit: 100_000 })).reverse()
      const day = services.now().toISOString().slice(0, 10)
      return c.body(auditCsv(entries), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-${day}.csv"`,
        'Cache-Control': PRIVATE,
      })
    } catch (error) {
      if (error instanceof ApiError) return c.json(failure(error), 401)
      throw error
    }
  }
}
