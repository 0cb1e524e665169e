// Probes for whoever runs the processes (a load balancer, Kubernetes, systemd): /healthz says
// the process answers; /readyz says it should get traffic. Neither names more than a check's
// name, so they can stay reachable without a token.
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { migrationsCurrent } from '../db/migration-status'
import { longestWait } from '../domain/jobs/queue'
import { summarizeError } from '../error-summary'
import type { AppBindings, Services } from '../services'

// The worker polls every half second and a job's lease is a minute: a job due for longer than
// this has no live worker taking it.
const STALLED_AFTER_MS = 5 * 60_000

type Check = 'database' | 'primary' | 'migrations' | 'queue'

async function failingChecks(services: Services): Promise<Check[]> {
  try {
    // A standby (a primary demoted in a failover, or PgBouncer still pointing at the old one)
    // answers reads and refuses every write: not ready until a primary is behind the address.
    const result = (await services.db.execute(sql`select current_setting('transaction_read_only') as read_only`)) as unknown as { rows: { read_only: string }[] }
    if (result.rows[0]?.read_only === 'on') return ['primary']
  } catch (error) {
    services.log.error({ msg: 'readiness: database', ...summarizeError(error) })
    return ['database']
  }
  // Without the current schema the queue's table may not even exist.
  if (!(await migrationsCurrent(services.db))) return ['migrations']
  return (await longestWait(services.db, services.now())) > STALLED_AFTER_MS ? ['queue'] : []
}

export function mountHealth(app: Hono<AppBindings>, services: Services): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
  app.get('/readyz', async (c) => {
    const failing = await failingChecks(services)
    return c.json(failing.length === 0 ? { status: 'ready' } : { status: 'not ready', failing }, failing.length === 0 ? 200 : 503, { 'Cache-Control': 'no-store' })
  })
}
