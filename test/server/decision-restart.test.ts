import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { seedDemoLenders } from '../../server/db/seed'
import { readEnv } from '../../server/env'
import { apiClient } from '../support/api-client'
import { newDataDir } from '../support/database-snapshot'
import { completeProfile } from '../support/profile'
import { DEMO, newPhone, type TestApp } from '../support/test-app'

const env = readEnv({ LOG_LEVEL: 'silent' })

/** A server on files: stopping it closes the database, starting it opens the same files. */
async function startOn(dataDir: string, uploadsDir: string) {
  const database = await openDatabase({ dataDir })
  await seedDemoLenders(database.db)
  const { app, runJobs } = createApp({ database, env, uploadsDir, injectedRequestsAreLocal: true })
  return { app, runJobs, api: apiClient(app), database }
}

// PGlite on files is the restart that loses memory; PostgreSQL keeps jobs the same way.
describe.runIf(process.env.TEST_DB !== 'postgres')('a restart while a decision is pending', () => {
  it('still decides the application after the server comes back', async () => {
    const dataDir = await newDataDir('restart')
    const uploadsDir = await mkdtemp(join(tmpdir(), 'jackey-restart-up-'))
    try {
      const first = await startOn(dataDir, uploadsDir)
      const mobile = newPhone()
      await first.api.call('/sms/register', { mobile, ...DEMO })
      const { data: sms } = await first.api.call('/sandbox/sms/last', { mobile })
      const { data: session } = await first.api.call('/user/register', { mobile, password: 'restart me 1', smsCode: sms.code, ...DEMO })
      const token = session.token
      const upload = async (path: string, fields: Record<string, Blob | string>, tk: string) => {
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.append(k, v)
        const r = await first.app.request(`/jackey${path}`, { method: 'POST', headers: { authorization: tk }, body: form })
        return (await r.json()) as { code: number; msg: string; data: unknown }
      }
      // A reviewer verifies the identity through the same database (test/support/profile.ts).
      await completeProfile({ api: first.api, upload, database: first.database, clock: { now: new Date() } } as unknown as TestApp, token)
      const applied = await first.api.call('/loan/apply', { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }, { token })
      expect(applied.code).toBe(0)
      await first.database.close()

      const second = await startOn(dataDir, uploadsDir)
      // The decision, and within the contact hours the reminder job telling the borrower of it.
      expect(await second.runJobs()).toBeGreaterThanOrEqual(1)
      const info = await second.api.call('/loan/orderInfo', { loanOrderId: applied.data.loanOrderId }, { token })
      expect(info.data.status).toBe(3)
      await second.database.close()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
      await rm(uploadsDir, { recursive: true, force: true })
    }
  })
})
