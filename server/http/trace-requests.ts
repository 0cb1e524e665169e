import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { Tracing } from '../tracing/tracing'
import type { AppBindings } from '../services'

// A load balancer's probes and Prometheus's scrapes, every few seconds: a trace each would bury the borrowers'.
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * Each request as a server span (app.ts puts it first, around everything else), named by the
 * route pattern that answered it (`/jackey/files/:key`, never the key) and carrying the
 * envelope's code when an endpoint gave one.
 */
export function traceRequests(tracing: Tracing): MiddlewareHandler<AppBindings> {
  return (c, next) => {
    if (UNTRACED.has(c.req.path)) return next()
    return tracing.request(c.req.raw.headers, c.req.method, async () => {
      await next()
      return { route: routePath(c), status: c.res.status, code: c.get('answerCode') }
    })
  }
}
