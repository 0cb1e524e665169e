import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { jobs } from '../../server/db/schema'
import { enqueue, runDueJobs } from '../../server/domain/jobs/queue'
import { readEnv } from '../../server/env'
import { summarizeError } from '../../server/error-summary'
import { apiClient } from '../support/api-client'
import { newThaiId } from '../support/profile'
import { everyKind } from '../support/jobs'
import { DEMO, newPhone } from '../support/test-app'
import { openTestDatabase } from '../support/test-database'

// Personal data planted in every field that takes it: no line the server writes may contain it.
const MARKER = 'PlantedMarkerQx7'

let database: Awaited<ReturnType<typeof openTestDatabase>>
let app: ReturnType<typeof createApp>['app']
let uploadsDir: string
const written: string[] = []

beforeAll(async () => {
  database = await openTestDatabase()
  uploadsDir = await mkdtemp(join(tmpdir(), 'jackey-uploads-'))
  app = createApp({ database, env: readEnv({ LOG_LEVEL: 'info' }), uploadsDir, injectedRequestsAreLocal: true }).app
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk))
    return true
  })
})
afterEach(() => {
  written.length = 0
})
afterAll(async () => {
  vi.restoreAllMocks()
  await database.close()
  await rm(uploadsDir, { recursive: true, force: true })
})

const logLines = () => written.join('').split('\n').filter(Boolean)

async function registeredBorrower() {
  const api = apiClient(app)
  const mobile = newPhone()
  await api.call('/sms/register', { mobile, ...DEMO })
  const code = (await api.call('/sandbox/sms/last', { mobile })).data.code
  const { data } = await api.call('/user/register', { mobile, password: 'correct horse 1', smsCode: code, ...DEMO })
  for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment'] as const) {
    await api.call('/user/consent/give', { purpose }, { token: data.token })
  }
  return { api, mobile, token: data.token }
}

describe('the server log', () => {
  it('names no phone number and no profile value on the normal path', async () => {
    const { api, mobile, token } = await registeredBorrower()
    const update = await api.call('/user/update', { realName: `Somchai ${MARKER}`, address: `${MARKER} Silom Road`, identity: newThaiId() }, { token })
    expect(update.code).toBe(0)
    expect(logLines().length).toBeGreaterThan(0)
    for (const line of logLines()) {
      expect(line).not.toContain(MARKER)
      expect(line).not.toContain(mobile.slice(1))
    }
  })

  it('keeps query parameters out of the line for an unexpected database error (issue 26 item 6)', async () => {
    const { api, token } = await registeredBorrower()
    const identity = newThaiId()
    // A constraint planted for this test: the write fails in the database, whose error
    // carries every parameter (drizzle's message) and the failing row (PostgreSQL's detail).
    await database.db.execute(sql.raw(`alter table users add constraint planted_marker check (address not like '%${MARKER}%') not valid`))
    try {
      const answer = await api.call('/user/update', { realName: `Somchai ${MARKER}`, identity, birthday: '1990-05-17', address: `${MARKER} Silom Road` }, { token })
      expect(answer.status).toBe(500)
      expect(answer.code).toBe(500)
    } finally {
      await database.db.execute(sql.raw('alter table users drop constraint planted_marker'))
    }
    const errors = logLines().filter((line) => line.includes('"level":"error"'))
    expect(errors).toHaveLength(1)
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({ msg: 'unhandled', path: '/user/update', code: '23514', table: 'users', constraint: 'planted_marker' })
    for (const line of logLines()) {
      expect(line).not.toContain(MARKER)
      expect(line).not.toContain(identity)
      expect(line).not.toContain('1990-05-17')
    }
  })

  it('keeps query parameters out of a failed job\'s last_error', async () => {
    await database.db.delete(jobs)
    await enqueue(database.db, 'decide', {}, new Date(0))
    const failing = async () => void (await database.db.execute(sql`select ${MARKER}::integer`))
    await runDueJobs(database.db, everyKind(failing), () => new Date(), () => undefined)
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, 'decide'))
    expect(job?.lastError).toContain('code=22P02')
    expect(job?.lastError).not.toContain(MARKER)
  })
})

describe('an error summary', () => {
  it('gives class, code and place but never the message', () => {
    const summary = summarizeError(new RangeError(`not a calendar date: "${MARKER}"\n    at /server/${MARKER}.ts:1:1`))
    expect(summary.error).toBe('RangeError')
    expect(summary.at).toContain('log-privacy.test.ts')
    expect(JSON.stringify(summary)).not.toContain(MARKER)
    expect(summarizeError(MARKER)).toEqual({ error: 'thrown string' })
  })
})
