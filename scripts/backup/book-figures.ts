// The figures a restored book must agree with its source on (npm run restore:drill, the cluster
// test): the ledger sums to zero, each account's balance (in all and per loan), and each money
// table's row count and latest id. Read in one statement, so they are one snapshot's.
import type pg from 'pg'

export type BookFigures = Record<string, string | number>

const SERIAL_TABLES = ['users', 'orders', 'disbursements', 'ledger_lines', 'loan_extensions'] as const

const FIGURES_SQL = `
select
  (select coalesce(sum(amount_minor), 0)::text from ledger_lines) as ledger_sum,
  (select coalesce(md5(string_agg(account || '=' || total, ',' order by account)), '') from
    (select account, sum(amount_minor)::text as total from ledger_lines group by account) a) as account_balances,
  (select coalesce(md5(string_agg(order_id || '/' || account || '=' || total, ',' order by order_id, account)), '') from
    (select order_id, account, sum(amount_minor)::text as total from ledger_lines group by order_id, account) a) as loan_balances,
  ${SERIAL_TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}_rows, (select coalesce(max(id), 0)::int from ${t}) as ${t}_latest_id`).join(',\n  ')},
  (select count(*)::int from schedule_periods) as schedule_periods_rows,
  (select count(*)::int from repayments) as repayments_rows,
  (select coalesce(md5(string_agg(id || ':' || status || ':' || amount_minor, ',' order by id)), '') from repayments) as repayments_digest,
  (select coalesce(md5(string_agg(id || ':' || status, ',' order by id)), '') from disbursements) as disbursements_digest
`

export async function bookFigures(client: Pick<pg.Client, 'query'>): Promise<BookFigures> {
  const { rows } = await client.query<BookFigures>(FIGURES_SQL)
  return rows[0] ?? {}
}

/** The names of the figures that differ, and the ledger's own check: its lines sum to zero. */
export function compareFigures(source: BookFigures, restored: BookFigures): string[] {
  const problems = Object.keys(source)
    .filter((name) => String(source[name]) !== String(restored[name]))
    .map((name) => `${name}: source ${source[name]}, restored ${restored[name]}`)
  if (String(restored.ledger_sum) !== '0') problems.push(`the restored ledger sums to ${restored.ledger_sum}, not 0`)
  return problems
}

/** The money tables a drill holds still while it takes the source's figures and names the moment. */
export const MONEY_TABLES = ['users', 'orders', 'disbursements', 'repayments', 'schedule_periods', 'ledger_lines', 'loan_extensions'] as const

/**
 * The book's figures as at a restore point named at that moment, holding writes to the money tables
 * only while the point is named: one transaction locks them in SHARE mode (writes in flight finish,
 * new ones wait), names the point (its snapshot is taken then, after the lock: LOCK takes none) and
 * exports that snapshot; a second imports it and reads the figures after the first has committed and
 * let the writes go on. At a million borrowers the figures take minutes to read (bench/backup-report.md).
 */
export async function figuresAtRestorePoint(connect: () => Promise<pg.Client>, point: string): Promise<{ figures: BookFigures; heldMs: number }> {
  const [holder, reader] = [await connect(), await connect()]
  try {
    const held = performance.now()
    await holder.query('begin isolation level repeatable read')
    await holder.query("set local lock_timeout = '5s'")
    await holder.query(`lock table ${MONEY_TABLES.join(', ')} in share mode`)
    await holder.query('select pg_create_restore_point($1)', [point])
    const { rows } = await holder.query<{ id: string }>('select pg_export_snapshot() as id')
    await reader.query('begin isolation level repeatable read')
    await reader.query(`set transaction snapshot '${rows[0]?.id ?? ''}'`)
    await holder.query('commit')
    const heldMs = performance.now() - held
    const figures = await bookFigures(reader)
    await reader.query('commit')
    return { figures, heldMs }
  } finally {
    await Promise.all([holder.end(), reader.end()])
  }
}
