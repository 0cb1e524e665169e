import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, post, startServerProcess } from '../support/server-process'
import { DEMO, e164, newPhone } from '../support/test-app'
import { openTestDatabase } from '../support/test-database'

// PGlite belongs to one process; sharing state across processes is PostgreSQL's job.
describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  let close: () => Promise<void>
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    const database = await openTestDatabase()
    close = database.close
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
})
