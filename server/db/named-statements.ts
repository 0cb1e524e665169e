// PostgreSQL parses and plans an unnamed statement on every call: for the borrower reads that was
// as much CPU as running them (docs/scaling.md, "The request path's cost"). A statement sent
// under a name is parsed once per connection, and after five runs PostgreSQL may keep a generic
// plan (it keeps planning each call when that plan would cost more, as for a partial index whose
// condition is a parameter). Each distinct text of the process gets one name; `pg` prepares it on
// a connection the first time that connection sends it.
import type pg from 'pg'

/**
 * Names per process, at most this many: every connection may hold a prepared statement for each
 * (a few kB of PostgreSQL memory apiece). Texts past it, like a list filter with a new number of
 * values, go unnamed as before.
 */
export const MAX_NAMED_STATEMENTS = 500

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown
type QueryConfig = { text: string; name?: string; values?: unknown[] }

export function statementNamer(limit = MAX_NAMED_STATEMENTS): (config: unknown, values: unknown) => unknown {
  const names = new Map<string, string>()
  return (config, values) => {
    // A text without parameters may hold several statements (a migration), which cannot be prepared, and gains little.
    if (!isParameterized(config, values) || config.name !== undefined) return config
    let name = names.get(config.text)
    if (name === undefined) {
      if (names.size >= limit) return config
      name = `jackey_${names.size}`
      names.set(config.text, name)
    }
    return { ...config, name }
  }
}

function isParameterized(config: unknown, values: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null || typeof (config as QueryConfig).text !== 'string') return false
  // A Submittable (a cursor, COPY) runs its own protocol.
  if (typeof (config as { submit?: unknown }).submit === 'function') return false
  const given = Array.isArray(values) ? values : (config as QueryConfig).values
  return Array.isArray(given) && given.length > 0
}

/** Every connection the pool opens sends its statements named (statementNamer). */
export function nameStatements(pool: pg.Pool, limit?: number): void {
  const named = statementNamer(limit)
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn
    Object.assign(client, { query: (config: unknown, values?: unknown, callback?: unknown) => query(named(config, values), values, callback) })
  })
}

/**
 * Every statement goes unnamed, those drizzle prepares under a name too (the session reads,
 * `sessionStatement`): behind PgBouncer in transaction mode (before 1.21's
 * max_prepared_statements) each transaction may get another server connection, where a name
 * this client prepared elsewhere is missing or one another client prepared already exists
 * (42P05). DB_NAMED_STATEMENTS=false.
 */
export function unnameStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn
    Object.assign(client, { query: (config: unknown, values?: unknown, callback?: unknown) => query(unnamed(config), values, callback) })
  })
}

function unnamed(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || (config as QueryConfig).name === undefined) return config
  if (typeof (config as { submit?: unknown }).submit === 'function') return config
  const { name: _name, ...rest } = config as QueryConfig
  return rest
}
