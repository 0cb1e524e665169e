import type { Hono } from 'hono'
import { ApiError } from '../../../contract/api-error'
import { ADMIN_ENDPOINTS, ADMIN_PREFIX, type AdminData, type AdminParsedBody, type AdminPath } from '../../../contract/admin/endpoints'
import type { Staff } from '../../../contract/admin/schemas/auth'
import { busyAnswer } from '../../http/busy'
import { type EnvelopeBody, failure, success } from '../../http/envelope'
import { summarizeError } from '../../error-summary'
import { parseBody } from '../../http/parse-body'
import type { AppBindings, Services } from '../../services'
import { requireAccess, type StaffContext, staffFromRequest } from '../../http/staff-auth'

export type AdminHandler<P extends AdminPath> = (body: AdminParsedBody<P>, ctx: StaffContext) => Promise<AdminData<P>>
export type AdminHandlers = { [P in AdminPath]?: AdminHandler<P> }

/** Groups staff handlers of one area with their types checked against contract/admin. */
export function defineAdminHandlers<const H extends AdminHandlers>(handlers: H): H {
  return handlers
}

/** The staff counterpart of mount-endpoints.ts: token, role, body schema, envelope. */
export function mountAdminEndpoints(app: Hono<AppBindings>, services: Services, handlers: AdminHandlers): void {
  for (const path of Object.keys(handlers) as AdminPath[]) {
    const handler = handlers[path] as AdminHandler<AdminPath>
    app.post(`${ADMIN_PREFIX}${path}`, async (c) => {
      const { status, body } = await answer(services, path, handler, c.req.raw, c.get('clientIp'))
      c.set('answerCode', body.code)
      return c.json(body, status)
    })
  }
}

async function answer(
  services: Services,
  path: AdminPath,
  handler: AdminHandler<AdminPath>,
  request: Request,
  ip: string,
): Promise<{ status: 200 | 500 | 503; body: EnvelopeBody }> {
  const endpoint = ADMIN_ENDPOINTS[path]
  try {
    let caller: { staff: Staff | null; token: string } = { staff: null, token: '' }
    if (endpoint.access !== 'public') caller = await staffFromRequest(services, request)
    requireAccess(caller.staff, endpoint.access)
    const body = await parseBody(request, endpoint.body, false)
    // Public calls (only /login) never read ctx.staff.
    const ctx: StaffContext = { services, db: services.db, staff: caller.staff ?? { id: 0, name: '', roles: [], companyId: 0 }, ip, token: caller.token }
    return { status: 200, body: success(await handler(body as never, ctx)) }
  } catch (error) {
    if (error instanceof ApiError) return { status: 200, body: failure(error) }
    const busy = busyAnswer(error)
    if (busy) return { status: busy.status, body: failure(busy.error) }
    services.log.error({ msg: 'unhandled', path: `/admin${path}`, ...summarizeError(error) })
    return { status: 500, body: failure(new ApiError(500)) }
  }
}
