import { serve } from '@hono/node-server'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { ensureBuilt } from './build-if-stale'
import { openDatabase } from './db/client'
import { seedDemoLenders } from './db/seed'
import { readEnv } from './env'
import { summarizeError } from './http/error-summary'
import { purgeExpiredRecords } from './http/idempotency'
import { purgeOldRateLimits } from './domain/accounts/rate-limit'
import { auditProducts } from './domain/products/lending-terms'
import { ensureScheduled } from './domain/jobs/queue'
import { productionProblems } from './production-checks'

const env = readEnv()
const problems = productionProblems(env)
if (problems.length > 0) {
  for (const problem of problems) console.error(`Refusing to start in production: ${problem}`)
  process.exit(1)
}
const SHUTDOWN_DEADLINE_MS = 5_000
const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = env.DIST_DIR ?? `${root}dist`

// Production serves the build it was deployed with; rebuilding there would need the sources and dev tools.
if (env.SERVE_APP && !env.DIST_DIR && env.NODE_ENV !== 'production') await ensureBuilt(root)
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DB_POOL_SIZE })
await seedDemoLenders(database.db)
const { app, services, startJobWorker } = createApp({ database, env, distDir: env.SERVE_APP ? distDir : undefined })
await auditProducts(database.db, services.log)
await ensureScheduled(database.db, 'mark-overdue', new Date())
const stopJobs = startJobWorker()

// Idempotency records past their days, and rate-limit rows no rule reads any more.
const purge = () =>
  Promise.all([purgeExpiredRecords(database.db, new Date()), purgeOldRateLimits(database.db, new Date())]).catch((e: unknown) =>
    services.log.error({ msg: 'purge failed', ...summarizeError(e) }),
  )
await purge()
const timer = setInterval(purge, 6 * 3600_000)
timer.unref()

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  services.log.info({ msg: 'listening', port: info.port, database: database.kind })
  // Stderr, whatever LOG_LEVEL says: whoever starts the server must see that the demo providers are on.
  if (env.SANDBOX) console.warn('WARNING: sandbox providers are on (SANDBOX=true): fake SMS, payments and payouts, reachable from this machine only; set SANDBOX=false before real money or real users.')
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A hung request or job must not keep the process alive: what it left undone is in the
    // database (jobs, idempotency records) for the next start.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref()
    server.close()
    void stopJobs()
      .then(() => database.close())
      .finally(() => process.exit(0))
  })
}
