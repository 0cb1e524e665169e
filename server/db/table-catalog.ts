// The tables, columns, keys and sequences a database holds, read from its own catalog
// (pg_class, pg_attribute, pg_constraint) rather than listed by hand: a table a later migration
// adds is copied by `npm run migrate:to-postgres` without this file knowing its name.

/** One query, its rows as objects: PGlite's and node-postgres's clients both give this. */
export type Rows = <T extends Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>

export type Column = { name: string; type: string }

export type Table = {
  /** `"schema"."name"`, quoted, for SQL. */
  qualified: string
  /** `schema.name`, for people. */
  label: string
  columns: Column[]
  primaryKey: string[]
  /** Labels of the tables its foreign keys point to (itself excluded). */
  parents: string[]
}

/** What the server keeps: its tables, and drizzle's record of the migrations applied. */
export const COPIED_SCHEMAS = ['public', 'drizzle']

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

const OWN_RELATIONS = `
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[])
    -- An extension's own tables are made by its CREATE EXTENSION, not copied.
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`

export async function readTables(rows: Rows): Promise<Table[]> {
  const schemas = [COPIED_SCHEMAS]
  const tables = await rows<{ oid: number; schema: string; name: string }>(
    `select c.oid::int as oid, n.nspname::text as schema, c.relname::text as name ${OWN_RELATIONS}
       and c.relkind in ('r', 'p') and not c.relispartition order by 2, 3`,
    schemas,
  )
  // Generated columns are computed by the target itself and refuse a value.
  const columns = await rows<{ oid: number; name: string; type: string }>(
    `select a.attrelid::int as oid, a.attname::text as name, format_type(a.atttypid, null) as type
       from pg_attribute a where a.attrelid in (select c.oid ${OWN_RELATIONS})
       and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attrelid, a.attnum`,
    schemas,
  )
  const keys = await rows<{ oid: number; name: string }>(
    `select p.conrelid::int as oid, a.attname::text as name
       from pg_constraint p cross join unnest(p.conkey) with ordinality k(attnum, position)
       join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
       where p.contype = 'p' and p.conrelid in (select c.oid ${OWN_RELATIONS}) order by p.conrelid, k.position`,
    schemas,
  )
  const references = await rows<{ child: number; parent: number }>(
    `select distinct conrelid::int as child, confrelid::int as parent from pg_constraint
       where contype = 'f' and conrelid in (select c.oid ${OWN_RELATIONS})`,
    schemas,
  )
  const label = new Map(tables.map((t) => [t.oid, `${t.schema}.${t.name}`]))
  return tables.map((t) => ({
    qualified: `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`,
    label: `${t.schema}.${t.name}`,
    columns: columns.filter((c) => c.oid === t.oid).map(({ name, type }) => ({ name, type })),
    primaryKey: keys.filter((k) => k.oid === t.oid).map((k) => k.name),
    parents: references
      .filter((r) => r.child === t.oid && r.parent !== t.oid)
      .map((r) => label.get(r.parent))
      .filter((parent): parent is string => parent !== undefined),
  }))
}

/** The sequences (serial and identity columns), `"schema"."name"` quoted, for setval and reading. */
export async function readSequences(rows: Rows): Promise<string[]> {
  const found = await rows<{ schema: string; name: string }>(
    `select n.nspname::text as schema, c.relname::text as name ${OWN_RELATIONS} and c.relkind = 'S' order by 1, 2`,
    [COPIED_SCHEMAS],
  )
  return found.map((s) => `${quoteIdent(s.schema)}.${quoteIdent(s.name)}`)
}

/**
 * Every table after the tables its foreign keys point to, so rows can be inserted with the keys
 * checked as they go. A table pointing to itself is left to its rows' order (read by primary key,
 * a parent row comes first when its id is older); a cycle between tables cannot be ordered.
 */
export function parentsFirst(tables: Table[]): Table[] {
  const byLabel = new Map(tables.map((t) => [t.label, t]))
  const waiting = new Map(tables.map((t) => [t.label, new Set(t.parents.filter((p) => byLabel.has(p)))]))
  const ordered: Table[] = []
  while (waiting.size > 0) {
    const ready = [...waiting].filter(([, parents]) => parents.size === 0).map(([label]) => label)
    if (ready.length === 0) throw new Error(`the foreign keys of ${[...waiting.keys()].join(', ')} form a cycle: no order inserts them`)
    for (const label of ready.sort()) {
      waiting.delete(label)
      for (const parents of waiting.values()) parents.delete(label)
      ordered.push(byLabel.get(label) as Table)
    }
  }
  return ordered
}
