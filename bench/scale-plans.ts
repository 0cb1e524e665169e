// For a call that misses its time goal at full size, the plan that holds it back (issue 23: "or
// the report says which query plan holds it back"): the call's domain function runs once on the
// full database with every statement recorded, then each statement is run again under EXPLAIN
// ANALYZE with the same parameters, and the slowest one's plan goes into the report.
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Db } from '../server/db/client'
import * as schema from '../server/db/schema'

export type SlowestStatement = { ms: number; statements: number; sql: string; plan: string }

/** The plan's top lines: enough to see the scans and joins that cost, not the whole tree. */
const PLAN_LINES = 24
/** A statement still running after this long is shown with its estimated plan instead. */
const ANALYZE_LIMIT_MS = 30_000

export async function slowestStatement(url: string, run: (db: Db) => Promise<unknown>): Promise<SlowestStatement> {
  const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off', statement_timeout: ANALYZE_LIMIT_MS })
  try {
    const recorded: { sql: string; params: unknown[] }[] = []
    const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } })
    // A statement past the time limit fails the run; it is recorded already, and shown below.
    await run(db).catch(() => undefined)
    let slowest: SlowestStatement = { ms: 0, statements: recorded.length, sql: '', plan: '' }
    for (const { sql, params } of recorded) {
      const lines = await explained(pool, sql, params)
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.at(-1) ?? '')?.[1] ?? ANALYZE_LIMIT_MS)
      const shown = lines.length <= PLAN_LINES + 2 ? lines : [...lines.slice(0, PLAN_LINES), '…', ...lines.slice(-2)]
      if (ms > slowest.ms) slowest = { ms, statements: recorded.length, sql, plan: shown.join('\n') }
    }
    return slowest
  } finally {
    await pool.end()
  }
}

async function explained(pool: pg.Pool, sql: string, params: unknown[]): Promise<string[]> {
  const plan = async (how: string) => (await pool.query<{ 'QUERY PLAN': string }>(`explain ${how} ${sql}`, params)).rows.map((r) => r['QUERY PLAN'])
  try {
    return await plan('(analyze, buffers)')
  } catch (error) {
    if ((error as { code?: string }).code !== '57014') throw error
    return [...(await plan('')), `(stopped after ${ANALYZE_LIMIT_MS / 1000} s: the estimated plan, not run)`]
  }
}
