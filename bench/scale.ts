// Scale figure (issue 24): the borrower calls, a repayment and the back office's searches on a
// PostgreSQL of 1,000,000 borrowers and about 3,000,000 loans, beside the same calls on a
// database holding only the borrowers measured, and beside an API floor (bench/floor-server.ts)
// in the same run. Generates both databases (bench/scale-data.ts), measures, drops them.
// `nice -n 19 npm run bench:scale` writes bench/scale-report.md; bench/run.ts includes it.
// About 25 minutes on the 2-core machines here, most of it writing the data.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, getPriority, loadavg, setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { ADMIN_PREFIX } from '../contract/admin/endpoints'
import type { PortfolioData } from '../contract/admin/schemas/reports'
import { addDays } from '../contract/loan-extension'
import { MARKETS } from '../contract/market'
import { localToday } from '../contract/market/local-time'
import { type Db, openDatabase } from '../server/db/client'
import { collectionAgents } from '../server/domain/staff/collections/assignments'
import { todayForCompany } from '../server/domain/markets/local-days'
import { listOverdue } from '../server/domain/staff/collections/overdue-loans'
import { portfolio } from '../server/domain/staff/reports/portfolio'
import { createStaff } from '../server/domain/staff/staff-accounts'
import { createStaffSession } from '../server/domain/staff/staff-sessions'
import { type ServerProcess, startServerProcess } from '../test/support/server-process'
import { machine } from './report'
import { type SlowestStatement, slowestStatement } from './scale-plans'
import { generateScaleData, SCALE_PASSWORD, type ScaleShape, sessionToken, writtenAt } from './scale-data'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** The server as production runs it (`node dist-server/main.js`), bundled from the sources at the start of the run; inside the project, where the bundle finds node_modules. */
const SERVER_BUILD = join(ROOT, '.tmp', `scale-server-${process.pid}`)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
/** Fewer than the server's pool of 20: a request never waits for a connection. */
const CONNECTIONS = 16
/** BENCH_SCALE_BORROWERS=20000 gives a quick run to try the figure out; the report's figures are at a million. */
const BORROWERS = Number(process.env.BENCH_SCALE_BORROWERS ?? 1_000_000)
/** The small database holds every 100th borrower: the 10,000 whose calls are measured in both. */
const SAMPLE_EVERY = 100
/** Before each call's runs, up to this long for the 1-minute load average to fall to the core count. */
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_S ?? 60) * 1000
/**
 * BENCH_SCALE_KEEP=1 keeps the two databases and prints their suffix; BENCH_SCALE_REUSE=<suffix>
 * measures them again without writing them anew (the half hour of a run), e.g. after a change to
 * the request path. Payment pages and repayments of earlier runs stay in them. Of the two, one
 * that is not there is written (drop the small one after a change to its shape: minutes, not the half hour).
 */
const REUSE = process.env.BENCH_SCALE_REUSE
/** BENCH_SCALE_ONLY=<part of a call's name> measures only the calls whose name has it. */
const ONLY = process.env.BENCH_SCALE_ONLY
const GOAL_P99_GROWTH = 1.5
const GOAL_READ_SHARE = 0.5

type Envelope = { code: number; msg: string; data: unknown }
type Borrower = { id: number; token: string; orderId: number; status: number; companyId: number; mobile: string; name: string }

/** One database with its server and what the calls need from it. */
type Side = {
  label: 'empty' | 'full'
  url: string
  server: ServerProcess
  borrowers: Borrower[]
  repaying: Borrower[]
  /** Borrowers of the staff member's lender (company 1): the back office searches for them. */
  ofStaffCompany: Borrower[]
  /** Those of them whose latest loan is late: in the lender's collections list. */
  late: Borrower[]
  staffToken: string
  /** Payment pages opened by the recharge run, paid by the completion run. */
  payments: string[]
}

type Request = { path: string; headers: Record<string, string>; body: unknown }
type Call = {
  name: string
  /** Borrower reads are held to half the floor's throughput; every call to its p99 growth. */
  borrowerRead: boolean
  request: (side: Side, n: number) => Request
  expect?: (answer: Envelope, request: Request) => boolean
  /** A fixed number of requests instead of a fixed time, for calls that use something up. */
  amount?: (sides: Side[]) => number
  onAnswer?: (side: Side, answer: Envelope) => void
  /** The back office's p99 goal at full size (issue 23); a miss puts the slowest statement's plan in the report. */
  goalMs?: number
  /** What the call runs on the database, for that plan. */
  explain?: (db: Db, side: Side) => Promise<unknown>
  /** Sets each side up just before it is measured (the sessions' last use). */
  before?: (side: Side) => Promise<void>
}

