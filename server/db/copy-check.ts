// What a copied database must agree with its source on, read from both after the copy has
// committed (npm run migrate:to-postgres): each table's row count and largest key, each
// sequence's position, and the ledger's own check, that its lines sum to zero on both sides.
import { quoteIdent, type Rows, type Table } from './table-catalog'

export type TableFigures = { label: string; sourceRows: number; targetRows: number; sourceMaxId: string | null; targetMaxId: string | null }

export type CopyCheck = { tables: TableFigures[]; ledger: { source: string; target: string }; problems: string[] }

/** The largest key of a table keyed by one column (an id); null for a composite key or none. */
function maxIdSql(table: Table): string {
  const [key, ...more] = table.primaryKey
  return key !== undefined && more.length === 0 ? `max(${quoteIdent(key)})::text` : 'null::text'
}

async function figuresOf(rows: Rows, table: Table): Promise<{ n: number; maxId: string | null }> {
  const [found] = await rows<{ n: number; max_id: string | null }>(`select count(*)::int as n, ${maxIdSql(table)} as max_id from ${table.qualified}`)
  return { n: found?.n ?? -1, maxId: found?.max_id ?? null }
}

async function ledgerSum(rows: Rows): Promise<string> {
  const [found] = await rows<{ total: string }>('select coalesce(sum(amount_minor), 0)::text as total from ledger_lines')
  return found?.total ?? '?'
}

async function sequencePosition(rows: Rows, sequence: string): Promise<string> {
  const [found] = await rows<{ at: string }>(`select last_value::text || case when is_called then '' else ' (not called)' end as at from ${sequence}`)
  return found?.at ?? '?'
}

export async function checkCopy(source: Rows, target: Rows, tables: Table[], sequences: string[]): Promise<CopyCheck> {
  const figures: TableFigures[] = []
  const problems: string[] = []
  for (const table of tables) {
    const [from, to] = [await figuresOf(source, table), await figuresOf(target, table)]
    figures.push({ label: table.label, sourceRows: from.n, targetRows: to.n, sourceMaxId: from.maxId, targetMaxId: to.maxId })
    if (from.n !== to.n) problems.push(`${table.label}: ${from.n} rows in the source, ${to.n} in the target`)
    if (from.maxId !== to.maxId) problems.push(`${table.label}: largest id ${from.maxId} in the source, ${to.maxId} in the target`)
  }
  for (const sequence of sequences) {
    const [from, to] = [await sequencePosition(source, sequence), await sequencePosition(target, sequence)]
    if (from !== to) problems.push(`sequence ${sequence}: at ${from} in the source, ${to} in the target`)
  }
  const ledger = { source: await ledgerSum(source), target: await ledgerSum(target) }
  if (ledger.source !== '0') problems.push(`the source's ledger sums to ${ledger.source}, not 0`)
  if (ledger.target !== '0') problems.push(`the target's ledger sums to ${ledger.target}, not 0`)
  if (ledger.source !== ledger.target) problems.push(`the ledger sums to ${ledger.source} in the source, ${ledger.target} in the target`)
  return { tables: figures, ledger, problems }
}
