import { mkdtemp, rm } from 'node:fs/promises'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { readEnv } from '../../server/env'
import { isLoopback } from '../../server/http/loopback-only'
import { newDataDir } from '../support/database-snapshot'
import { post, startServerProcess } from '../support/server-process'
import { DEMO, newPhone } from '../support/test-app'
import { openTestDatabase } from '../support/test-database'

// Every way into the sandbox: its API calls and the payment provider's pages.
const SANDBOX_ROUTES: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'POST', path: '/jackey/sandbox/sms/last', body: { mobile: '0812345678' } },
  { method: 'POST', path: '/jackey/sandbox/payments/complete', body: { paymentId: crypto.randomUUID() } },
  { method: 'POST', path: '/jackey/sandbox/payouts/settle', body: {} },
  { method: 'GET', path: `/sandbox/pay/${crypto.randomUUID()}` },
  { method: 'POST', path: `/sandbox/pay/${crypto.randomUUID()}` },
  { method: 'GET', path: '/sandbox/pay.css' },
  { method: 'POST', path: '/jackey/sandbox/clock', body: { at: null } },
]

/** A request as @hono/node-server hands it over: the socket's address rides in the bindings. */
function fromSocket(app: ReturnType<typeof createApp>['app'], remoteAddress: string | null, route: (typeof SANDBOX_ROUTES)[number], headers: Record<string, string> = {}) {
  const init = { method: route.method, headers: { 'content-type': 'application/json', ...headers }, body: route.body === undefined ? undefined : JSON.stringify(route.body) }
  return app.request(route.path, init, remoteAddress === null ? undefined : { incoming: { socket: { remoteAddress } } })
}

const codeOf = async (response: Response) => ((await response.json()) as { code: number }).code

describe('isLoopback', () => {
  it('accepts 127.0.0.0/8, ::1 and IPv4 loopback on a dual-stack socket', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true)
  })

  it('refuses every other address, and no address at all', () => {
    for (const address of ['10.0.0.1', '192.0.2.2', '::ffff:10.0.0.1', '128.0.0.1', 'fe80::1', '::', '1::1', '127.0.0.1.example.com', 'unknown', undefined]) {
      expect(isLoopback(address)).toBe(false)
    }
  })
})

describe('the sandbox behind a proxy-trusting server', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let uploadsDir: string
  let app: ReturnType<typeof createApp>['app']

  beforeAll(async () => {
    database = await openTestDatabase()
    uploadsDir = await mkdtemp(join(tmpdir(), 'jackey-uploads-'))
    app = createApp({ database, env: readEnv({ LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }), uploadsDir }).app
  })
  afterAll(async () => {
    await database.close()
    await rm(uploadsDir, { recursive: true, force: true })
  })

  it('answers a caller on another machine as an unknown endpoint (40007) on every sandbox route', async () => {
    for (const route of SANDBOX_ROUTES) expect(await codeOf(await fromSocket(app, '203.0.113.7', route)), route.path).toBe(40007)
  })

  it('does not take X-Forwarded-For: 127.0.0.1 from another machine for loopback', async () => {
    for (const route of SANDBOX_ROUTES) {
      const forged = await fromSocket(app, '203.0.113.7', route, { 'x-forwarded-for': '127.0.0.1' })
      expect(await codeOf(forged), route.path).toBe(40007)
    }
  })

  it('refuses a request with no socket unless the app was made to take injected requests as local', async () => {
    expect(await codeOf(await fromSocket(app, null, SANDBOX_ROUTES[0]!))).toBe(40007)
  })

  it('serves a caller on this machine, over IPv4 or IPv6', async () => {
    const mobile = newPhone()
    await app.request('/jackey/sms/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile, ...DEMO }) })
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const last = await fromSocket(app, address, { method: 'POST', path: '/jackey/sandbox/sms/last', body: { mobile } })
      expect((await last.json()) as unknown).toMatchObject({ code: 0, data: { code: expect.stringMatching(/^\d+$/) } })
    }
    expect(await codeOf(await fromSocket(app, '127.0.0.1', SANDBOX_ROUTES[2]!))).toBe(0)
    expect((await fromSocket(app, '127.0.0.1', SANDBOX_ROUTES[5]!)).status).toBe(200)
  })
})

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((nic) => nic !== undefined && nic.family === 'IPv4' && !nic.internal)?.address

// One real server is enough to prove the socket is what counts; PostgreSQL adds nothing here.
describe.runIf(process.env.TEST_DB !== 'postgres' && outsideAddress !== undefined)('the sandbox of `npm start` listening on every interface', () => {
  it('answers only over loopback, warns at start, and ignores a forged X-Forwarded-For', async () => {
    const dataDir = await newDataDir('data')
    const server = await startServerProcess({ HOST: '0.0.0.0', DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' })
    try {
      const port = new URL(server.url).port
      const mobile = newPhone()
      expect((await post(server.url, '/sms/register', { mobile, ...DEMO })).code).toBe(0)
      const sms = (base: string, headers: Record<string, string> = {}) =>
        fetch(`${base}/jackey/sandbox/sms/last`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ mobile }) }).then(codeOf)
      const outside = `http://${outsideAddress}:${port}`
      expect(await sms(outside)).toBe(40007)
      expect(await sms(outside, { 'x-forwarded-for': '127.0.0.1' })).toBe(40007)
      expect((await fetch(`${outside}/sandbox/pay.css`)).status).toBe(404)
      expect(await sms(server.url)).toBe(0)
      expect((await fetch(`${server.url}/sandbox/pay.css`)).status).toBe(200)
      expect(server.output()).toMatch(/WARNING: sandbox providers are on/)
    } finally {
      await server.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