type Measured = { rps: number; p50: number; p99: number; requests: number; bytes: number; wrong: Map<string, number>; errors: number }

const json = { 'content-type': 'application/json' }
const borrowerCall = (path: string, body: (b: Borrower, n: number) => unknown) => (side: Side, n: number) => {
  const b = side.borrowers[n % side.borrowers.length] as Borrower
  return { path: `/jackey${path}`, headers: { ...json, authorization: b.token }, body: body(b, n) }
}
const staffCall = (path: string, body: (side: Side, n: number) => unknown) => (side: Side, n: number) => ({
  path: `${ADMIN_PREFIX}${path}`,
  headers: { ...json, authorization: side.staffToken },
  body: body(side, n),
})
const pick = <T>(list: T[], n: number) => list[n % list.length] as T
/** The portfolio report's range: the month before this one, as the back office opens it. */
function lastWholeMonth(): { from: string; to: string } {
  const now = new Date()
  const day = (d: Date) => d.toISOString().slice(0, 10)
  return { from: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))), to: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))) }
}
/** The national form a person types: +66 81 234 5678 → 0812345678. */
const national = (mobile: string) => `0${mobile.slice(3)}`

/**
 * The start-up jobs at full size: the overdue marking over every schedule, the provider check, and
 * the first daily portfolio snapshot (yesterday's, every lender's open loans: minutes each).
 */
const SETTLE_WAIT_MS = 30 * 60_000
/** Today in the first lender's market. */
const bangkokToday = () => localToday(MARKETS.TH.timeZone, new Date())
/** Yesterday in the first lender's market (Bangkok): the day the start-up snapshot job writes. */
function yesterday(): { from: string; to: string } {
  const day = addDays(bangkokToday(), -1)
  return { from: day, to: day }
}
/** From the first of this month to today, in Bangkok. */
function thisMonthSoFar(): { from: string; to: string } {
  const today = bangkokToday()
  return { from: `${today.slice(0, 8)}01`, to: today }
}
/** Issue 23's figure: the collections list, its searches and the PAR report each within this p99 at full size. */
const STAFF_GOAL_MS = 300
/** The collections list as the back office asks for it (company 1, the staff member's). */
function collectionsCall(name: string, body: (side: Side, n: number) => { bucket?: '8-30'; query?: string }): Call {
  return {
    name,
    borrowerRead: false,
    request: staffCall('/collections/list', body),
    goalMs: STAFF_GOAL_MS,
    explain: async (db, side) => {
      await listOverdue(db, 1, new Date(), body(side, 0))
      await collectionAgents(db, 1)
    },
  }
}

/** The portfolio report of a range of the first lender, measured once a first call has had its days written. */
function portfolioCall(name: string, what: string, range: () => { from: string; to: string }): Call {
  return {
    name,
    borrowerRead: false,
    request: staffCall('/reports/portfolio', range),
    expect: (a) => a.code === 0 && (a.data as PortfolioData).state === 'ready',
    goalMs: STAFF_GOAL_MS,
    explain: (db) => portfolio(db, 1, new Date(), range()),
    before: untilPortfolioReady(what, range),
  }
}

/**
 * A session is written (last_seen_at) on its first call after a minute's quiet, then read only:
 * the borrower reads are measured as a borrower using the app calls them, their sessions used a
 * moment ago; the write is a call of its own, from sessions last used two minutes ago.
 */
const lastSeen = (ago: string) => async (side: Side) =>
  void (await query(side.url, `update sessions set last_seen_at = now() - interval '${ago}' where user_id = any($1)`, [side.borrowers.map((b) => b.id)]))
const sessionsInUse = lastSeen('0 s')
const sessionsQuiet = lastSeen('2 minutes')

