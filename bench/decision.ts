// The decision's speed (issue 36, "Speed": score, limits and the kept bureau answer, p99 ≤ 50 ms
// inside the decision job at a million borrowers). On books written by the scale generator into
// PostgreSQL (bench/decision-book.ts), one per size: new applications from borrowers spread over
// the book, each with a kept answer of the sandbox bureau, decided one after another by the
// 'decide' job's own function (decideOrder: lock, rules, limits, bureau, score, fraud signals,
// outcome, all in its transaction); each job's time from the call to its commit. Then every read
// the job made, under EXPLAIN ANALYZE on the largest book: what grows with the book shows there.
// `nice -n 19 npm run bench:decision` writes bench/decision-report.md. BENCH_DECISION_BORROWERS
// (default 20000,100000) sets the sizes; a book already written under its name is measured again.
import { execFile } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { cpus, getPriority, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { ORDER_STATUS } from '../contract/order-status'
import * as schema from '../server/db/schema'
import type { Db } from '../server/db/client'
import { openDatabase } from '../server/db/client'
import { nameStatements } from '../server/db/named-statements'
import type { Job } from '../server/domain/jobs/queue'
import { decideOrder } from '../server/domain/orders/decide-order'
import { sandboxCreditBureau } from '../server/providers/credit-bureau/sandbox'
import { bookExists, databaseUrl, query, writeBook } from './decision-book'
import { machine } from './report'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SIZES = (process.env.BENCH_DECISION_BORROWERS ?? '20000,100000').split(',').map(Number)
const DECISIONS = 400
const WARM_UP = 40
const GOAL_P99_MS = 50
// The sandbox bureau's files (providers/credit-bureau/sandbox.ts), by surname: clean, three open loans, paid late once, in arrears.
const SANDBOX_FILES = ['Clean', 'Openloans', 'Latepay', 'Arrears']

const bookName = (borrowers: number) => `decision_book_${borrowers}`

async function adminUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  const { stdout } = await promisify(execFile)('bash', [join(ROOT, 'scripts/start-postgres.sh')], { timeout: 60_000 })
  return stdout.trim().split('\n').pop() ?? ''
}

type Statement = { sql: string; params: unknown[] }
type Measured = {
  borrowers: number
  writtenS: number | null
  rows: Record<string, number>
  ms: number[]
  /** CPU a decision took, this process's and its PostgreSQL backends' together: what the load around it does not change. */
  cpuMs: number
  statementsPerDecision: number
  outcomes: Map<string, number>
  planned: string[]
  loadBefore: number
  loadAfter: number
}

/** A new application of borrower `userId`, as their latest loan was applied for, with a kept sandbox answer. */
async function application(url: string, userId: number, n: number, now: Date): Promise<number> {
  const [order] = await query<{ id: number; company_id: number }>(
    url,
    `insert into orders (user_id, app_id, period_config_id, status, principal_minor, rate, periods, period_unit, quote, due_day, created_at, updated_at)
     select user_id, app_id, period_config_id, $2, principal_minor, rate, periods, period_unit, quote, due_day, $3, $3 from orders where user_id = $1 order by id desc limit 1
     returning id, (select company_id from apps where apps.id = orders.app_id)`,
    [userId, ORDER_STATUS.submitted, now],
  )
  if (!order) throw new Error(`borrower ${userId} has no loan to copy`)
  const key = `bench-decision-${order.id}`
  const report = await sandboxCreditBureau.inquire(
    { idempotencyKey: key, market: 'TH', idType: null, idNumber: '', fullName: `Bench ${SANDBOX_FILES[n % SANDBOX_FILES.length]}`, birthday: '1990-01-01', amountMinor: 0 },
    new AbortController().signal,
  )
  await query(
    url,
    `insert into bureau_inquiries (order_id, user_id, company_id, status, provider, reference, answer, idempotency_key, requested_at, answered_at)
     values ($1, $2, $3, 'answered', 'sandbox', $4, $5, $6, $7, $7)`,
    [order.id, userId, order.company_id, report.reference, JSON.stringify(report.answer), key, now],
  )
  return order.id
}

/**
 * Removes the applications an earlier run made (known by their bureau key) and every row they
 * left: a run then finds the book as written, and the borrowers without the loans it approved.
 */
async function removeApplications(url: string): Promise<void> {
  const ids = (await query<{ id: number }>(url, "select order_id as id from bureau_inquiries where idempotency_key like 'bench-decision-%'")).map((r) => r.id)
  if (ids.length === 0) return
  const tables = await query<{ table_name: string }>(
    url,
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'order_id' and table_name <> 'orders' and table_name not in (select table_name from information_schema.views)",
  )
  await query(url, "delete from jobs where payload ? 'orderId' and (payload->>'orderId')::int = any($1)", [ids])
  for (const { table_name } of tables) await query(url, `delete from ${table_name} where order_id = any($1)`, [ids])
  await query(url, 'delete from orders where id = any($1)', [ids])
}

