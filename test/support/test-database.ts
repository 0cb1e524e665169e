import { inject } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'
import { seedDemoLenders } from '../../server/db/seed'
import { readyDatabase } from './database-snapshot'
import { newPostgresDatabase } from './postgres-databases'

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL at DATABASE_URL when the project runs with TEST_DB=postgres.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  // The bench (bench/payouts.ts, bench/pool.ts) runs outside vitest, with no snapshot to copy.
  if (!process.env.VITEST) return seeded(await openDatabase({}))
  // Both copies are already migrated and seeded: opening runs the migrator only to find nothing to do.
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ snapshot: await readyDatabase() })
  const copy = await newPostgresDatabase(inject('postgresTemplate'))
  const database = await openDatabase({ databaseUrl: copy.url })
  return {
    ...database,
    url: copy.url,
    close: async () => {
      await database.close()
      await copy.drop()
    },
  }
}

async function seeded(database: Database): Promise<Database> {
  await seedDemoLenders(database.db)
  return database
}

/** A new, empty database (no migrations) on the PostgreSQL at DATABASE_URL, and its removal. */
export function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return newPostgresDatabase()
}
