// @vitest-environment happy-dom
import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DATA_PURPOSES } from '../../contract/consents'
import { call } from '../../src/api/client'
import { appDb } from '../../src/offline/db'
import { loadDraft, saveDraft } from '../../src/offline/drafts'
import { enqueue, submitForm } from '../../src/offline/outbox'
import type { Submission } from '../../src/offline/outbox-paths'
import { claimWork } from '../../src/offline/outbox-owner'
import { replay } from '../../src/offline/outbox-replay'
import { saveUser } from '../../src/offline/user-copy'
import { wipePersonalData } from '../../src/offline/wipe'
import { setSessionHandlers, setToken } from '../../src/state/session'
import { newDataDir } from '../support/database-snapshot'
import { newThaiId } from '../support/profile'
import { browseTo } from '../support/browse-to'
import { startCountingProxy } from '../support/counting-proxy'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { newPhone } from '../support/test-app'

const APP = { appId: 1, companyId: 1 }

// The real server as its own process (in happy-dom, Request and Headers are the browser's,
// not Node's); the app talks to it through a proxy on its origin that counts what arrives.
let server: ServerProcess
let proxy: Awaited<ReturnType<typeof startCountingProxy>>
let dataDir: string
let sessionsLost = 0
const PASSWORD = 'correct horse 1'

const sent = (path: string) => proxy.seen.filter((r) => r.path === path)

const gives: Submission[] = DATA_PURPOSES.map((purpose) => ({ path: '/user/consent/give', body: { purpose } }))

async function giveAllConsents() {
  for (const purpose of DATA_PURPOSES) await call('/user/consent/give', { purpose }, { idempotencyKey: randomUUID() })
}

async function registerUser() {
  const mobile = newPhone()
  await call('/sms/register', { mobile, ...APP })
  const { code } = await call('/sandbox/sms/last', { mobile })
  const { token } = await call('/user/register', { mobile, password: PASSWORD, smsCode: code, platform: 'h5', ...APP })
  return { mobile, token }
}

