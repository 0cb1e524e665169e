// "The database is not there right now": a connection that broke (the primary was killed, PgBouncer
// restarted, a backend was terminated), none to be had, or a server that no longer takes writes (a
// primary demoted to a standby, a database in recovery). Each passes once a failover has put a new
// primary behind the same address (docs/operations.md), so a request that met one may be made
// again when a repeat is safe (http/mount-endpoints.ts) and is otherwise answered "try again".
// Nothing here is the caller's fault, and none of it is a bug of ours: never a 500.

// SQLSTATEs: class 08 (connection exception, also what PgBouncer answers when it cannot reach a
// server: 08P01), 57P01-57P03 (terminated by an administrator, a crash, or not accepting
// connections yet: starting up, shutting down, in recovery), 53300 (too many connections) and
// 25006 (a read-only transaction: the server is a standby now).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|25006)$/
// Node's socket errors, and what node-postgres throws on a connection that ended under it.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN'])
const LOST_CONNECTION = /Connection terminated|not queryable|Client was closed|Query read timeout|server conn crashed|cannot connect to server|query_wait_timeout/

export function databaseUnavailable(thrown: unknown): boolean {
  for (let current: unknown = thrown, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true
    if (LOST_CONNECTION.test(current.message)) return true
    // A connection refused to every address of a host comes as one AggregateError.
    if (current instanceof AggregateError && current.errors.some(databaseUnavailable)) return true
  }
  return false
}

/** The waits between attempts while the database is away: a failover here takes a few seconds. */
export function retryDelays(budgetMs: number): number[] {
  const delays: number[] = []
  for (let total = 0, next = 100; total + next <= budgetMs; total += next, next = Math.min(next * 2, 2_000)) delays.push(next)
  return delays
}

/**
 * Runs `run` again while the database is away, for work that is safe to repeat (a read, a write
 * that says where it stands, like marking a finished job done), at most `budgetMs` in all.
 */
export async function whileUnavailable<T>(run: () => Promise<T>, budgetMs: number, onRetry: () => void = () => undefined): Promise<T> {
  for (const delay of retryDelays(budgetMs)) {
    try {
      return await run()
    } catch (error) {
      if (!databaseUnavailable(error)) throw error
      onRetry()
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
  return run()
}
