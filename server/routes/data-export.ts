// GET /jackey/user/export.zip?lang=<locale>: everything held about the borrower as one ZIP, to
// the borrower only (the session token in Authorization, as for /jackey/files). A file, so not
// the envelope; a refusal is the envelope with 401 (no valid session) or 429 (code 5).
import type { Context } from 'hono'
import { ApiError } from '../../contract/api-error'
import { resolveSession } from '../domain/accounts/sessions'
import { hit } from '../domain/accounts/rate-limit'
import { borrowerExport } from '../domain/profile/export-document'
import { exportZip } from '../domain/profile/export-zip'
import { failure } from '../http/envelope'
import type { AppBindings, Services } from '../services'

// Each export reads every photo from storage: enough for a borrower who retries, not for a loop.
const EXPORTS_PER_HOUR = 10

export function serveDataExport(services: Services) {
  return async (c: Context<AppBindings>) => {
    try {
      const policy = { idleDays: services.env.SESSION_IDLE_DAYS, maxDays: services.env.SESSION_MAX_DAYS }
      const now = services.now()
      const userId = await resolveSession(services.db, c.req.header('authorization'), policy, now)
      await hit(services.db, { bucket: `export:${userId}`, windowSeconds: 3600, max: EXPORTS_PER_HOUR }, now)
      const bundle = await borrowerExport(services.db, services.storage, userId, c.req.query('lang') ?? null, now)
      return c.body(exportZip(services.storage, bundle, now), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.zip"`,
        'Cache-Control': 'private, no-store',
      })
    } catch (error) {
      if (error instanceof ApiError) return c.json(failure(error), error.code === 5 ? 429 : 401)
      throw error
    }
  }
}