const CALLS: Call[] = [
  { name: '/user/info', borrowerRead: true, request: borrowerCall('/user/info', () => ({})), before: sessionsInUse },
  {
    name: "/user/info, the session's first call after a minute (also writes its last_seen_at)",
    borrowerRead: false,
    request: borrowerCall('/user/info', () => ({})),
    amount: (sides) => Math.min(...sides.map((side) => side.borrowers.length)),
    before: sessionsQuiet,
  },
  { name: '/loan/getUserOrderList', borrowerRead: true, request: borrowerCall('/loan/getUserOrderList', () => ({})), before: sessionsInUse },
  {
    name: '/loan/orderInfo (latest loan, any status)',
    borrowerRead: true,
    request: borrowerCall('/loan/orderInfo', (b) => ({ loanOrderId: b.orderId })),
    before: sessionsInUse,
  },
  {
    name: 'back office: borrower search by phone',
    borrowerRead: false,
    request: staffCall('/borrowers/search', (side, n) => ({ query: national(pick(side.ofStaffCompany, n).mobile) })),
    expect: (a) => a.code === 0 && Array.isArray(a.data) && a.data.length === 1,
  },
  { name: 'back office: borrower timeline', borrowerRead: false, request: staffCall('/borrowers/timeline', (side, n) => ({ userId: pick(side.ofStaffCompany, n).id })) },
  { name: 'back office: review queue', borrowerRead: false, request: staffCall('/review/queue', () => ({})) },
  { name: 'back office: disbursements needing attention', borrowerRead: false, request: staffCall('/money/disbursements', () => ({})) },
  { name: 'back office: repayments and overdue periods', borrowerRead: false, request: staffCall('/money/repayments', () => ({})) },
  collectionsCall('back office: collections, loans 8–30 days late', () => ({ bucket: '8-30' })),
  collectionsCall('back office: collections search by phone', (side, n) => ({ query: national(pick(side.ofStaffCompany, n).mobile) })),
  {
    // A late borrower's full name as typed: the answer must hold that borrower's loan.
    ...collectionsCall('back office: collections search by name', (side, n) => ({ query: pick(side.late, n).name })),
    expect: (a, request) => a.code === 0 && (a.data as { items: { realName: string }[] }).items.some((item) => item.realName === (request.body as { query: string }).query),
  },
  collectionsCall('back office: collections search by order number', (side, n) => ({ query: String(pick(side.ofStaffCompany, n).orderId) })),
  portfolioCall("back office: portfolio report for yesterday (PAR from the job's daily snapshot)", 'yesterday', yesterday),
  // A month whose days the daily job has not written (the bench's book is a day old): the first
  // call has a job write them (untilPortfolioReady times it), the calls measured read them.
  portfolioCall('back office: portfolio report (PAR, roll rates; last whole month, prepared by a job on the first call)', 'last month', lastWholeMonth),
  // Ends today: the figures end at the last closed day, whose snapshot the start-up job writes.
  portfolioCall('back office: portfolio report for this month so far (up to the last closed day)', 'this month', thisMonthSoFar),
  {
    name: 'repayment 1/2: /loan/recharge (opens a payment page)',
    borrowerRead: false,
    request: (side, n) => {
      const b = pick(side.repaying, n)
      // A different amount each time round, so that each request opens a page of its own.
      return { path: '/jackey/loan/recharge', headers: { ...json, authorization: b.token }, body: { loanOrderId: b.orderId, amt: 100 + Math.floor(n / side.repaying.length) } }
    },
    onAnswer: (side, answer) => {
      if (answer.code === 0) side.payments.push((answer.data as { paymentId: string }).paymentId)
    },
  },
  {
    name: 'repayment 2/2: payment received (schedule, ledger, status)',
    borrowerRead: false,
    request: (side, n) => ({ path: '/jackey/sandbox/payments/complete', headers: json, body: { paymentId: pick(side.payments, n) } }),
    amount: (sides) => Math.min(...sides.map((s) => s.payments.length)),
  },
]

async function load(
  base: string,
  request: (n: number) => Request,
  run: { duration: number } | { amount: number },
  expect: (a: Envelope, request: Request) => boolean,
  onAnswer?: (a: Envelope) => void,
): Promise<Measured> {
  let next = 0
  const wrong = new Map<string, number>()
  // autocannon rounds a run up to whole samples; the last response gives its real length.
  const started = performance.now()
  let last = started
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...run,
    requests: [
      {
        method: 'POST',
        // A connection's context holds its request until the answer comes (one request in flight per connection).
        setupRequest: (req, context: { request?: Request }) => {
          context.request = request(next++)
          const { path, headers, body } = context.request
          // autocannon writes Content-Length into the headers it is given: a shared object (`json`) would carry it into later fetches.
          return { ...req, path, headers: { ...headers }, body: JSON.stringify(body) }
        },
        onResponse: (status, body, context: { request?: Request }) => {
          last = performance.now()
          let answer: Envelope | undefined
          try {
            answer = JSON.parse(body) as Envelope
          } catch {
            answer = undefined
          }
          if (answer) onAnswer?.(answer)
          if (status === 200 && answer && context.request && expect(answer, context.request)) return
          const key = answer ? `code ${answer.code}` : `HTTP ${status}`
          wrong.set(key, (wrong.get(key) ?? 0) + 1)
        },
      },
    ],
  })
  const seconds = (last - started) / 1000
  const requests = result.requests.total
  // No answer at all (each request past autocannon's 10 s time-out): no throughput, no latency.
  if (requests === 0) return { rps: 0, p50: Number.NaN, p99: Number.NaN, requests, bytes: 0, wrong, errors: result.errors + result.timeouts }
  return { rps: requests / seconds, p50: result.latency.p50, p99: result.latency.p99, requests, bytes: result.throughput.total / requests, wrong, errors: result.errors + result.timeouts }
}

