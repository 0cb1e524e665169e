// Load benchmark (issue 5): requests per second and latency of /loan/orderInfo and
// /user/withdraw against the real server process on loopback, on PGlite and on PostgreSQL.
// `npx tsx bench/load.ts` prints the report and writes bench/load-report.md; bench/run.ts
// can include it through loadSection().
import { execFile } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import pg from 'pg'
import { completeProfileOverHttp, uploadSignatureOverHttp } from '../test/support/profile-over-http'
import { type ServerProcess, startServerProcess } from '../test/support/server-process'
import { DEMO, newPhone } from '../test/support/test-app'
import { hashSecret, verifySecret } from '../server/domain/accounts/passwords'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CONNECTIONS = 20
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
/** Each borrower's order can be withdrawn from once, so the write path needs one per request. */
const BORROWERS = Number(process.env.BENCH_BORROWERS ?? 200)
/** Wrong PINs per borrower: stays under the lock-out of five, after which argon2 is skipped. */
const WRONG_PINS_EACH = 2
const PREPARE_CONCURRENCY = 8
const PIN = '246810'
const CARD = '1234567890'

type Borrower = { token: string; orderId: number; balance: number; ip: string }
type Envelope = { code: number; msg: string; data: unknown }

async function call(base: string, path: string, body: unknown, b: { token?: string; ip: string }): Promise<Envelope> {
  // The server trusts X-Forwarded-For here (TRUST_PROXY) so that each borrower has an address
  // of their own: the SMS limit of 50 codes an hour per address would stop the set-up otherwise.
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': b.ip }
  if (b.token) headers.authorization = b.token
  const response = await fetch(`${base}/jackey${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  const answer = (await response.json()) as Envelope
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg}`)
  return answer
}