const decideJob = (orderId: number, now: Date): Job => ({ id: 0, kind: 'decide', payload: { orderId }, runAt: now, lockedUntil: null, attempts: 0, doneAt: null, lastError: null })

async function measure(admin: string, borrowers: number): Promise<Measured> {
  const name = bookName(borrowers)
  let writtenS: number | null = null
  if (!(await bookExists(admin, name))) {
    writtenS = (await writeBook(admin, name, borrowers)).seconds
    await query(admin, `comment on database ${name} is 'written in ${writtenS.toFixed(0)} s'`)
  }
  const url = databaseUrl(admin, name)
  const [comment] = await query<{ c: string | null }>(admin, 'select shobj_description(oid, $2) as c from pg_database where datname = $1', [name, 'pg_database'])
  writtenS ??= Number(/written in (\d+) s/.exec(comment?.c ?? '')?.[1] ?? Number.NaN)
  // The server's migrations, should the book predate one.
  await (await openDatabase({ databaseUrl: url, poolSize: 1 })).close()
  await removeApplications(url)
  const rows: Record<string, number> = {}
  for (const table of ['users', 'orders', 'schedule_periods', 'repayments', 'order_transitions', 'bureau_inquiries', 'credit_scores']) {
    const [r] = await query<{ n: string }>(url, `select count(*) as n from ${table}`)
    rows[table] = Number(r?.n)
  }
  // Borrowers spread evenly over the book, each once: the rows each decision reads are not the ones read just before.
  const step = Math.floor(borrowers / (DECISIONS + WARM_UP))
  const statements: Statement[] = []
  const seen = new Set<string>()
  let recording = false
  let counted = 0
  const pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 0 })
  // Named as the server's pool names them (db/client.ts, DB_NAMED_STATEMENTS on by default): each text is
  // planned once per connection, not at every call.
  nameStatements(pool)
  const db: Db = drizzle(pool, {
    schema,
    logger: {
      logQuery: (sql, params) => {
        if (!recording) return
        counted++
        if (!seen.has(sql)) statements.push({ sql, params })
        seen.add(sql)
      },
    },
  })
  // Both connections opened now and kept, so their backends' CPU can be read from /proc.
  const clients = await Promise.all([pool.connect(), pool.connect()])
  const backends = await Promise.all(clients.map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0))
  for (const c of clients) c.release()
  let cpuMs = 0
  const ms: number[] = []
  const outcomes = new Map<string, number>()
  const loadBefore = loadavg()[0] ?? 0
  try {
    for (let n = 0; n < DECISIONS + WARM_UP; n++) {
      const now = new Date()
      const orderId = await application(url, 1 + n * step, n, now)
      recording = n >= WARM_UP
      const cpuBefore = (await backendCpuMs(backends)) + ownCpuMs()
      const started = performance.now()
      await decideOrder(db, decideJob(orderId, now), now)
      const took = performance.now() - started
      const cpuTaken = (await backendCpuMs(backends)) + ownCpuMs() - cpuBefore
      recording = false
      if (n < WARM_UP) continue
      ms.push(took)
      cpuMs += cpuTaken
      const [after] = await query<{ status: number; reasons: string[] | null }>(url, `select status, coalesce(decision->'reasons', review_reasons) as reasons from orders where id = $1`, [orderId])
      const outcome = `${Object.entries(ORDER_STATUS).find(([, v]) => v === after?.status)?.[0] ?? after?.status}`
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
    }
  } finally {
    await pool.end()
  }
  const planned = await plans(url, statements)
  await removeApplications(url)
  return { borrowers, writtenS, rows, ms, cpuMs: cpuMs / ms.length, statementsPerDecision: counted / ms.length, outcomes, planned, loadBefore, loadAfter: loadavg()[0] ?? 0 }
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** User and system CPU of PostgreSQL backends, from /proc (fields 14 and 15, in clock ticks of 10 ms). */
async function backendCpuMs(pids: number[]): Promise<number> {
  let ms = 0
  for (const pid of pids) {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? []
    ms += (Number(fields[11]) + Number(fields[12])) * 10
  }
  return ms
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** Each read the job made, planned and run on `url` inside a transaction rolled back: its time and its plan's scans. */
async function plans(url: string, statements: Statement[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const lines: string[] = []
  try {
    for (const { sql, params } of statements) {
      if (!/^\s*(select|with)\b/i.test(sql)) continue
      await client.query('begin')
      try {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary on) ${sql.replace(/\s+for update\s*$/i, '')}`, params)
        const plan = rows.map((r) => r['QUERY PLAN'])
        const scans = plan.filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/^->\s*/, ''))
        const time = (label: string) => plan.find((l) => l.startsWith(label))?.replace(`${label}: `, '') ?? ''
        lines.push(`| \`${sql.replace(/\s+/g, ' ').slice(0, 140).replaceAll('|', '\\|')}…\` | ${time('Planning Time')} | ${time('Execution Time')} | ${scans.join('; ').replaceAll('|', '\\|')} |`)
      } finally {
        await client.query('rollback')
      }
    }
  } finally {
    await client.end()
  }
  return lines
}

