import { join } from 'node:path'
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import { ApiError } from '../contract/api-error'
import type { Database } from './db/client'
import type { Env } from './env'
import { runDueJobs, startWorker } from './domain/jobs/queue'
import { jobHandlersFor } from './domain/jobs/handlers'
import { createLogger } from './logger'
import { UNKNOWN_ADDRESS } from './domain/kyc/devices'
import { type IdentityChecks, identityChecksFor } from './providers/identity-check/identity-check-for'
import { livenessCheckFor } from './providers/liveness/liveness-check-for'
import type { LivenessCheck } from './providers/liveness/port'
import { bodySizeLimit } from './http/body-size-limit'
import { failure } from './http/envelope'
import { mountHealth } from './http/health'
import { mountOpenApi } from './http/openapi'
import { createMetrics } from './observability/metrics'
import { mountMetrics } from './http/metrics-route'
import { summarizeError } from './error-summary'
import { type LocalBackup, mountLocalBackup } from './http/local-backup'
import { loopbackOnly } from './http/loopback-only'
import { mountEndpoints } from './http/mount-endpoints'
import { serveOwnerFile } from './http/owner-files'
import { securityHeaders } from './http/security-headers'
import type { AppBindings, Services } from './services'
import { lenderForHost } from './domain/tenancy/lender-site'
import { serveApp } from './http/static-files'
import { traceRequests } from './http/trace-requests'
import { tracing, tracingOn } from './tracing/tracing'
import type { PayoutProvider } from './providers/payout/port'
import { payoutProviderFor } from './providers/payout/payout-for'
import type { PaymentProvider } from './providers/payment/port'
import { paymentProviderFor, paymentTransactionsFor } from './providers/payment/payment-for'
import type { PushProvider } from './providers/push/port'
import { pushProviderFor } from './providers/push/push-for'
import { smsProviderFor } from './providers/sms/sms-for'
import type { CreditBureau } from './providers/credit-bureau/port'
import { creditBureauFor } from './providers/credit-bureau/credit-bureau-for'
import { storageFor } from './providers/storage/storage-for'
import { accountHandlers } from './routes/accounts'
import { appLockHandlers } from './routes/app-lock'
import { serveDataExport } from './routes/data-export'
import { moneyHandlers } from './routes/money'
import { orderHandlers } from './routes/orders'
import { productHandlers } from './routes/products'
import { profileHandlers } from './routes/profile'
import { sandboxHandlers } from './routes/sandbox'
import { ticketHandlers } from './routes/tickets'
import { notificationHandlers } from './routes/notifications'
import { sandboxClock } from './clock/sandbox-clock'
import { mountSandboxPages } from './routes/sandbox-pages'
import { mountXenditWebhooks } from './routes/xendit-webhooks'
import { mountAdmin } from './routes/admin'

export type AppOptions = {
  database: Database
  env: Env
  distDir?: string
  uploadsDir?: string
  now?: () => Date
  /** Tests put a misbehaving provider here; the server runs the sandbox's. */
  payouts?: PayoutProvider
  payments?: PaymentProvider
  push?: PushProvider
  /** Tests put a bureau simulator's adapter here; the server runs the one CREDIT_BUREAU names. */
  creditBureau?: CreditBureau
  identityChecks?: IdentityChecks
  liveness?: LivenessCheck | null
  /** Tests inject requests without a socket (app.request); true lets those reach the loopback-only sandbox. */
  injectedRequestsAreLocal?: boolean
  /** The embedded database's copy while serving (http/local-backup.ts); PGlite in a folder only. */
  localBackup?: LocalBackup
}

