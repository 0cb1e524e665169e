// Opens the one database the server keeps all its state in: embedded PGlite by default
// (files in DATA_DIR, or memory for tests), PostgreSQL when DATABASE_URL is set.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')
// Several processes may start at once on one PostgreSQL; only one migrates at a time.
const MIGRATION_LOCK = 727_001

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  const client = new PGlite(options.dataDir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server closed (a restart, a failover) must not crash the process:
  // the pool drops it and opens another when needed.
  pool.on('error', () => undefined)
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    lockClient.release()
  }
  const db = drizzlePg(pool, { schema })
  return { db, kind: 'postgres', close: () => pool.end() }
}
