import { randomBytes, randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir } from '../support/database-snapshot'
import { loadedModules, moduleLogEnv, moduleLogFile } from '../support/module-log'
import { CLIENT, type ReceivedSpan, SERVER, startOtlpReceiver } from '../support/otlp-receiver'
import { newThaiId } from '../support/profile'
import { post, registerBorrower, type ServerProcess, startServerProcess } from '../support/server-process'
import { newPhone } from '../support/test-app'
import { openTestDatabase } from '../support/test-database'

// Planted in every field that takes personal data: no exported span may carry it.
const MARKER = 'PlantedMarkerTr4c3'

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
const serverSpan = (route: string) => (spans: ReceivedSpan[]) => spans.find((span) => span.kind === SERVER && span.attributes['http.route'] === route)
const childrenOf = (spans: ReceivedSpan[], parent: ReceivedSpan) => spans.filter((span) => span.parentSpanId === parent.spanId)

async function call(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/jackey${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return (await response.json()) as { code: number }
}

describe('traces, with an OTLP endpoint set', () => {
  let dir: string
  let server: ServerProcess
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined

  beforeAll(async () => {
    dir = await newDataDir('traces')
    receiver = await startOtlpReceiver()
    // On PostgreSQL the server's pool is traced, on PGlite its embedded client.
    database = process.env.TEST_DB === 'postgres' ? await openTestDatabase() : undefined
    server = await startServerProcess({
      DATA_DIR: dir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      SERVE_APP: 'false',
      LOG_LEVEL: 'silent',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'jackey-api-under-test',
      OTEL_BSP_SCHEDULE_DELAY: '50',
      ...moduleLogEnv(moduleLogFile(dir)),
    })
  })
  afterAll(async () => {
    await server?.stop()
    await receiver?.close()
    await database?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('continues the caller\'s trace with a span named by the route, and the database statements under it', async () => {
    const traceId = hex(16)
    const callerSpanId = hex(8)
    expect((await call(server.url, '/loan/appList', {}, { traceparent: `00-${traceId}-${callerSpanId}-01` })).code).toBe(0)
    const span = await receiver.waitFor((spans) => spans.find((s) => s.kind === SERVER && s.traceId === traceId))
    expect(span).toMatchObject({ parentSpanId: callerSpanId, name: 'POST /jackey/loan/appList' })
    expect(span.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.route': '/jackey/loan/appList', 'http.response.status_code': 200, 'jackey.code': 0 })
    const statements = await receiver.waitFor((spans) => {
      const found = childrenOf(spans, span).filter((s) => s.attributes['db.system.name'] === 'postgresql')
      return found.length > 0 ? found : undefined
    })
    for (const statement of statements) {
      expect(statement.traceId).toBe(traceId)
      expect(statement.kind).toBe(CLIENT)
      expect(statement.name).toBe(`${statement.attributes['db.operation.name']} ${statement.attributes['db.collection.name']}`)
    }
    expect(statements.map((s) => s.attributes['db.operation.name'])).toContain('SELECT')
    expect(receiver.resources[0]).toMatchObject({ 'service.name': 'jackey-api-under-test' })
  })

  it('puts a bad input\'s code on its span, and no value anywhere in what it exports', async () => {
    const mobile = newPhone()
    const password = `correct ${MARKER} 1`
    const token = await registerBorrower(server.url, mobile, password)
    for (const purpose of ['identity_verification', 'bank_account'] as const) {
      expect((await post(server.url, '/user/consent/give', { purpose }, token)).code).toBe(0)
    }
    // With an Idempotency-Key the handler's statements run in a transaction, on a connection of its own.
    const key = randomUUID()
    expect((await call(server.url, '/user/consent/give', { purpose: 'credit_assessment' }, { authorization: token, 'idempotency-key': key })).code).toBe(0)
    const identity = newThaiId()
    const updated = await call(server.url, '/user/update', { realName: `Somchai ${MARKER}`, address: `${MARKER} Silom Road`, identity }, { authorization: token })
    expect(updated.code).toBe(0)
    const refused = await call(server.url, '/user/update', { birthday: MARKER }, { authorization: token })
    expect(refused.code).not.toBe(0)
    const file = await fetch(`${server.url}/jackey/files/${MARKER}.jpg`, { headers: { authorization: token } })
    await file.body?.cancel()

    const consents = await receiver.waitFor((spans) => {
      const found = spans.filter((s) => s.kind === SERVER && s.attributes['http.route'] === '/jackey/user/consent/give')
      return found.length === 3 ? found : undefined
    })
    const inTransaction = consents.map((span) => childrenOf(receiver.spans, span).map((s) => s.name)).find((names) => names.includes('INSERT idempotency_records'))
    expect(inTransaction?.filter((name) => name === 'INSERT consents')).toEqual(['INSERT consents'])
    if (database) expect(inTransaction).toEqual(expect.arrayContaining(['BEGIN', 'COMMIT']))
    const sms = await receiver.waitFor(serverSpan('/jackey/sms/register'))
    expect(childrenOf(receiver.spans, sms).map((s) => s.name)).toContain('provider sms')
    const updates = await receiver.waitFor((spans) => {
      const found = spans.filter((s) => s.kind === SERVER && s.attributes['http.route'] === '/jackey/user/update')
      return found.length === 2 ? found : undefined
    })
    expect(updates.map((s) => s.attributes['jackey.code']).sort()).toEqual([0, refused.code].sort())
    expect(updates.map((s) => s.attributes['http.response.status_code'])).toEqual([200, 200])
    expect(childrenOf(receiver.spans, updates.find((s) => s.attributes['jackey.code'] === 0) ?? updates[0]!).map((s) => s.name)).toContain('UPDATE users')
    const fileSpan = await receiver.waitFor(serverSpan('/jackey/files/:key'))
    expect(fileSpan.name).toBe('GET /jackey/files/:key')

    expect(receiver.spans.filter((s) => s.attributes['http.route'] === '/healthz')).toEqual([])
    const exported = receiver.raw()
    for (const secret of [MARKER, mobile.slice(1), identity, token]) expect(exported).not.toContain(secret)
  })

  it('loads OpenTelemetry', async () => {
    expect((await loadedModules(moduleLogFile(dir))).some((url) => url.includes('/@opentelemetry/sdk-trace/'))).toBe(true)
  })
})

describe('traces, with no OTLP endpoint set', () => {
  let dir: string
  let server: ServerProcess

  beforeAll(async () => {
    dir = await newDataDir('untraced')
    server = await startServerProcess({ DATA_DIR: dir, SERVE_APP: 'false', LOG_LEVEL: 'silent', ...moduleLogEnv(moduleLogFile(dir)) })
  })
  afterAll(async () => {
    await server?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('loads no OpenTelemetry module, answering all the same', async () => {
    expect((await post(server.url, '/loan/appList', {})).code).toBe(0)
    const modules = await loadedModules(moduleLogFile(dir))
    expect(modules.some((url) => url.includes('/node_modules/hono/'))).toBe(true)
    expect(modules.filter((url) => url.includes('@opentelemetry'))).toEqual([])
  })
})