beforeAll(async () => {
  dataDir = await newDataDir('outbox')
  server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
  proxy = await startCountingProxy(server.url)
  setSessionHandlers({ authLost: () => sessionsLost++, hold: () => undefined })
})
afterAll(async () => {
  await proxy?.stop()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

let user: { mobile: string; token: string }
beforeEach(async () => {
  browseTo(proxy.url)
  user = await registerUser()
  setToken(user.token)
  // As after any screen of the app has loaded: the user copy is on the phone.
  await saveUser(await call('/user/info', {}))
  proxy.seen.length = 0
  sessionsLost = 0
})
afterEach(async () => {
  await wipePersonalData()
  setToken(null)
})

describe('the outbox against the real server', () => {
  it('sends each submission once even when replay is triggered twice at the same time', async () => {
    await enqueue('consent', gives)

    await Promise.all([replay(), replay()])

    expect(await appDb().outbox.count()).toBe(0)
    const gave = sent('/user/consent/give')
    expect(gave).toHaveLength(3)
    expect(new Set(gave.map((r) => r.key)).size).toBe(3)
    expect(await call('/user/consents', {})).toHaveLength(3)
  })

  it('gets the stored answer, not a second effect, when the first answer was lost', async () => {
    await giveAllConsents()
    const email = `${user.mobile}@example.com`
    const [id] = await enqueue('baseInfo', [{ path: '/user/update', body: { email } }])
    const entry = await appDb().outbox.get(id as number)
    // The first attempt reached the server and did its work; its answer never came back.
    await call('/user/update', { email }, { idempotencyKey: entry?.idempotencyKey })
    // Run a second time now, the same submission would be refused for want of consent.
    await call('/user/consent/withdraw', { purpose: 'credit_assessment' }, { idempotencyKey: randomUUID() })

    await replay()

    expect(await appDb().outbox.count()).toBe(0)
    expect(await appDb().rejected.count()).toBe(0)
    expect(proxy.seen.filter((r) => r.key === entry?.idempotencyKey)).toHaveLength(2)
    expect((await call('/user/info', {})).email).toBe(email)
  })

  it('sends a form back with its field marked and keeps the draft when the server refuses it', async () => {
    await giveAllConsents()
    await saveDraft('identity', { realName: 'Somchai Jaidee', identity: '1234567890123' })

    const result = await submitForm('identity', [{ path: '/user/update', body: { realName: 'Somchai Jaidee', identity: '1234567890123' } }])

    expect(result).toMatchObject({ status: 'rejected', rejections: [{ code: 10014, fields: ['identity'] }] })
    expect(await appDb().outbox.count()).toBe(0)
    expect(await loadDraft('identity')).toMatchObject({ identity: '1234567890123' })
  })

  it('keeps with a refusal the values the form was sent with, when the refusal comes from a later replay too', async () => {
    await giveAllConsents()
    const values = { realName: 'Somchai Jaidee', identity: '1-2345-67890-12-3' }
    await enqueue('identity', [{ path: '/user/update', body: { realName: 'Somchai Jaidee', identity: '1234567890123' } }], values)

    await replay()

    const [refused] = await appDb().rejected.where('form').equals('identity').toArray()
    expect(refused).toMatchObject({ code: 10014, fields: ['identity'], values })
    // Sending the form again clears what the server said about it.
    await enqueue('identity', [{ path: '/user/update', body: { realName: 'Somchai Jaidee' } }], values)
    expect(await appDb().rejected.count()).toBe(0)
  })

  it('deletes the draft once the server has accepted every submission of the form', async () => {
    await giveAllConsents()
    await saveDraft('identity', { realName: 'Somchai Jaidee' })

    const result = await submitForm('identity', [{ path: '/user/update', body: { realName: 'Somchai Jaidee', identity: newThaiId() } }])

    expect(result).toEqual({ status: 'sent' })
    expect(await loadDraft('identity')).toBeNull()
    expect((await appDb().user.get('me'))?.user.realName).toBe('Somchai Jaidee')
  })

  it('keeps a submission and everything behind it while the server cannot be reached', async () => {
    await saveDraft('consent', { agreed: true })
    browseTo('http://127.0.0.1:9/')

    const result = await submitForm('consent', gives)

    expect(result).toEqual({ status: 'queued', offline: false })
    expect(await appDb().outbox.count()).toBe(3)
    expect((await appDb().outbox.orderBy('id').first())?.attempts).toBe(1)
    expect(await loadDraft('consent')).not.toBeNull()

    browseTo(proxy.url)
    await replay()
    expect(await appDb().outbox.count()).toBe(0)
    expect(await loadDraft('consent')).toBeNull()
  })

  it('keeps a submission through an ended session and sends it with the same key after a fresh login', async () => {
    const [id] = await enqueue('consent', gives.slice(0, 1))
    const key = (await appDb().outbox.get(id as number))?.idempotencyKey
    setToken('a-session-the-server-ended')

    await replay()

    expect(sessionsLost).toBe(1)
    expect(await appDb().outbox.count()).toBe(1)
    const { token } = await call('/user/login', { mobile: user.mobile, password: PASSWORD, platform: 'h5', ...APP })
    setToken(token)
    await replay()
    expect(await appDb().outbox.count()).toBe(0)
    expect(sent('/user/consent/give').map((r) => r.key)).toEqual([key, key])
  })

  it('lets a newer submission of a form replace the one that never left the phone', async () => {
    await enqueue('role', [{ path: '/user/update', body: { role: 'working' } }])
    await enqueue('role', [{ path: '/user/update', body: { role: 'studying' } }])

    expect(await appDb().outbox.count()).toBe(1)
    await replay()
    expect((await call('/user/info', {})).role).toBe('studying')
  })

  it('drops the work of another borrower when someone else logs in on this phone', async () => {
    await claimWork('09000000001')
    await saveDraft('identity', { realName: 'Somebody Else' })
    await enqueue('role', [{ path: '/user/update', body: { role: 'working' } }])

    await replay()

    expect(await appDb().outbox.count()).toBe(0)
    expect(await loadDraft('identity')).toBeNull()
    expect(sent('/user/update')).toHaveLength(0)
  })
})
