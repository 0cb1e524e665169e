import { eq, or, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { ApiError } from '../../contract/api-error'
import { ticketMessages, tickets, users } from '../db/schema'
import { resolveSession } from '../domain/accounts/sessions'
import { StorageError } from '../providers/storage/port'
import { failure } from './envelope'
import { summarizeError } from '../error-summary'
import type { AppBindings, Services } from '../services'

/** GET /jackey/files/<key>: an uploaded file, to its owner only, never cached anywhere. */
export function serveOwnerFile(services: Services) {
  return async (c: Context<AppBindings>) => {
    const key = c.req.param('key') ?? ''
    try {
      const policy = { idleDays: services.env.SESSION_IDLE_DAYS, maxDays: services.env.SESSION_MAX_DAYS }
      const userId = await resolveSession(services.db, c.req.header('authorization'), policy, services.now())
      const [owner] = await services.db
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            eq(users.identityFrontKey, key),
            eq(users.identityBackKey, key),
            eq(users.identityHandKey, key),
            eq(users.signatureKey, key),
          ),
        )
      const [ticketOwner] = owner
        ? []
        : await services.db
            .select({ id: tickets.userId })
            .from(ticketMessages)
            .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
            .where(sql`${ticketMessages.photoKeys} @> ${JSON.stringify([key])}::jsonb`)
      const file = (owner ?? ticketOwner)?.id === userId ? await services.storage.get(key) : null
      if (!file) return c.json(failure(new ApiError(40007)), 404)
      return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.contentType, 'Cache-Control': 'private, no-store' })
    } catch (error) {
      if (error instanceof ApiError) return c.json(failure(error), 401)
      if (!(error instanceof StorageError)) throw error
      // The store is down or slow: try again later, and a log line that names no bucket or key.
      services.log.error({ msg: 'file not read', ...summarizeError(error) })
      return c.json(failure(new ApiError(5)), 503)
    }
  }
}
