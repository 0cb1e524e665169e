// The scrape endpoint for the figures in metrics.ts, apart from them so that the services (which
// hold the figures) and the HTTP bindings (which the route needs) do not import each other.
import { timingSafeEqual } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { Metrics } from '../observability/metrics'
import type { AppBindings } from '../services'

function tokenMatches(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(`Bearer ${token}`)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** `GET /metrics`, only with `Authorization: Bearer <METRICS_TOKEN>`; not mounted without a token. */
export function mountMetrics(app: Hono<AppBindings>, metrics: Metrics, token: string | undefined): void {
  if (!token) return
  app.get('/metrics', async (c: Context<AppBindings>) => {
    if (!tokenMatches(c.req.header('authorization'), token)) return c.text('unauthorized', 401)
    return c.text(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
  })
}
