// The server rides a failover (docs/operations.md): every connection cut, the address refusing
// connections for a while, a primary that turned read-only. A read, or a change under an
// Idempotency-Key, is made again inside the server and answers as if nothing happened; a change
// without a key answers the retryable 503 with code 5; never a 500, never a second effect; the
// pool heals without a restart and /readyz says when no primary is reachable.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '../../server/app'
import { type Database, openDatabase } from '../../server/db/client'
import { jobs } from '../../server/db/schema'
import { readEnv } from '../../server/env'
import { enqueue, runDueJobs } from '../../server/domain/jobs/queue'
import { apiClient } from '../support/api-client'
import { type OutageProxy, startOutageProxy } from '../support/database-outage-proxy'
import { newPostgresDatabase } from '../support/postgres-databases'
import { DEMO, newPhone } from '../support/test-app'

describe.runIf(process.env.TEST_DB === 'postgres')('a failover under the server', () => {
  let copy: Awaited<ReturnType<typeof newPostgresDatabase>>
  let proxy: OutageProxy
  let database: Database
  let uploadsDir: string
  let app: ReturnType<typeof createApp>
  let api: ReturnType<typeof apiClient>
  let token: string

  beforeAll(async () => {
    copy = await newPostgresDatabase(inject('postgresTemplate'))
    proxy = await startOutageProxy(copy.url)
    database = await openDatabase({ databaseUrl: proxy.url, migrate: false, poolSize: 5 })
    uploadsDir = await mkdtemp(join(tmpdir(), 'jackey-failover-'))
    app = createApp({ database, env: readEnv({ LOG_LEVEL: 'silent', DB_UNAVAILABLE_RETRY_MS: '6000' }), uploadsDir, injectedRequestsAreLocal: true })
    api = apiClient(app.app)
    const mobile = newPhone()
    expect((await api.call('/sms/register', { mobile, ...DEMO })).code).toBe(0)
    const { code } = (await api.call('/sandbox/sms/last', { mobile })).data as { code: string }
    const registered = await api.call('/user/register', { mobile, password: 'correct horse 1', smsCode: code, ...DEMO })
    token = (registered.data as { token: string }).token
  })

  afterAll(async () => {
    await database?.close()
    await proxy?.stop()
    await copy?.drop()
    await rm(uploadsDir, { recursive: true, force: true })
  })

  async function ticketCount(): Promise<number> {
    const listed = await api.call('/user/tickets/list', {}, { token })
    expect(listed.code).toBe(0)
    return (listed.data as unknown[]).length
  }

  it('answers a read made while the database is away once it is back, by asking again', async () => {
    const outage = proxy.outage(1_500)
    const read = api.call('/user/info', {}, { token })
    await outage
    const answer = await read
    expect([answer.status, answer.code]).toEqual([200, 0])
  })

  it('makes a change under an Idempotency-Key once across the outage, and answers it', async () => {
    const before = await ticketCount()
    const key = randomUUID()
    const outage = proxy.outage(1_500)
    const created = api.call('/user/tickets/create', { category: 'other', message: 'sent while the primary went away' }, { token, key })
    await outage
    expect((await created).code).toBe(0)
    // The app's outbox sends it again after a lost answer: the same ticket, not a second one.
    const again = await api.call('/user/tickets/create', { category: 'other', message: 'sent while the primary went away' }, { token, key })
    expect(again.data).toEqual((await created).data)
    expect(await ticketCount()).toBe(before + 1)
  })

  it('answers a change without a key 503 with code 5 while the database is away, never 500', async () => {
    const outage = proxy.outage(1_500)
    const answer = await api.call('/user/tickets/create', { category: 'other', message: 'no key' }, { token })
    await outage
    expect([answer.status, answer.code]).toEqual([503, 5])
    // The pool healed by itself: the next one goes through on new connections.
    expect((await api.call('/user/tickets/create', { category: 'other', message: 'no key, later' }, { token })).code).toBe(0)
  })

  it('answers a read 503 with code 5 when the database stays away past the wait', async () => {
    const outage = proxy.outage(8_000)
    const answer = await api.call('/loan/getUserOrderList', {}, { token })
    expect([answer.status, answer.code]).toEqual([503, 5])
    const ready = await app.app.request('/readyz')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'not ready', failing: ['database'] })
    await outage
    expect((await app.app.request('/readyz')).status).toBe(200)
  })

  it('is not ready, and refuses writes with the retryable answer, while the database is read-only (a demoted primary)', async () => {
    const admin = await openDatabase({ databaseUrl: copy.url, migrate: false, poolSize: 1 })
    const name = new URL(copy.url).pathname.slice(1)
    try {
      await admin.db.execute(sql.raw(`alter database ${name} set default_transaction_read_only = on`))
      await proxy.outage(0)
      // Once the pool has dropped the connections that were cut, the database answers, read-only.
      await expect.poll(async () => (await app.app.request('/readyz')).json()).toEqual({ status: 'not ready', failing: ['primary'] })
      const refused = await api.call('/user/tickets/create', { category: 'other', message: 'to a standby' }, { token })
      expect([refused.status, refused.code]).toEqual([503, 5])
      await admin.db.execute(sql.raw(`alter database ${name} reset default_transaction_read_only`))
      await proxy.outage(0)
      await expect.poll(async () => (await app.app.request('/readyz')).status).toBe(200)
      expect((await api.call('/user/tickets/create', { category: 'other', message: 'to the new primary' }, { token })).code).toBe(0)
    } finally {
      await admin.db.execute(sql.raw(`alter database ${name} reset default_transaction_read_only`))
      await admin.close()
    }
  })

  it('survives a connection that breaks while a transaction holds it between statements', async () => {
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await proxy.outage(300)
      await tx.execute(sql`select 1`)
    })
    await expect(held).rejects.toThrow()
    // The process is still here, and so is the pool.
    expect((await api.call('/user/info', {}, { token })).code).toBe(0)
  })

  it('marks a job done once the database is back instead of running its step again', async () => {
    await enqueue(database.db, 'ledger-balances', { failoverTest: true }, new Date(0))
    const [job] = await database.db.select().from(jobs).where(sql`${jobs.payload}->>'failoverTest' = 'true'`)
    let runs = 0
    const handlers = new Proxy({} as Parameters<typeof runDueJobs>[1], {
      get: () => async (claimed: { id: number }) => {
        if (claimed.id !== job!.id) return
        runs++
        // The step happened; the database goes away before the job is marked done.
        void proxy.outage(1_000)
        await new Promise((resolve) => setTimeout(resolve, 50))
      },
    })
    await runDueJobs(database.db, handlers, () => new Date(), () => undefined, 60_000)
    const [after] = await database.db.select().from(jobs).where(eq(jobs.id, job!.id))
    expect(runs).toBe(1)
    expect(after?.doneAt).not.toBeNull()
  })
})