/** A borrower with a signed order in status 9 and a PIN, built through the API as the app does. */
async function prepareBorrower(base: string, index: number): Promise<Borrower> {
  const ip = `10.77.${index >> 8}.${index & 255}`
  const mobile = newPhone()
  const smsCode = async () => ((await call(base, '/sandbox/sms/last', { mobile }, { ip })).data as { code: string }).code
  await call(base, '/sms/register', { mobile, ...DEMO }, { ip })
  const registered = await call(base, '/user/register', { mobile, password: 'correct horse 1', smsCode: await smsCode(), ...DEMO }, { ip })
  const token = (registered.data as { token: string }).token
  await completeProfileOverHttp(base, token)
  await uploadSignatureOverHttp(base, token)
  const applied = await call(base, '/loan/apply', { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }, { token, ip })
  const orderId = (applied.data as { loanOrderId: number }).loanOrderId
  // The decision is a queued job; the server's worker polls every 500 ms.
  for (let tries = 0; ; tries++) {
    const info = (await call(base, '/loan/orderInfo', { loanOrderId: orderId }, { token, ip })).data as { status: number }
    if (info.status === 3) break
    if (tries > 240) throw new Error(`order ${orderId} stayed in status ${info.status}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  await call(base, '/loan/contract/accept', { loanOrderId: orderId }, { token, ip })
  await call(base, '/sms/withdrawPin', {}, { token, ip })
  await call(base, '/user/withdrawPin/set', { pin: PIN, smsCode: await smsCode() }, { token, ip })
  const info = (await call(base, '/loan/orderInfo', { loanOrderId: orderId }, { token, ip })).data as { status: number; balance: number }
  if (info.status !== 9) throw new Error(`order ${orderId} is in status ${info.status}, not 9`)
  return { token, orderId, balance: info.balance, ip }
}

async function prepareBorrowers(base: string, count: number): Promise<Borrower[]> {
  const borrowers: Borrower[] = []
  let next = 0
  const worker = async () => {
    while (next < count) borrowers.push(await prepareBorrower(base, next++))
  }
  await Promise.all(Array.from({ length: PREPARE_CONCURRENCY }, worker))
  return borrowers
}

type Scenario = {
  name: string
  path: '/loan/orderInfo' | '/user/withdraw'
  /** Fixed run time, or a fixed number of requests when each one uses up something (an order, a PIN try). */
  run: { duration: number } | { amount: number }
  body: (b: Borrower) => unknown
  expect: (answer: Envelope) => boolean
  idempotent?: boolean
}

type Row = { scenario: Scenario; result: autocannon.Result; seconds: number; unexpected: Map<string, number> }

async function runScenario(base: string, borrowers: Borrower[], scenario: Scenario): Promise<Row> {
  const { port } = new URL(base)
  let next = 0
  const unexpected = new Map<string, number>()
  // autocannon checks for the end once per sample and rounds a short run up to whole seconds;
  // the time of the last response gives the run's real length.
  const startedAt = performance.now()
  let lastResponseAt = startedAt
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    sampleInt: 100,
    ...scenario.run,
    requests: [
      {
        method: 'POST',
        path: `/jackey${scenario.path}`,
        // Rotates over the borrowers so that every request is a different account and order.
        setupRequest: (request) => {
          const b = borrowers[next++ % borrowers.length] as Borrower
          const headers: Record<string, string> = { 'content-type': 'application/json', authorization: b.token, 'x-forwarded-for': b.ip }
          // The app sends a key with every withdrawal; its record is written in the same transaction.
          if (scenario.idempotent) headers['idempotency-key'] = randomUUID()
          return { ...request, headers, body: JSON.stringify(scenario.body(b)) }
        },
        // Errors come back as HTTP 200 with a code in the envelope, so they are counted here.
        onResponse: (status, body) => {
          lastResponseAt = performance.now()
          let answer: Envelope | undefined
          try {
            answer = JSON.parse(body) as Envelope
          } catch {
            answer = undefined
          }
          if (status === 200 && answer && scenario.expect(answer)) return
          const key = answer ? `code ${answer.code}` : `HTTP ${status}`
          unexpected.set(key, (unexpected.get(key) ?? 0) + 1)
        },
      },
    ],
  })
  return { scenario, result, seconds: (lastResponseAt - startedAt) / 1000, unexpected }
}

const withdrawal = (password: string) => (b: Borrower) => ({ loanOrderId: b.orderId, password, withdrawAmount: b.balance, bankcard: CARD })
const verified = (value: boolean) => (a: Envelope) => a.code === 0 && (a.data as { verified: boolean }).verified === value

function scenarios(borrowers: number): Scenario[] {
  return [
    {
      name: '/loan/orderInfo (order in status 9)',
      path: '/loan/orderInfo',
      run: { duration: DURATION_S },
      body: (b) => ({ loanOrderId: b.orderId }),
      expect: (a) => a.code === 0,
    },
    {
      name: `/user/withdraw, wrong PIN (${WRONG_PINS_EACH} per borrower)`,
      path: '/user/withdraw',
      run: { amount: borrowers * WRONG_PINS_EACH },
      body: withdrawal('135791'),
      expect: verified(false),
      idempotent: true,
    },
    {
      name: '/user/withdraw, right PIN (one per order, full balance)',
      path: '/user/withdraw',
      run: { amount: borrowers },
      body: withdrawal(PIN),
      expect: verified(true),
      idempotent: true,
    },
  ]
}

type DatabaseRun = { label: string; env: Record<string, string>; cleanup: () => Promise<void> }

async function pgliteRun(dataDir: string): Promise<DatabaseRun> {
  const version = JSON.parse(await readFile(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
  return { label: `PGlite ${version.version} (files in a temporary DATA_DIR)`, env: { DATA_DIR: dataDir }, cleanup: async () => {} }
}

async function adminQuery(url: string, text: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<Record<string, string>>(text)
    return Object.values(rows[0] ?? {})[0]
  } finally {
    await client.end()
  }
}

/** A fresh database on the local PostgreSQL that scripts/start-postgres.sh starts (or finds running). */
async function postgresRun(dataDir: string): Promise<DatabaseRun> {
  const { stdout } = await promisify(execFile)('bash', [join(ROOT, 'scripts/start-postgres.sh')], { timeout: 60_000 })
  const adminUrl = stdout.trim().split('\n').pop() ?? ''
  const name = `bench_${randomBytes(6).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name}`)
  const version = await adminQuery(adminUrl, 'show server_version')
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    label: `PostgreSQL ${version} (scripts/start-postgres.sh: fsync=off; server pool of 10 connections)`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    cleanup: async () => void (await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)),
  }
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`

function table(rows: Row[]): string {
  const lines = [
    '| endpoint | connections | duration | requests | requests/s (mean: responses ÷ run time) | latency p50 | latency p99 | errors / non-2xx / unexpected answers |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const { scenario, result, seconds, unexpected } of rows) {
    const wrong = [...unexpected.values()].reduce((a, n) => a + n, 0)
    const detail = wrong ? ` (${[...unexpected].map(([k, n]) => `${k} ×${n}`).join(', ')})` : ''
    const rps = result.requests.total / seconds
    lines.push(
      `| ${scenario.name} | ${result.connections} | ${seconds.toFixed(1)} s | ${result.requests.total} | ${rps.toFixed(0)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${result.errors} / ${result.non2xx} / ${wrong}${detail} |`,
    )
  }
  return lines.join('\n')
}

async function benchDatabase(open: (dataDir: string) => Promise<DatabaseRun>): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'jackey-bench-'))
  let database: DatabaseRun | undefined
  let server: ServerProcess | undefined
  try {
    database = await open(dataDir)
    server = await startServerProcess({ SERVE_APP: 'false', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...database.env })
    const started = Date.now()
    const borrowers = await prepareBorrowers(server.url, BORROWERS)
    const prepared = ((Date.now() - started) / 1000).toFixed(0)
    const rows: Row[] = []
    for (const scenario of scenarios(borrowers.length)) {
      rows.push(await runScenario(server.url, borrowers, scenario))
      console.error(`  ${database.label}: ${scenario.name} done`)
    }
    // Other work on the machine (tests, builds) takes cores from the server: the load average says how much.
    const load = `1-minute load average at the end: ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`
    return `### ${database.label}\n\n${borrowers.length} borrowers prepared through the API in ${prepared} s; ${load}.\n\n${table(rows)}\n`
  } finally {
    await server?.stop()
    await database?.cleanup()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** Median time of one PIN check with the server's own argon2id settings, on an idle machine. */
async function argon2VerifyMs(): Promise<number> {
  const stored = await hashSecret(PIN)
  const times: number[] = []
  for (let i = 0; i < 30; i++) {
    const started = performance.now()
    await verifySecret(stored, PIN)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[times.length >> 1] ?? NaN
}

export async function loadSection(): Promise<{ title: string; markdown: string }> {
  const cpu = cpus()
  const argon2 = await argon2VerifyMs()
  const parts = [
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB memory; Node ${process.version}; ${new Date().toISOString()}; ` +
      `1-minute load average at the start: ${loadavg()[0]?.toFixed(1)}.`,
    `Method: the real server (\`server/main.ts\`, API only) as a child process on 127.0.0.1, loaded by autocannon from this process ` +
      `(${CONNECTIONS} connections, no pipelining), so load generator, server and database share the same cores. ` +
      `Requests rotate over ${BORROWERS} borrowers, each with an order in status 9 and a PIN. ` +
      `/loan/orderInfo runs for ${DURATION_S} s. /user/withdraw runs a fixed number of requests instead: an order can be withdrawn from ` +
      `once (a second request answers 40005 while the payout is pending, 40004 once it settled), and five wrong PINs lock the PIN, ` +
      `after which argon2 is no longer run. "Unexpected answers" are HTTP 200 responses whose envelope code (or \`verified\`) is not the one the scenario expects. ` +
      `Figures move with whatever else runs on the machine: read them with the load averages given, and compare rows of one run.`,
    `Both withdraw paths are dominated by the argon2id check of the PIN (the server's settings; ${ms(argon2)} median, measured one at a time in this process before the servers start), ` +
      `run inside the order's transaction: on PGlite, which has one connection, withdrawals are therefore serialised; ` +
      `on PostgreSQL they run side by side, bounded by the cores.`,
  ]
  parts.push(await benchDatabase(pgliteRun))
  try {
    parts.push(await benchDatabase(postgresRun))
  } catch (error) {
    parts.push(`### PostgreSQL\n\nNot measured: ${error instanceof Error ? error.message : String(error)}\n`)
  }
  return { title: 'Load: /loan/orderInfo and /user/withdraw', markdown: parts.join('\n\n') }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { title, markdown } = await loadSection()
  const report = `# ${title}\n\n${markdown}`
  await writeFile(join(ROOT, 'bench/load-report.md'), report)
  console.log(report)
}
