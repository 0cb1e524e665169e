// One table's rows from an embedded PGlite into PostgreSQL, a batch at a time: a cursor on the
// source (held inside the caller's transaction) and multi-row inserts with parameters on the
// target. Every value travels as PostgreSQL's own text form and is cast back to its column's type
// on the target, so bytea, jsonb, timestamptz, arrays and floats arrive as they were: no value
// passes through a JavaScript Date or number.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'
import { quoteIdent, type Table } from './table-catalog'

// PostgreSQL's bind message counts its parameters in 16 bits.
const MAX_PARAMETERS = 65_535

export type CopyOptions = { batchRows: number }

/**
 * The settings that make the source's text forms the ones the target reads back unchanged, set
 * on the source's session (the target reads ISO dates, hex bytea and either interval style).
 */
export const SOURCE_TEXT_SETTINGS = [
  "set bytea_output = 'hex'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  // The shortest text that reads back as the same float (PostgreSQL 12 on).
  'set extra_float_digits = 1',
]

/** Copies every row of `table`; answers how many. `source` is a transaction on the PGlite. */
export async function copyRows(source: Transaction | PGlite, target: pg.ClientBase, table: Table, options: CopyOptions): Promise<number> {
  const names = table.columns.map((c) => quoteIdent(c.name))
  const texts = names.map((n) => `${n}::text`).join(', ')
  const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : ''
  const perStatement = Math.max(1, Math.min(options.batchRows, Math.floor(MAX_PARAMETERS / names.length)))
  const cursor = `copy_${Math.random().toString(36).slice(2, 10)}`
  await source.query(`declare ${cursor} no scroll cursor for select ${texts} from ${table.qualified}${order}`)
  let copied = 0
  try {
    for (;;) {
      const { rows } = await source.query<unknown[]>(`fetch forward ${perStatement} from ${cursor}`, [], { rowMode: 'array' })
      if (rows.length === 0) break
      await target.query(insertStatement(table, rows.length), rows.flat())
      copied += rows.length
      if (rows.length < perStatement) break
    }
  } finally {
    await source.query(`close ${cursor}`)
  }
  return copied
}

/** `insert … values ($1::type, …), …` for `count` rows; OVERRIDING SYSTEM VALUE keeps identity columns' ids. */
function insertStatement(table: Table, count: number): string {
  const width = table.columns.length
  const values = Array.from({ length: count }, (_, row) => `(${table.columns.map((c, i) => `$${row * width + i + 1}::${c.type}`).join(', ')})`)
  return `insert into ${table.qualified} (${table.columns.map((c) => quoteIdent(c.name)).join(', ')}) overriding system value values ${values.join(', ')}`
}
