import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client'
import { jobs, orderTransitions } from '../../server/db/schema'
import { applyAndDecide } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { type ServerProcess, post, startServerProcess } from '../support/server-process'
import { DEMO, e164, newPhone } from '../support/test-app'
import { openTestDatabase } from '../support/test-database'

/** A submission with its Idempotency-Key, as the app's outbox sends it. */
async function submit(base: string, path: string, body: unknown, token: string, key: string) {
  const response = await fetch(`${base}/jackey${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': key }, body: JSON.stringify(body) })
  return (await response.json()) as { code: number; data: { loanOrderId: number } }
}

// PGlite belongs to one process; sharing state across processes is PostgreSQL's job.
describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  let close: () => Promise<void>
  let db: Db
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    const database = await openTestDatabase()
    close = database.close
    db = database.db
    const env = { DATABASE_URL: database.url ?? '', SERVE_APP: 'false', LOG_LEVEL: 'silent' }
    ;[a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await close?.()
  })

  it('registers through one, logs in and uses the session through the other', async () => {
    const mobile = newPhone()
    expect((await post(a.url, '/sms/register', { mobile, ...DEMO })).code).toBe(0)
    const { data: sms } = await post(b.url, '/sandbox/sms/last', { mobile })
    const password = 'shared secret 1'
    const registered = await post(b.url, '/user/register', { mobile, password, smsCode: (sms as { code: string }).code, ...DEMO })
    expect(registered.code).toBe(0)
    const login = await post(a.url, '/user/login', { mobile, password, ...DEMO })
    const token = (login.data as { token: string }).token
    const info = await post(b.url, '/user/info', {}, token)
    expect(info.code).toBe(0)
    expect((info.data as { mobile: string }).mobile).toBe(e164(mobile))
    expect((await post(b.url, '/user/logout', {}, token)).code).toBe(0)
    expect((await post(a.url, '/user/info', {}, token)).code).toBe(20001)
  })

  it('slows a guessing client with attempts spread over both', async () => {
    const mobile = newPhone()
    const codes: number[] = []
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b
      codes.push((await post(server.url, '/user/login', { mobile, password: 'wrong password', ...DEMO })).code)
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(10001))
    expect(codes[5]).toBe(5)
  })

  it('refuses a second code within 60 seconds whichever process is asked', async () => {
    const mobile = newPhone()
    expect((await post(a.url, '/sms/login', { mobile, ...DEMO })).code).toBe(0)
    expect((await post(b.url, '/sms/login', { mobile, ...DEMO })).code).toBe(5)
  })

  it('runs each decision once while both processes poll the one job queue', async () => {
    const borrowers = await Promise.all([a, b, a, b].map(async (server) => ({ server, ...(await registerOverHttp(server.url)) })))
    for (const { server, token } of borrowers) {
      await completeProfileOverHttp(server.url, token)
      await uploadSignatureOverHttp(server.url, token)
    }
    const orders = await Promise.all(borrowers.map(({ server, token }) => applyAndDecide(server === a ? b.url : a.url, token, 100_000, 12)))
    const ids = orders.map((o) => o.orderId)
    const decided = await db.select().from(orderTransitions).where(inArray(orderTransitions.orderId, ids))
    for (const id of ids) expect(decided.filter((t) => t.orderId === id && t.fromStatus === 0)).toHaveLength(1)
    const decideJobs = (await db.select().from(jobs).where(eq(jobs.kind, 'decide'))).filter((j) => ids.includes((j.payload as { orderId: number }).orderId))
    expect(decideJobs.map((j) => j.attempts)).toEqual(ids.map(() => 1))
    // Four borrowers whose identity photos each server checks with the face model: minutes on a loaded machine.
  }, 180_000)

  it('has one effect for one Idempotency-Key sent to both at once, and replays it from either', async () => {
    const { token } = await registerOverHttp(a.url)
    await completeProfileOverHttp(a.url, token)
    await uploadSignatureOverHttp(b.url, token)
    const key = randomUUID()
    const body = { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }
    const answers = await Promise.all([submit(a.url, '/loan/apply', body, token, key), submit(b.url, '/loan/apply', body, token, key)])
    const done = answers.filter((x) => x.code === 0)
    // The second waits for the first's answer, or is told it is still in progress: never a second order.
    expect(done.length).toBeGreaterThanOrEqual(1)
    for (const other of answers.filter((x) => x.code !== 0)) expect(other.code).toBe(40005)
    const replay = await submit(b.url, '/loan/apply', body, token, key)
    expect(replay).toEqual(done[0])
    const list = await post(a.url, '/loan/getUserOrderList', {}, token)
    expect((list.data as unknown[]).length).toBe(1)
  })
})
