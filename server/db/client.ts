// Opens the one database the server keeps all its state in: embedded PGlite by default
// (files in DATA_DIR, or memory for tests), PostgreSQL when DATABASE_URL is set.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { tracedPglite, tracePgPool } from '../tracing/traced-clients'
import { tracing, tracingOn } from '../tracing/tracing'
import * as schema from './schema'
import { lockDataDir } from './data-dir-lock'
import { nameStatements, unnameStatements } from './named-statements'
import { releaseConnectionsOfFailedTransactions } from './pool-transactions'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PGlite only: its folder as a gzipped tar, made under its query lock (http/local-backup.ts). */
  dump?: () => Promise<Blob>
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')
/** The PostgreSQL extensions the migrations create; PGlite loads each only when told to. */
export const pgliteExtensions = { pg_trgm }
// Several processes may start at once on one PostgreSQL; only one migrates at a time.
const MIGRATION_LOCK = 727_001

// Why these numbers: docs/limits.md. A request waits at most this long for a row another one
// holds, or for a connection, and no statement runs longer; each answers "try again", not a hang.
const DEFAULT_POOL_SIZE = 20
const POOL_LIMITS = {
  connectionTimeoutMillis: 5_000,
  lock_timeout: 5_000,
  statement_timeout: 10_000,
  idle_in_transaction_session_timeout: 30_000,
  // PostgreSQL's JIT compiles a statement whose estimated cost is high, and the estimates of the
  // reports' joins over a large book are: at 10,000 borrowers it spent 7.5 s compiling a portfolio
  // statement that runs in 1 s without it. Nothing here is a long analytic scan that would gain.
  // Nor would it gain from parallel workers: with many requests at once every core is busy, and a
  // request whose plan started two of them took three processes for what ends in 2 ms on one
  // (docs/scaling.md, "the money lists"). The jobs that rebuild the whole book run without them too:
  // on a machine with cores to spare, their transactions could turn them back on (`set local`).
  options: '-c jit=off -c max_parallel_workers_per_gather=0',
  // A peer that vanished without closing the socket (a machine lost, not a process killed) is
  // noticed by TCP keep-alive instead of never. (No client-side query time-out: a migration or a
  // job that rebuilds the book lifts the statement time-out for good reasons.)
  keepAlive: true,
} as const

/**
 * `migrate: false` leaves the schema to `npm run migrate` (several processes on one PostgreSQL).
 * `snapshot` starts a new PGlite from a dumped data directory (`dumpDataDir`) instead of running
 * initdb, the slowest part of its start: the tests open one per file from one migrated copy.
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  poolSize?: number
  migrate?: boolean
  snapshot?: Blob
  namedStatements?: boolean
}): Promise<Database> {
  const migrate = options.migrate ?? true
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE, migrate, options.namedStatements ?? true)
  // A folder on disk is one process's (data-dir-lock.ts); memory needs no lock.
  const folder = diskFolder(options.dataDir)
  const lock = folder ? lockDataDir(folder) : null
  try {
    const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.snapshot, extensions: pgliteExtensions })
    const db = drizzlePglite(tracingOn() ? tracedPglite(client, tracing()) : client, { schema })
    if (migrate) await migratePglite(db, { migrationsFolder })
    return { db, kind: 'pglite', close: () => client.close().finally(() => lock?.release()), dump: () => client.dumpDataDir('gzip') }
  } catch (error) {
    lock?.release()
    throw error
  }
}

/** The folder on disk PGlite writes, if any: none for memory (no dataDir, `memory://`) or a browser's `idb://`. */
function diskFolder(dataDir: string | undefined): string | null {
  if (!dataDir) return null
  if (dataDir.startsWith('file://')) return dataDir.slice('file://'.length)
  return dataDir.includes('://') ? null : dataDir
}

async function openPostgres(url: string, poolSize: number, migrate: boolean, namedStatements: boolean): Promise<Database> {
  releaseConnectionsOfFailedTransactions()
  const pool = new pg.Pool({ connectionString: url, ...POOL_LIMITS, max: poolSize })
  if (namedStatements) nameStatements(pool)
  else unnameStatements(pool)
  // An idle connection the server closed (a restart, a failover) must not crash the process:
  // the pool drops it and opens another when needed. A connection that broke under a query is
  // dropped too, when released, so the pool heals by itself once a primary answers again.
  pool.on('error', () => undefined)
  // A connection that breaks while a request holds it between two statements (in a transaction)
  // reports on the connection itself, where no listener would crash the process; its next query
  // fails instead ("not queryable"), which the request answers as a failover (db/unavailable.ts).
  pool.on('connect', (client) => client.on('error', () => undefined))
  if (tracingOn()) tracePgPool(pool, tracing())
  const db = drizzlePg(pool, { schema })
  if (!migrate) return { db, kind: 'postgres', close: () => pool.end() }
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    // A migration may rewrite a large table, and waits for the other processes' locks.
    await lockClient.query('set statement_timeout = 0; set lock_timeout = 0')
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder })
  } finally {
    await lockClient.query('reset statement_timeout; reset lock_timeout')
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    lockClient.release()
  }
  return { db, kind: 'postgres', close: () => pool.end() }
}
