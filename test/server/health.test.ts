import { desc, eq } from 'drizzle-orm'
import { appliedMigrations } from '../../server/db/migration-status'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobs } from '../../server/db/schema'
import { startTestApp } from '../support/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.delete(jobs)
})

const probe = async (path: string) => {
  const response = await t.app.request(path)
  return { status: response.status, body: (await response.json()) as { status: string; failing?: string[] } }
}

describe('health and readiness probes', () => {
  it('answers /healthz while the process runs', async () => {
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('is ready with the database reachable, every migration applied and the queue moving', async () => {
    await t.database.db.insert(jobs).values({ kind: 'decide', payload: {}, runAt: new Date(t.clock.now.getTime() - 60_000) })
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ready' } })
  })

  it('is not ready when a due job has waited five minutes for a worker', async () => {
    await t.database.db.insert(jobs).values({ kind: 'decide', payload: {}, runAt: new Date(t.clock.now.getTime() - 6 * 60_000) })
    expect(await probe('/readyz')).toEqual({ status: 503, body: { status: 'not ready', failing: ['queue'] } })
  })

  it('does not count a job that is leased, finished, or waiting for its retry', async () => {
    const long = new Date(t.clock.now.getTime() - 60 * 60_000)
    const later = new Date(t.clock.now.getTime() + 60_000)
    await t.database.db.insert(jobs).values([
      { kind: 'payout', payload: {}, runAt: long, lockedUntil: later },
      { kind: 'decide', payload: {}, runAt: long, doneAt: long },
      { kind: 'payout', payload: {}, runAt: later },
    ])
    expect((await probe('/readyz')).status).toBe(200)
  })

  it('is not ready when the database lacks a migration this build ships', async () => {
    const [newest] = await t.database.db.select().from(appliedMigrations).orderBy(desc(appliedMigrations.createdAt)).limit(1)
    if (!newest?.createdAt) throw new Error('no migration recorded')
    await t.database.db.update(appliedMigrations).set({ createdAt: newest.createdAt - 1 }).where(eq(appliedMigrations.id, newest.id))
    try {
      expect(await probe('/readyz')).toEqual({ status: 503, body: { status: 'not ready', failing: ['migrations'] } })
    } finally {
      await t.database.db.update(appliedMigrations).set({ createdAt: newest.createdAt }).where(eq(appliedMigrations.id, newest.id))
    }
  })
})
