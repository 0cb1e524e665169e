import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Database, Db } from '../../server/db/client'
import * as schema from '../../server/db/schema'

/**
 * The test's database seen through drizzle's logger: every statement run through `db` is noted in
 * `statements`. PGlite is the very instance the app uses (in memory, nothing else reaches it);
 * PostgreSQL a pool of its own on the same database. Transactions' begin and commit are left out:
 * node-postgres sends them as statements, PGlite does not, and the count means the same on both.
 */
export function countedStatements(database: Database & { url?: string }): { db: Db; statements: string[]; close: () => Promise<void> } {
  const statements: string[] = []
  const logger = {
    logQuery: (sql: string) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(sql)) statements.push(sql)
    },
  }
  if (database.kind === 'pglite') {
    const { $client } = database.db as unknown as { $client: PGlite }
    return { db: drizzlePglite($client, { schema, logger }), statements, close: async () => undefined }
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 1 })
  return { db: drizzlePg(pool, { schema, logger }), statements, close: () => pool.end() }
}