const admin = await adminUrl()
const results: Measured[] = []
for (const size of SIZES) {
  console.error(`measuring ${size} borrowers`)
  results.push(await measure(admin, size))
}
const largest = results.at(-1)
const fmt = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '–')
const row = (m: Measured) => {
  const p99 = percentile(m.ms, 99)
  return `| ${m.borrowers.toLocaleString('en')} | ${m.rows.orders?.toLocaleString('en')} | ${m.rows.schedule_periods?.toLocaleString('en')} | ${Number.isFinite(m.writtenS) ? `${((m.writtenS ?? 0) / 60).toFixed(1)} min` : '–'} | ${m.ms.length} | ${fmt(percentile(m.ms, 50))} | ${fmt(p99)} | ${fmt(Math.max(...m.ms))} | ${p99 <= GOAL_P99_MS ? '✓' : '✗'} | ${fmt(m.cpuMs)} | ${m.statementsPerDecision.toFixed(1)} | ${m.loadBefore.toFixed(1)} → ${m.loadAfter.toFixed(1)} | ${[...m.outcomes].map(([k, v]) => `${k} ${v}`).join(', ')} |`
}
const report = `# The decision's speed (issue 36, "Speed")

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`${getPriority() === 0 ? '' : `nice -n ${getPriority()} `}npm run bench:decision\` (bench/decision.ts).
${machine()}

**Books**: the scale generator (bench/scale-data.ts, every borrower up to the size; 1–5 loans each over four lenders, with
schedules, payments, ledger, transitions and jobs), written into PostgreSQL 15 as scripts/start-postgres.sh starts it (fsync off,
shared_buffers 128 MB), each in its own database, by bench/decision-book.ts; "written in" is that run's time, the generator at
\`nice -n 19\` and its PostgreSQL backend at the server's priority.

**Method**: ${DECISIONS} new applications (after ${WARM_UP} not counted), each from a different borrower spread evenly over the
book, copying the borrower's latest loan (product, amount, term); each with a kept answer of the sandbox bureau, in turn a clean
file, three open loans, a late payment, arrears. Each decided by \`decideOrder\`, the 'decide' job's function, in this process on
a pool of 2 naming its statements as the server's does (each planned once a connection): lock, decision rules with the legal and affordability limits (the kept answer's debts and lenders), the scorecard
(the kept answer, the borrower's repaid loans), scores kept, fraud signals, the outcome written; time from the call to its commit.
Other work shares the machine's ${cpus().length} cores: the 1-minute load average before and after each size is in the table.

| Borrowers | Orders | Schedule periods | Written in | Decisions | p50 | p99 | max | p99 ≤ ${GOAL_P99_MS} ms | CPU a decision | Statements a decision | Load average | Outcomes |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | --- |
${results.map(row).join('\n')}

**CPU a decision**: this process's CPU and that of its two PostgreSQL backends (from /proc, in 10 ms ticks) over all the
decisions, divided by their number: what a decision costs the machine, which the load around it does not change.
**Statements a decision**: every statement the decisions sent (drizzle's logger), their transactions' begin and commit
included, divided by their number; an approval sends more than a refusal (the fraud signals, the terms).

**Every read the decisions made** (each statement once) on the largest book (${largest?.borrowers.toLocaleString('en') ?? '–'} borrowers), under EXPLAIN ANALYZE
(its rows are then in the cache): its planning, paid at every call of a statement sent unnamed and once a connection of
one sent named, its run, and each scan. An index scan reads the borrower's or the application's own rows; a sequential scan
would read a table whole, and grow with the book.

| Statement | Planning | Run | Scans |
| --- | ---: | ---: | --- |
${largest?.planned.join('\n') ?? ''}
`
await writeFile(join(ROOT, 'bench', 'decision-report.md'), report)
console.error(report)