export function createApp({ database, env, distDir, uploadsDir, now: realNow = () => new Date(), payouts = payoutProviderFor(env), payments = paymentProviderFor(env), creditBureau = creditBureauFor(env), identityChecks = identityChecksFor(env), liveness = livenessCheckFor(env), push = pushProviderFor(env, database.db), injectedRequestsAreLocal = false, localBackup }: AppOptions) {
  const clock = env.SANDBOX ? sandboxClock(realNow) : undefined
  const now = clock?.now ?? realNow
  const services: Services = {
    db: database.db,
    env,
    sms: smsProviderFor(env, database.db),
    storage: storageFor(env, uploadsDir ?? join(env.DATA_DIR, 'uploads')),
    payouts,
    payments,
    paymentTransactions: paymentTransactionsFor(env, database.db),
    creditBureau,
    identityChecks,
    liveness,
    push,
    log: createLogger(env.LOG_LEVEL),
    metrics: createMetrics(database.db, now),
    now,
    clock,
  }
  const app = new Hono<AppBindings>()
  if (tracingOn()) app.use(traceRequests(tracing()))

  app.use(securityHeaders({ trustProxy: env.TRUST_PROXY }))
  app.use(async (c, next) => {
    c.set('clientIp', clientIp(c.req.raw, env.TRUST_PROXY, () => getConnInfo(c).remote.address))
    const started = performance.now()
    await next()
    services.metrics.requestSeconds.observe({ route: c.req.routePath, status: c.res.status }, (performance.now() - started) / 1000)
    if (c.req.path.startsWith('/jackey/')) {
      if (!c.res.headers.get('Cache-Control')?.includes('no-store')) c.res.headers.set('Cache-Control', 'no-store')
      if (c.req.path === '/jackey/user/logout') c.res.headers.set('Clear-Site-Data', '"cache"')
      services.log.info({ msg: 'request', path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) })
    }
  })

  // Three photos of at most 5 MB each, and the multipart framing around them.
  app.use('/jackey/*', bodySizeLimit(16 * 1024 * 1024, (c) => c.json(failure(new ApiError(20000)), 413)))
  if (env.SANDBOX) {
    const sandboxCallers = loopbackOnly(injectedRequestsAreLocal ? 'loopback' : 'remote')
    app.use('/jackey/sandbox/*', sandboxCallers)
    app.use('/sandbox/*', sandboxCallers)
  }
  mountHealth(app, services)
  if (localBackup) mountLocalBackup(app, localBackup, injectedRequestsAreLocal ? 'loopback' : 'remote')
  mountMetrics(app, services.metrics, env.METRICS_TOKEN)
  app.get('/jackey/files/:key', serveOwnerFile(services))
  app.get('/jackey/user/export.zip', serveDataExport(services))
  mountOpenApi(app, env.SANDBOX)
  mountAdmin(app, services)
  mountEndpoints(app, services, {
    ...accountHandlers,
    ...appLockHandlers,
    ...profileHandlers,
    ...productHandlers,
    ...orderHandlers,
    ...moneyHandlers,
    ...ticketHandlers,
    ...notificationHandlers,
    ...(env.SANDBOX ? sandboxHandlers : {}),
  })
  if (env.SANDBOX) mountSandboxPages(app, services)
  if (env.PAYOUT_PROVIDER === 'xendit' || env.PAYMENT_PROVIDER === 'xendit') mountXenditWebhooks(app, services)
  if (distDir) app.get('*', serveApp(distDir, (c) => lenderForHost(services.db, c.req.header('host'), env.DEFAULT_APP_ID)))
  const jobHandlers = jobHandlersFor(services)
  const onJobError = (e: unknown) => services.log.error({ msg: 'job worker', ...summarizeError(e) })
  return {
    app,
    services,
    /** Runs the background jobs due now (tests call it; main.ts polls with startJobWorker). */
    runJobs: () => runDueJobs(services.db, jobHandlers, services.now, onJobError, env.JOB_LEASE_MS),
    startJobWorker: () => startWorker(services.db, jobHandlers, services.now, onJobError, env.JOB_LEASE_MS, env.JOB_CONCURRENCY),
  }
}

function clientIp(request: Request, trustProxy: boolean, socketAddress: () => string | undefined): string {
  if (trustProxy) {
    // The proxy appends the address it saw; entries before it are whatever the client wrote.
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return socketAddress() ?? UNKNOWN_ADDRESS
  } catch {
    // Requests injected in tests have no socket.
    return UNKNOWN_ADDRESS
  }
}