/** Each side's wait for each range, from the first call for its portfolio report until the job had written its days. */
const portfolioPrepared = new Map<string, string>()
/** Writing a month end at a million borrowers rebuilds every open loan's position twice (the month before's too): minutes. */
const PREPARE_WAIT_MS = 30 * 60_000

function untilPortfolioReady(what: string, range: () => { from: string; to: string }): (side: Side) => Promise<void> {
  return async (side) => {
    const started = performance.now()
    const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
    const note = (text: string) => {
      portfolioPrepared.set(`${what} ${side.label}`, `${what}, ${text}`)
      console.error(`  portfolio report until ready: ${what}, ${text}`)
    }
    let days: string[] = []
    while (performance.now() - started < PREPARE_WAIT_MS) {
      const response = await fetch(`${side.server.url}${ADMIN_PREFIX}/reports/portfolio`, { method: 'POST', headers: { ...json, authorization: side.staffToken }, body: JSON.stringify(range()) })
      const text = await response.text()
      if (!text.startsWith('{')) return note(`${side.label}: HTTP ${response.status} "${text.slice(0, 80)}" after ${took()}`)
      const answer = JSON.parse(text) as Envelope
      if (answer.code !== 0) return note(`${side.label}: code ${answer.code}, ${answer.msg} after ${took()}`)
      const data = answer.data as PortfolioData
      if (data.state === 'ready') {
        const written = days.length > 3 ? `${days.length} days, ${days[0]} to ${days.at(-1)}` : days.join(', ')
        return note(`${side.label} ${took()}${days.length > 0 ? ` (${written} written by the job)` : ' (already written)'}`)
      }
      days = data.days
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
    note(`${side.label}: still preparing after ${took()}`)
  }
}

/**
 * One call of the lender's ledger check, for yesterday, a whole day (from the balances kept for the
 * day before and the day's lines): timed once, not held to the goals.
 */
async function reconciliation(side: Side): Promise<string> {
  const started = performance.now()
  const took = () => `${side.label} ${((performance.now() - started) / 1000).toFixed(2)} s`
  try {
    const response = await fetch(`${side.server.url}${ADMIN_PREFIX}/money/reconciliation`, { method: 'POST', headers: { ...json, authorization: side.staffToken }, body: JSON.stringify({ date: yesterday().to }) })
    const answer = (await response.json()) as Envelope
    return `${took()} (${answer.code === 0 ? 'answered' : `code ${answer.code}, ${answer.msg}`})`
  } catch (error) {
    // The figures above are kept whatever happens to this one call.
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error)
    return `${took()} (no answer: ${cause})`
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** The repayment runs pay a loan 100 and a little more each time: loans owing less than this are left out. */
const MIN_OWED_TO_REPAY_MINOR = 1_000_00

/** The measured borrowers with their latest loan, and a staff member of company 1 signed in. */
async function prepareSide(label: Side['label'], url: string, dataDir: string): Promise<Side> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2, migrate: false })
  let staffToken: string
  let today: string
  try {
    const now = new Date()
    const staff = await createStaff(database.db, { name: `scale-bench-${randomBytes(3).toString('hex')}`, password: SCALE_PASSWORD, roles: ['reviewer', 'support', 'money', 'collections'], totp: false, companyId: 1 }, now)
    staffToken = await createStaffSession(database.db, staff.id, now)
    today = await todayForCompany(database.db, 1, now)
  } finally {
    await database.close()
  }
  // What a loan still owes: the runs before this one on a kept database paid some loans down to
  // less than a repayment run asks (100 and up), which the server rightly refuses (40001).
  const rows = await query<{ id: number; company_id: number; mobile: string; real_name: string; order_id: number; status: number; late: boolean; owed_minor: string }>(
    url,
    `select u.id, u.company_id, u.mobile, u.real_name, o.id as order_id, o.status, o.status = 4 and o.oldest_unpaid_due < $2::date as late,
       (select coalesce(sum(amount_minor - paid_minor), 0) from schedule_periods where order_id = o.id) as owed_minor from users u
     cross join lateral (select id, status, oldest_unpaid_due from orders where user_id = u.id order by id desc limit 1) o
     where u.id % $1 = 0 order by u.id`,
    [SAMPLE_EVERY, today],
  )
  const borrower = (r: (typeof rows)[number]): Borrower => ({ id: r.id, token: sessionToken(r.id), orderId: r.order_id, status: r.status, companyId: r.company_id, mobile: r.mobile, name: r.real_name })
  const borrowers = rows.map(borrower)
  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' }, join(SERVER_BUILD, 'main.js'))
  return {
    label,
    url,
    server,
    borrowers,
    repaying: rows.filter((r) => r.status === 4 && Number(r.owed_minor) >= MIN_OWED_TO_REPAY_MINOR).map(borrower),
    ofStaffCompany: borrowers.filter((b) => b.companyId === 1),
    late: rows.filter((r) => r.company_id === 1 && r.late).map(borrower),
    staffToken,
    payments: [],
  }
}

