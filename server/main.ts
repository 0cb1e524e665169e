import { serve } from '@hono/node-server'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { ensureBuilt } from './build-if-stale'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { migrationsCurrent } from './db/migration-status'
import { seedDemoLenders } from './db/seed'
import { readEnv } from './env'
import { summarizeError } from './error-summary'
import { writeBackupEndpoint } from './http/local-backup'
import { purgeExpiredRecords } from './http/idempotency'
import { purgeOldRateLimits } from './domain/accounts/rate-limit'
import { auditProducts } from './domain/products/lending-terms'
import { ensureScheduled } from './domain/jobs/queue'
import { RECURRING_JOBS } from './domain/jobs/handlers'
import { productionProblems } from './production-checks'
import { startTracing, stopTracing } from './tracing/tracing'

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
// Before the database opens: its client gets a span around each statement only while traces are on.
await startTracing(env)
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DB_POOL_SIZE, migrate: env.MIGRATE_ON_START, namedStatements: env.DB_NAMED_STATEMENTS }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(error.message)
    process.exit(1)
  },
)
// `npm run backup -- --out` asks this process for the embedded database's copy (http/local-backup.ts).
const localBackup = database.dump && !env.DATABASE_URL ? { token: await writeBackupEndpoint(env.DATA_DIR, env.PORT, env.HOST), dump: database.dump } : undefined
const { app, services, startJobWorker } = createApp({ database, env, distDir: env.SERVE_APP ? distDir : undefined, localBackup })
let stopJobs: () => Promise<void> = async () => undefined

// Idempotency records past their days, and rate-limit rows no rule reads any more.
const purge = () =>
  Promise.all([purgeExpiredRecords(database.db, new Date()), purgeOldRateLimits(database.db, new Date())]).catch((e: unknown) =>
    services.log.error({ msg: 'purge failed', ...summarizeError(e) }),
  )

async function startBackgroundWork() {
  await seedDemoLenders(database.db)
  await auditProducts(database.db, services.log)
  for (const kind of RECURRING_JOBS) await ensureScheduled(database.db, kind, new Date())
  stopJobs = startJobWorker()
  await purge()
  setInterval(purge, 6 * 3600_000).unref()
}

// Migrations left to `npm run migrate` and not run yet: the process answers its probes (/readyz
// says why it should get no traffic) and starts its work once the schema is there.
if (await migrationsCurrent(database.db)) await startBackgroundWork()
else {
  services.log.error({ msg: 'waiting for migrations (npm run migrate)' })
  const waiting = setInterval(() => {
    void migrationsCurrent(database.db).then(async (current) => {
      if (!current) return
      clearInterval(waiting)
      await startBackgroundWork()
    })
  }, 2_000)
  waiting.unref()
}

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
      .then(stopTracing)
      .finally(() => process.exit(0))
  })
}
