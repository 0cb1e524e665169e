// The database clients with a span around each statement, installed by db/client.ts only while
// traces are on. Wrapped below drizzle, at the driver, where every statement passes (transactions,
// migrations, raw sql) and the text is at hand to name the span by (statement-summary.ts).
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'
import type { Tracing } from './tracing'

type PgliteQuery = PGlite['query']

function tracedQuery(query: PgliteQuery, tracing: Tracing): PgliteQuery {
  return async (sql, params, options) => {
    const end = tracing.statement(sql)
    try {
      const result = await query(sql, params, options)
      end?.()
      return result as never
    } catch (error) {
      end?.(error)
      throw error
    }
  }
}

function withTracedQuery<C extends PGlite | Transaction>(client: C, tracing: Tracing, more: Partial<C> = {}): C {
  const query = tracedQuery(client.query.bind(client) as PgliteQuery, tracing)
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query
      if (property in more) return more[property as keyof C]
      const value: unknown = Reflect.get(target, property, target)
      // PGlite keeps its state in private fields, which a method reads only when called on the instance itself.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** PGlite, its transactions included, with each statement traced. */
export function tracedPglite(client: PGlite, tracing: Tracing): PGlite {
  const transaction: PGlite['transaction'] = (callback) => client.transaction((tx) => callback(withTracedQuery(tx, tracing)))
  return withTracedQuery(client, tracing, { transaction })
}

type QueryArgs = [config: string | { text?: string; submit?: unknown }, ...rest: unknown[]]
type PgQuery = (...args: QueryArgs) => unknown
type Callback = (error: Error | null, result: unknown) => void

function tracedPgQuery(query: PgQuery, tracing: Tracing): PgQuery {
  return (...args) => {
    const [config] = args
    // A Submittable (a cursor, a stream) reports its own end; none is used here.
    if (typeof config === 'object' && typeof config.submit === 'function') return query(...args)
    const end = tracing.statement(typeof config === 'string' ? config : (config.text ?? ''))
    const callback = args.at(-1)
    if (typeof callback === 'function') {
      return query(...(args.slice(0, -1) as QueryArgs), (error: Error | null, result: unknown) => {
        end?.(error ?? undefined)
        ;(callback as Callback)(error, result)
      })
    }
    return (query(...args) as Promise<unknown>).then(
      (result) => {
        end?.()
        return result
      },
      (error: unknown) => {
        end?.(error)
        throw error
      },
    )
  }
}

/**
 * The pool's statements traced: pool.query's (drizzle outside transactions) where they are asked
 * for, since the pool may hand a waiting query its connection from another request's callback; and
 * those of a connection taken for a transaction. The pool's own connect(callback), which pool.query
 * uses, is left as it is, so no statement gets two spans.
 */
export function tracePgPool(pool: pg.Pool, tracing: Tracing): void {
  pool.query = tracedPgQuery(pool.query.bind(pool) as PgQuery, tracing) as typeof pool.query
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined
  pool.connect = ((callback?: unknown) => {
    if (callback !== undefined) return connect(callback)
    return connect()?.then((client) => {
      const query = tracedPgQuery(client.query.bind(client) as PgQuery, tracing)
      return new Proxy(client, { get: (target, property) => (property === 'query' ? query : Reflect.get(target, property, target)) })
    })
  }) as typeof pool.connect
}
