// npm run migrate:to-postgres: an embedded PGlite folder's whole database copied into an empty
// PostgreSQL database, for a lender moving to the cluster (docs/operations.md). The folder is
// held like a server holds it (a running server's folder is refused) and only read; the target is
// migrated with the project's migrations, then filled in one transaction: all of it, or nothing.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase, pgliteExtensions } from './client'
import { checkCopy, type CopyCheck } from './copy-check'
import { copyRows, SOURCE_TEXT_SETTINGS } from './copy-rows'
import { lockDataDir } from './data-dir-lock'
import { occupiedTables, sameTables, targetTriggers } from './target-checks'
import { parentsFirst, quoteIdent, readSequences, readTables, type Rows } from './table-catalog'

/** A refusal before anything was written to the target; its message is for the operator, whole. */
export class MoveRefusedError extends Error {
  override name = 'MoveRefusedError'
}

export type MoveOptions = {
  dataDir: string
  targetUrl: string
  /** Rows per fetch and per insert (fewer when a table's columns would pass PostgreSQL's parameter limit). */
  batchRows?: number
  onTable?: (label: string, rows: number, ms: number) => void
}

export type MoveResult = CopyCheck & { ms: number }

export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations'

const pgliteRows =
  (db: PGlite | Transaction): Rows =>
  async (text, params) =>
    (await db.query(text, params)).rows as never

const pgRows =
  (client: pg.ClientBase): Rows =>
  async (text, params) =>
    (await client.query(text, params)).rows as never

export async function moveToPostgres(options: MoveOptions): Promise<MoveResult> {
  const started = performance.now()
  const folder = resolve(options.dataDir)
  if (!existsSync(join(folder, 'PG_VERSION'))) throw new MoveRefusedError(`${folder} holds no embedded database (no PG_VERSION in it): give the folder DATA_DIR names`)
  // Throws DataDirLockedError while a server (or any other process) holds the folder.
  const lock = lockDataDir(folder)
  try {
    const source = new PGlite({ dataDir: folder, extensions: pgliteExtensions })
    try {
      const target = new pg.Client({ connectionString: options.targetUrl })
      // A connection lost mid-copy fails the query in flight; the event must not end the process first.
      target.on('error', () => undefined)
      await target.connect()
      // A role's own time-outs (the cluster sets the server's on its role) would stop a large
      // book's copy or its count afterwards: this session is the operator's, watched by them.
      await target.query('set statement_timeout = 0; set idle_in_transaction_session_timeout = 0')
      try {
        const check = await move(source, target, options)
        return { ...check, ms: performance.now() - started }
      } finally {
        await target.end()
      }
    } finally {
      await source.close()
    }
  } finally {
    lock.release()
  }
}

async function appliedMigrations(rows: Rows): Promise<string[] | null> {
  const [found] = await rows<{ table: string | null }>(`select to_regclass('${MIGRATIONS_TABLE}')::text as table`)
  if (!found?.table) return null
  return (await rows<{ hash: string }>(`select hash from ${MIGRATIONS_TABLE} order by id`)).map((m) => m.hash)
}

function refuseOccupied(occupied: string[]): void {
  if (occupied.length === 0) return
  const named = occupied.slice(0, 5).join(', ') + (occupied.length > 5 ? ` and ${occupied.length - 5} more tables` : '')
  throw new MoveRefusedError(
    `The target database already holds data: ${named} ${occupied.length === 1 ? 'has' : 'have'} rows. ` +
      'migrate:to-postgres copies into an empty database only: create a new one (createdb) and name it with --to.',
  )
}

async function move(source: PGlite, target: pg.Client, options: MoveOptions): Promise<CopyCheck> {
  const [fromRows, toRows] = [pgliteRows(source), pgRows(target)]
  const sourceMigrations = await appliedMigrations(fromRows)
  if (!sourceMigrations) throw new MoveRefusedError('The folder\'s database was never migrated (no server has opened it): there is nothing to move.')
  // Checked before migrating too, so a database of something else is left as it was.
  refuseOccupied(await occupiedTables(toRows, [MIGRATIONS_TABLE]))
  // As a server would at its start: the same migrations, under the same advisory lock.
  await (await openDatabase({ databaseUrl: options.targetUrl, poolSize: 1, migrate: true })).close()
  const targetMigrations = (await appliedMigrations(toRows)) ?? []
  if (sourceMigrations.join() !== targetMigrations.join()) {
    throw new MoveRefusedError(
      `The folder's database has ${sourceMigrations.length} migrations applied where this version has ${targetMigrations.length} (or others): ` +
        `run this version's migrations on the folder first (DATA_DIR=${options.dataDir} npm run migrate), then move it.`,
    )
  }
  const tables = parentsFirst(await readTables(fromRows))
  const difference = sameTables(tables, await readTables(toRows))
  if (difference) throw new MoveRefusedError(`The migrated target's tables differ from the folder's: ${difference}`)
  const sequences = await readSequences(fromRows)

  for (const setting of SOURCE_TEXT_SETTINGS) await source.query(setting)
  await source.transaction(async (tx) => {
    // Read-only and one snapshot: every table as at the same moment.
    await tx.query('set transaction isolation level repeatable read read only')
    await target.query('begin')
    try {
      await fill(tx, target, tables, sequences, options)
      await target.query('commit')
    } catch (error) {
      await target.query('rollback').catch(() => undefined)
      throw error
    }
  })
  return checkCopy(fromRows, toRows, tables, sequences)
}

async function fill(tx: Transaction, target: pg.Client, tables: ReturnType<typeof parentsFirst>, sequences: string[], options: MoveOptions): Promise<void> {
  const toRows = pgRows(target)
  // A server started on the target meanwhile waits for the copy (or gives up after its lock
  // time-out) and never sees half; a server already on it makes this give up after 10 s.
  await target.query("set local lock_timeout = '10s'")
  await target.query(`lock table ${tables.map((t) => t.qualified).join(', ')} in access exclusive mode`)
  refuseOccupied(await occupiedTables(toRows, [MIGRATIONS_TABLE]))
  // The migrations just recorded are replaced by the folder's own record of them (same hashes, its ids and times).
  await target.query(`delete from ${MIGRATIONS_TABLE}`)
  // The copy brings what the triggers would derive (users' name starts, orders' oldest unpaid due
  // date) as the source holds it: with them on, every name start would be written twice.
  const triggers = await targetTriggers(toRows)
  for (const t of triggers) await target.query(`alter table ${t.table} disable trigger ${quoteIdent(t.name)}`)
  for (const table of tables) {
    const started = performance.now()
    const rows = await copyRows(tx, target, table, { batchRows: options.batchRows ?? 500 })
    options.onTable?.(table.label, rows, performance.now() - started)
  }
  for (const t of triggers) await target.query(`alter table ${t.table} enable trigger ${quoteIdent(t.name)}`)
  // Last, just before the commit: setval is not undone by a rollback, and a failed copy leaves
  // them where the migrations did (a second run sets them again anyway).
  for (const sequence of sequences) {
    const [at] = await pgliteRows(tx)<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${sequence}`)
    if (at) await target.query('select setval($1::regclass, $2::bigint, $3)', [sequence, at.last_value, at.is_called])
  }
}
