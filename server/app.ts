import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import type { Database } from './db/client'
import type { Env } from './env'
import { createLogger } from './http/logger'
import { mountEndpoints } from './http/mount-endpoints'
import { securityHeaders } from './http/security-headers'
import type { AppBindings, Services } from './http/services'
import { serveApp } from './http/static-files'
import { sandboxSmsProvider } from './providers/sms'
import { accountHandlers } from './routes/accounts'
import { orderHandlers } from './routes/orders'
import { productHandlers } from './routes/products'
import { sandboxHandlers } from './routes/sandbox'

export type AppOptions = { database: Database; env: Env; distDir?: string; now?: () => Date }

export function createApp({ database, env, distDir, now = () => new Date() }: AppOptions) {
  const services: Services = { db: database.db, env, sms: sandboxSmsProvider, log: createLogger(env.LOG_LEVEL), now }
  const app = new Hono<AppBindings>()

  app.use(securityHeaders(false))
  app.use(async (c, next) => {
    c.set('clientIp', clientIp(c.req.raw, env.TRUST_PROXY, () => getConnInfo(c).remote.address))
    const started = performance.now()
    await next()
    if (c.req.path.startsWith('/jackey/')) {
      c.res.headers.set('Cache-Control', 'no-store')
      if (c.req.path === '/jackey/user/logout') c.res.headers.set('Clear-Site-Data', '"cache"')
      services.log.info({ msg: 'request', path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) })
    }
  })

  mountEndpoints(app, services, {
    ...accountHandlers,
    ...productHandlers,
    ...orderHandlers,
    ...(env.SANDBOX ? sandboxHandlers : {}),
  })
  if (distDir) app.get('*', serveApp(distDir))
  return { app, services }
}

function clientIp(request: Request, trustProxy: boolean, socketAddress: () => string | undefined): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return socketAddress() ?? 'unknown'
  } catch {
    // Requests injected in tests have no socket.
    return 'unknown'
  }
}
