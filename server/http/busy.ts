// The database said "not now": a lock held longer than LOCK_TIMEOUT, a statement past
// STATEMENT_TIMEOUT, no free connection in the pool within its wait, or no primary to be reached
// (a failover under way: db/unavailable.ts). None is the caller's fault or a fault of ours; each
// gets an answer that says try again, instead of a 500.
import { ApiError } from '../../contract/api-error'
import { databaseUnavailable } from '../db/unavailable'

const LOCK_NOT_AVAILABLE = '55P03'
const QUERY_CANCELED = '57014'

export type Busy = { status: 200 | 503; error: ApiError }

export function busyAnswer(thrown: unknown): Busy | null {
  for (let current: unknown = thrown, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code
    // Another request holds the same order or account: the app's "already in progress".
    if (code === LOCK_NOT_AVAILABLE) return { status: 200, error: new ApiError(40005) }
    // Overloaded: a 503 makes the app keep a queued submission for later, as when offline.
    if (code === QUERY_CANCELED || /timeout exceeded when trying to connect/.test(current.message)) return { status: 503, error: new ApiError(5) }
  }
  // The same answer while the database is away: the app keeps the submission and sends it again.
  if (databaseUnavailable(thrown)) return { status: 503, error: new ApiError(5) }
  return null
}
