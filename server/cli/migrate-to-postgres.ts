// npm run migrate:to-postgres -- --to <postgres url> [--data-dir <PGlite folder>] [--batch-rows 500]
// Copies the embedded database (the folder DATA_DIR names unless --data-dir says otherwise) into an
// empty PostgreSQL database, migrated here first, in one transaction, then checks the copy against
// the folder. Exit codes: 0 copied and checked; 1 the check found a difference (listed); 2 usage;
// 3 refused before writing anything (a server holds the folder, the target holds data, the
// migrations differ). docs/operations.md says when a lender moves.
import { parseArgs } from 'node:util'
import { DataDirLockedError } from '../db/data-dir-lock'
import { moveToPostgres, MoveRefusedError, type MoveResult } from '../db/pglite-to-postgres'
import { readEnv } from '../env'

const USAGE = 'usage: npm run migrate:to-postgres -- --to <postgres url> [--data-dir <PGlite folder>] [--batch-rows 500]'

/** The URL without its password, for the screen. */
function shown(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(the --to URL)'
  }
}

function report(result: MoveResult): string {
  const filled = result.tables.filter((t) => t.sourceRows > 0 || t.targetRows > 0).sort((a, b) => a.label.localeCompare(b.label))
  // A text key (a session's hash) is compared whole but shown short.
  const key = (value: string | null) => (value === null ? '-' : value.length > 12 ? `${value.slice(0, 11)}…` : value)
  const width = Math.max(...filled.map((t) => t.label.length), 'table'.length)
  const line = (cells: string[]) => `${cells[0]?.padEnd(width)}  ${cells.slice(1).map((c) => c.padStart(10)).join('  ')}`
  return [
    line(['table', 'source', 'target', 'largest key']),
    ...filled.map((t) => line([t.label, String(t.sourceRows), String(t.targetRows), key(t.targetMaxId)])),
    `(${result.tables.length - filled.length} more tables empty in both)`,
    `ledger sums to ${result.ledger.source} in the folder, ${result.ledger.target} in PostgreSQL`,
  ].join('\n')
}

async function main(): Promise<number> {
  let values: { to?: string; 'data-dir'?: string; 'batch-rows'?: string }
  try {
    values = parseArgs({ options: { to: { type: 'string' }, 'data-dir': { type: 'string' }, 'batch-rows': { type: 'string' } } }).values
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    return 2
  }
  const batchRows = values['batch-rows'] === undefined ? undefined : Number(values['batch-rows'])
  if (!values.to || (batchRows !== undefined && !(Number.isInteger(batchRows) && batchRows > 0))) {
    console.error(USAGE)
    return 2
  }
  const dataDir = values['data-dir'] ?? readEnv().DATA_DIR
  let result: MoveResult
  try {
    result = await moveToPostgres({
      dataDir,
      targetUrl: values.to,
      batchRows,
      // Progress for a large book, on stderr: stdout keeps the summary.
      onTable: (label, rows, ms) => {
        if (rows > 0) process.stderr.write(`copied ${label}: ${rows} rows in ${Math.round(ms)} ms\n`)
      },
    })
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Not moved: stop the server first (its data must not change while it is copied).\n${error.message}`)
      return 3
    }
    if (error instanceof MoveRefusedError) {
      console.error(`Not moved: ${error.message}`)
      return 3
    }
    throw error
  }
  process.stdout.write(`${report(result)}\nmoved ${dataDir} into ${shown(values.to)} in ${(result.ms / 1000).toFixed(1)} s\n`)
  if (result.problems.length > 0) {
    process.stdout.write(`THE COPY DIFFERS FROM THE FOLDER:\n${result.problems.map((p) => `  ${p}`).join('\n')}\n`)
    return 1
  }
  process.stdout.write('checked: every table\'s row count and largest key, every sequence, and the ledger (zero) agree\n')
  return 0
}

process.exitCode = await main()
