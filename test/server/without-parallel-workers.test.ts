import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { withoutParallelWorkers } from '../../server/db/without-parallel-workers'
import { openTestDatabase } from '../support/test-database'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

// PGlite's default is already 0 (it has no workers to start): where the value came from tells the two apart.
const workersPerGather = async (db: Database['db']) => {
  const result = (await db.execute(sql`select setting, source from pg_settings where name = 'max_parallel_workers_per_gather'`)) as unknown as { rows: { setting: string; source: string }[] }
  return result.rows[0]
}

describe('a read without parallel workers', () => {
  it('plans its statements for one process, and leaves the connection as it found it', async () => {
    expect(await withoutParallelWorkers(database.db, (tx) => workersPerGather(tx))).toEqual({ setting: '0', source: 'session' })
    expect((await workersPerGather(database.db))?.source).not.toBe('session')
  })
})
