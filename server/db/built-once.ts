import type { Db } from './client'

/**
 * A statement built once per database handle instead of on every call: drizzle walks the whole
 * selection to write the SQL each time (a fifth of a borrower read's CPU, docs/scaling.md), and a
 * prepared query keeps the text and its parameters' places. Values come as placeholders.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let statement = built.get(db)
    if (statement === undefined) {
      statement = build(db)
      built.set(db, statement)
    }
    return statement
  }
}
