import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../../server/db/client'
import { seedDemoLenders } from '../../server/db/seed'

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL at DATABASE_URL when the project runs with TEST_DB=postgres.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({})
    await seedDemoLenders(database.db)
    return database
  }
  const empty = await emptyPostgresDatabase()
  const database = await openDatabase({ databaseUrl: empty.url })
  await seedDemoLenders(database.db)
  return {
    ...database,
    url: empty.url,
    close: async () => {
      await database.close()
      await empty.drop()
    },
  }
}

/** A new, empty database (no migrations) on the PostgreSQL at DATABASE_URL, and its removal. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL')
  const name = `test_${randomBytes(6).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