/**
 * The start-up jobs (SETTLE_WAIT_MS; the reminder planning) done, so that
 * they do not run under the load. The reminders the generated book calls for would go out by the
 * thousand at once; a bench sends none of them: they are marked done.
 */
async function settled(url: string): Promise<void> {
  let due: { kind: string; n: string }[] = []
  for (const deadline = Date.now() + SETTLE_WAIT_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 1_000))) {
    due = await query<{ kind: string; n: string }>(url, "select kind, count(*) as n from jobs where done_at is null and run_at <= now() and kind <> 'reminder' group by kind")
    if (due.length === 0) {
      await query(url, "update jobs set done_at = now() where kind = 'reminder' and done_at is null")
      return
    }
  }
  throw new Error(`start-up jobs still due after ${SETTLE_WAIT_MS / 60_000} minutes: ${due.map((d) => `${d.kind} ${d.n}`).join(', ')}`)
}

/**
 * Keeps the PostgreSQL backends that serve the bench's databases at the bench's own priority: run
 * under `nice -n 19`, the servers and the load generator yield to other work on the machine, and
 * so must the backends (PostgreSQL's children, not ours), or the floor, which is mostly database
 * work, would be measured at a higher priority than the real server, which is mostly Node.
 */
function followPriority(adminUrl: string, names: string[]): () => Promise<void> {
  const priority = getPriority()
  const client = new pg.Client({ connectionString: adminUrl })
  // A PostgreSQL restarted under the bench fails the bench's own queries; this one just stops.
  client.on('error', () => undefined)
  const connected = client.connect()
  const timer = setInterval(() => {
    void connected
      .then(() => client.query<{ pid: number }>('select pid from pg_stat_activity where datname = any($1)', [names]))
      .then(({ rows }) => {
        for (const { pid } of rows) {
          try {
            setPriority(pid, priority)
          } catch {
            // Another user's PostgreSQL: its backends keep their priority.
          }
        }
      })
      .catch(() => undefined)
  }, 250)
  return async () => {
    clearInterval(timer)
    await connected.then(() => client.end()).catch(() => undefined)
  }
}

/** Waits (up to `ms`) for the machine to be as quiet as it gets while others work on it; answers the load average then. */
async function quiet(ms: number): Promise<number> {
  const cores = cpus().length
  for (const deadline = Date.now() + ms; (loadavg()[0] ?? 0) > cores && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 5_000))
  return loadavg()[0] ?? 0
}

const TABLES = ['users', 'orders', 'schedule_periods', 'disbursements', 'repayments', 'ledger_lines', 'order_transitions', 'jobs', 'audit_log']

async function counts(url: string): Promise<Map<string, number>> {
  const rows = await query<{ name: string; n: string }>(url, TABLES.map((t) => `select '${t}' as name, count(*) as n from ${t}`).join(' union all '))
  const [size] = await query<{ size: string }>(url, 'select pg_database_size(current_database()) as size')
  return new Map([...rows.map((r): [string, number] => [r.name, Number(r.n)]), ['bytes', Number(size?.size)]])
}

const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : 'no answer')
const ratio = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '–')
const int = (v: number) => Math.round(v).toLocaleString('en-US')
const mark = (ok: boolean) => (ok ? '✓' : '✗')

type Round = { call: Call; loadBefore: number; floor: Measured; empty: Measured; full: Measured }

