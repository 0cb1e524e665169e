import { sql } from 'drizzle-orm'
import type { Db } from './client'

/**
 * Runs `read` in a transaction whose statements start no parallel workers. For a list whose
 * planner estimate is far off (docs/scaling.md, "the money lists"): it expects to read thirty
 * times the rows it does, starts two workers to share them, and each request then takes three
 * processes for a statement that ends in 2 ms on one. PGlite has no workers; the setting is harmless there.
 */
export function withoutParallelWorkers<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
    return read(tx)
  })
}
