// What the target of npm run migrate:to-postgres is checked for before rows go in: that it holds
// no rows (a copy never merges into a book), that its tables are the folder's, and which of its
// triggers the copy turns off while it fills them.
import { COPIED_SCHEMAS, readTables, type Rows, type Table } from './table-catalog'

/** Labels of the tables (of the schemas copied) holding at least one row, but for `ignored`. */
export async function occupiedTables(rows: Rows, ignored: string[]): Promise<string[]> {
  const occupied: string[] = []
  for (const table of await readTables(rows)) {
    if (ignored.includes(table.label)) continue
    const [found] = await rows<{ any: boolean }>(`select exists (select from ${table.qualified}) as any`)
    if (found?.any) occupied.push(table.label)
  }
  return occupied
}

/** The first difference between two databases' tables and columns, or null when they are the same. */
export function sameTables(source: Table[], target: Table[]): string | null {
  const targets = new Map(target.map((t) => [t.label, t]))
  for (const table of source) {
    const other = targets.get(table.label)
    if (!other) return `${table.label} is missing`
    // Rows go in by column name: the columns' order may differ, their names and types may not.
    const columns = (t: Table) => t.columns.map((c) => `${c.name} ${c.type}`).sort().join(', ')
    if (columns(table) !== columns(other)) return `${table.label} has (${columns(other)}) where the folder has (${columns(table)})`
  }
  const extra = target.find((t) => !source.some((s) => s.label === t.label))
  return extra ? `${extra.label} is not in the folder` : null
}

/** The enabled triggers the migrations made (foreign keys' own triggers are not among them). */
export async function targetTriggers(rows: Rows): Promise<{ table: string; name: string }[]> {
  return rows<{ table: string; name: string }>(
    `select t.tgrelid::regclass::text as table, t.tgname::text as name
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where not t.tgisinternal and t.tgenabled <> 'D' and n.nspname = any($1::text[]) order by 1, 2`,
    [COPIED_SCHEMAS],
  )
}
