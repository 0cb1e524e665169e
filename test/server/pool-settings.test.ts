import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openTestDatabase } from '../support/test-database'

// PGlite has neither JIT nor parallel workers: what the pool sets matters on PostgreSQL.
describe.runIf(process.env.TEST_DB === 'postgres')("the pool's connections on PostgreSQL", () => {
  it('compile nothing and start no parallel workers, whatever the server is configured with', async () => {
    const database = await openTestDatabase()
    try {
      const result = (await database.db.execute(sql`select name, setting, source from pg_settings where name in ('jit', 'max_parallel_workers_per_gather') order by name`)) as unknown as {
        rows: { name: string; setting: string; source: string }[]
      }
      expect(result.rows).toEqual([
        { name: 'jit', setting: 'off', source: 'client' },
        { name: 'max_parallel_workers_per_gather', setting: '0', source: 'client' },
      ])
    } finally {
      await database.close()
    }
  })
})