function resultsTable(rounds: Round[]): string {
  const lines = [
    '| call | floor rps · p99 | empty rps · p99 | full rps · p99 | full rps ÷ floor | full p99 ÷ floor | full p99 ÷ empty | goals | answer size empty / full | unexpected answers (empty / full) | load average before |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const { call, loadBefore, floor, empty, full } of rounds) {
    const growth = full.p99 / empty.p99
    const share = full.rps / floor.rps
    // A NaN (no answer in a run) fails the goal.
    const goals = [`p99 growth ≤ ${GOAL_P99_GROWTH}× ${mark(growth <= GOAL_P99_GROWTH)}`]
    if (call.goalMs) goals.push(`p99 ≤ ${call.goalMs} ms ${mark(full.p99 <= call.goalMs)}`)
    if (call.borrowerRead) goals.push(`≥ ${GOAL_READ_SHARE * 100}% of floor rps ${mark(share >= GOAL_READ_SHARE)}`)
    const unexpected = (m: Measured) => {
      const kinds = [...m.wrong, ...(m.errors ? ([['time-outs and socket errors', m.errors]] as const) : [])]
      const n = kinds.reduce((a, [, v]) => a + v, 0)
      return n ? `${n} (${kinds.map(([k, v]) => `${k} ×${v}`).join(', ')})` : '0'
    }
    const cell = (m: Measured) => `${int(m.rps)} · ${ms(m.p99)}`
    lines.push(
      `| ${call.name} | ${cell(floor)} | ${cell(empty)} | ${cell(full)} | ${ratio(share)} | ${ratio(full.p99 / floor.p99)} | ${ratio(growth)} | ${goals.join('; ')} | ${int(empty.bytes)} B / ${int(full.bytes)} B | ${unexpected(empty)} / ${unexpected(full)} | ${loadBefore.toFixed(1)} |`,
    )
  }
  return lines.join('\n')
}

function dataTable(empty: Map<string, number>, full: Map<string, number>): string {
  const lines = ['| rows | empty | full |', '|---|---|---|']
  for (const table of TABLES) lines.push(`| ${table} | ${int(empty.get(table) ?? 0)} | ${int(full.get(table) ?? 0)} |`)
  const gb = (m: Map<string, number>) => `${((m.get('bytes') ?? 0) / 2 ** 30).toFixed(2)} GiB`
  lines.push(`| database size | ${gb(empty)} | ${gb(full)} |`)
  return lines.join('\n')
}

function summary(rounds: Round[]): string {
  const misses = rounds.flatMap(({ call, floor, empty, full }) => [
    ...(!(full.p99 / empty.p99 <= GOAL_P99_GROWTH) ? [`${call.name}: p99 ${ratio(full.p99 / empty.p99)} the empty database's`] : []),
    ...(call.goalMs && !(full.p99 <= call.goalMs) ? [`${call.name}: p99 ${ms(full.p99)} at full size`] : []),
    ...(call.borrowerRead && full.rps / floor.rps < GOAL_READ_SHARE ? [`${call.name}: ${Math.round((100 * full.rps) / floor.rps)}% of the floor's throughput`] : []),
  ])
  return misses.length === 0 ? 'Every goal met in this run.' : `Goals missed in this run: ${misses.join('; ')}.`
}

function plansSection(plans: { call: Call; slowest: SlowestStatement }[]): string {
  if (plans.length === 0) return ''
  const each = plans.map(
    ({ call, slowest }) =>
      `**${call.name}** (${slowest.statements} statements; the slowest ran ${ms(slowest.ms)} under EXPLAIN ANALYZE on the full database):\n\n\`\`\`sql\n${slowest.sql}\n\`\`\`\n\n\`\`\`\n${slowest.plan}\n\`\`\``,
  )
  return [`### The plans that hold back the calls over their p99 goal\n\nWhy, and what would fix each: docs/scaling.md and docs/portfolio-figures.md.`, ...each].join('\n\n')
}

const exists = async (admin: string, name: string) => (await query(admin, 'select 1 from pg_database where datname = $1', [name])).length > 0
/** With BENCH_SCALE_REUSE, one of the two databases already written: the other is written against its clock. */
async function keptDatabase(admin: string, names: string[]): Promise<string | undefined> {
  if (!REUSE) return undefined
  for (const name of names) if (await exists(admin, name)) return name
  return undefined
}

async function adminUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  const { stdout } = await promisify(execFile)('bash', [join(ROOT, 'scripts/start-postgres.sh')], { timeout: 60_000 })
  return stdout.trim().split('\n').pop() ?? ''
}

export async function scaleSection(): Promise<{ title: string; markdown: string }> {
  const admin = await adminUrl()
  const suffix = REUSE ?? randomBytes(4).toString('hex')
  if (process.env.BENCH_SCALE_KEEP) console.error(`  databases kept after the run: BENCH_SCALE_REUSE=${suffix}`)
  const names = { empty: `scale_empty_${suffix}`, full: `scale_full_${suffix}` }
  const dataDir = await mkdtemp(join(tmpdir(), 'jackey-scale-'))
  const sides: Side[] = []
  let floor: ServerProcess | undefined
  const stopFollowing = followPriority(admin, Object.values(names))
  try {
    const kept = await keptDatabase(admin, Object.values(names))
    const now = kept ? await writtenAt(databaseUrl(admin, kept)) : new Date()
    const generated: Record<string, number> = {}
    for (const [label, shape] of [
      ['empty', { step: SAMPLE_EVERY, last: BORROWERS, now }],
      ['full', { step: 1, last: BORROWERS, now }],
    ] as [Side['label'], ScaleShape][]) {
      if (REUSE && (await exists(admin, names[label]))) continue
      await query(admin, `create database ${names[label]}`)
      const url = databaseUrl(admin, names[label])
      const started = performance.now()
      await (await openDatabase({ databaseUrl: url, poolSize: 1 })).close()
      await generateScaleData(url, shape, (step, seconds) => console.error(`  ${label}: ${step} ${seconds.toFixed(1)} s`))
      generated[label] = (performance.now() - started) / 1000
    }
    const [emptyCounts, fullCounts] = [await counts(databaseUrl(admin, names.empty)), await counts(databaseUrl(admin, names.full))]
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--outdir', SERVER_BUILD], { cwd: ROOT })
    for (const label of ['empty', 'full'] as const) sides.push(await prepareSide(label, databaseUrl(admin, names[label]), dataDir))
    const fullUrl = databaseUrl(admin, names.full)
    floor = await startServerProcess({ DATABASE_URL: fullUrl, NODE_OPTIONS: '--import tsx' }, join(ROOT, 'bench/floor-server.ts'))
    for (const side of sides) await settled(side.url)
    const [empty, full] = sides as [Side, Side]
    const floorIds = full.borrowers.map((b) => b.id)
    const floorRun = (run: { duration: number } | { amount: number }) =>
      load(floor?.url ?? '', (n) => ({ path: '/floor', headers: json, body: { id: pick(floorIds, n) } }), run, (a) => a.code === 0 && a.data !== null)
    // Warm: JIT, connection pools, the planner's caches.
    await floorRun({ duration: 3 })
    for (const side of sides) await load(side.server.url, (n) => (CALLS[0] as Call).request(side, n), { duration: 3 }, () => true)
    const loadStart = await quiet(10 * QUIET_WAIT_MS)
    const rounds: Round[] = []
    for (const call of CALLS.filter((c) => !ONLY || c.name.includes(ONLY))) {
      const run = call.amount ? { amount: Math.max(1, call.amount(sides)) } : { duration: DURATION_S }
      const measure = async (side: Side) => {
        await call.before?.(side)
        return load(side.server.url, (n) => call.request(side, n), run, call.expect ?? ((a) => a.code === 0), call.onAnswer && ((a) => call.onAnswer?.(side, a)))
      }
      const loadBefore = await quiet(QUIET_WAIT_MS)
      const round: Round = { call, loadBefore, floor: await floorRun(run), empty: await measure(empty), full: await measure(full) }
      rounds.push(round)
      console.error(`  ${call.name}: floor ${int(round.floor.rps)} rps, empty ${int(round.empty.rps)} rps ${ms(round.empty.p99)}, full ${int(round.full.rps)} rps ${ms(round.full.p99)}`)
    }
    const ledgerCheck = [await reconciliation(empty), await reconciliation(full)]
    const plans: { call: Call; slowest: SlowestStatement }[] = []
    for (const { call, full: measured } of rounds) {
      if (call.explain && call.goalMs && !(measured.p99 <= call.goalMs)) plans.push({ call, slowest: await slowestStatement(full.url, (db) => call.explain?.(db, full) ?? Promise.resolve()) })
    }
    const [version] = await query<{ v: string; sb: string; fsync: string }>(admin, "select current_setting('server_version') as v, current_setting('shared_buffers') as sb, current_setting('fsync') as fsync")
    const markdown = [
      `PostgreSQL ${version?.v} on this machine (fsync ${version?.fsync}, shared_buffers ${version?.sb}, otherwise the defaults, as scripts/start-postgres.sh starts it); ${cpus().length} cores shared by PostgreSQL, the servers and the load generator. ` +
        `Every process of the bench runs at the priority it was started with (\`nice -n 19\`), and so do the PostgreSQL backends serving its databases. ` +
        `Other work on the machine takes cores: before each call the bench waits up to ${QUIET_WAIT_MS / 1000} s for the 1-minute load average to fall to ${cpus().length}, and the table gives it; ` +
        `at the start of the measuring it was ${loadStart.toFixed(1)}, at the end ${(loadavg()[0] ?? 0).toFixed(1)}. Compare the figures of one row, measured within a minute of each other.`,
      `**Data** (bench/scale-data.ts, set-based SQL inside PostgreSQL at the lowest CPU priority, then VACUUM ANALYZE): ${int(BORROWERS)} borrowers over four lenders (two Thai, two Philippine), 1–5 loans each — earlier ones settled, refused or cancelled, the latest in any status, a third being repaid, 12% of those behind — ` +
        `with their schedules, payouts, repayments (period by period or one early payoff), balanced ledger entries, status changes, done jobs and the reviewers' audit trail. ` +
        `"Empty" is the same generator keeping every ${SAMPLE_EVERY}th borrower, the ${int(empty.borrowers.length)} borrowers measured, with the same rows and ids as in the full database, ` +
        `and the ${int((emptyCounts.get('users') ?? 0) - empty.borrowers.length)} whose latest loan waits for a reviewer or a payout, or is the first lender's and being repaid behind, so that the review queue, the payouts needing attention and the collections list show the same page at both sizes. ` +
        `${Object.keys(generated).length === 0 ? 'Written by an earlier run and measured again.' : `Written in ${Object.entries(generated).map(([label, seconds]) => `${Math.round(seconds)} s (${label})`).join(' and ')}.`}`,
      dataTable(emptyCounts, fullCounts),
      `**Method**: the real server as production runs it (\`node\` on the bundle of scripts/build-server.ts, built from the sources at the start of the run; API only, pool of 20) on each database, and the floor (bench/floor-server.ts: Hono and a \`pg\` pool of 20 reading one \`users\` row by primary key, also under tsx) on the full one, each its own process on 127.0.0.1; ` +
        `autocannon from this process with ${CONNECTIONS} connections. For each call the floor, the empty and the full database run one after the other, ${DURATION_S} s each ` +
        `(the payment completion: a fixed number of requests, each paying one page the recharge run opened). Borrower calls rotate over the sampled borrowers' session tokens (each borrower is asked once or twice in a run, so the full database answers from rows not read just before); ` +
        `staff calls are a reviewer-support-money member of the first lender, searching its borrowers by the phone number as typed. rps: responses ÷ run time; p99 in ms.`,
      resultsTable(rounds),
      summary(rounds),
      plansSection(plans),
      `The portfolio reports of yesterday, the last whole month and this month so far, each first asked for before its row: the days they need (the month end's positions and roll counts, every closed day's flows) are written by a job on that first call (docs/portfolio-figures.md), the row measures the calls once it is ready; ` +
        `from the first call until ready, polling every 2 s: ${[...portfolioPrepared.values()].join('; ') || 'not measured'}.`,
      `Not held to the goals: /money/reconciliation, yesterday's ledger check, from each account's balance kept for the day before and the day's own lines (docs/scaling.md), one call each: ${ledgerCheck.join('; ')}.`,
    ].join('\n\n')
    return { title: `Scale: ${int(BORROWERS)} borrowers against an empty database, beside an API floor`, markdown }
  } finally {
    await floor?.stop()
    for (const side of sides) await side.server.stop()
    await stopFollowing()
    if (!process.env.BENCH_SCALE_KEEP && !REUSE) for (const name of Object.values(names)) await query(admin, `drop database if exists ${name} with (force)`)
    await rm(dataDir, { recursive: true, force: true })
    await rm(SERVER_BUILD, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { title, markdown } = await scaleSection()
  const only = ONLY ? ` with \`BENCH_SCALE_ONLY=${ONLY}\`: only the calls whose name holds it` : ''
  const report = `# ${title}\n\nWritten by \`npm run bench:scale\` (bench/scale.ts)${only}.\n\n${machine()}\n\n${markdown}\n`
  await writeFile(join(ROOT, 'bench/scale-report.md'), report)
  console.log(report)
}
