// Pool-size benchmark (issue 26, docs/limits.md): one server process's PostgreSQL pool at several
// sizes, under 80 concurrent clients reading /user/info, with the job worker running against a
// payout provider that never answers. No request waits on a provider (test/server/slow-provider
// .test.ts); this measures what the pool size itself costs. Prints and writes bench/pool-report.md.
// `DATABASE_URL=$(bash scripts/start-postgres.sh) npm run bench:pool`
import { writeFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { performance } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { readEnv } from '../server/env'
import type { PayoutProvider } from '../server/providers/payout/port'
import { freePort } from '../test/support/server-process'
import { DEMO, newPhone } from '../test/support/test-app'
import { openTestDatabase } from '../test/support/test-database'

const SIZES = [5, 10, 20, 40]
const CONNECTIONS = 80
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const BORROWERS = 40

// Every payout call hangs until PROVIDER_TIMEOUT_MS: the worst provider, should a payout be due.
const hanging: PayoutProvider = {
  submit: (_request, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
  outcome: () => new Promise(() => undefined),
}

type Envelope = { code: number; data: unknown }

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('bench/pool.ts needs DATABASE_URL (bash scripts/start-postgres.sh)')
  process.env.TEST_DB = 'postgres'
  const shared = await openTestDatabase()
  const url = shared.url ?? ''
  const env = readEnv({ LOG_LEVEL: 'silent', TRUST_PROXY: 'true', PROVIDER_TIMEOUT_MS: '10000' })
  const tokens = await prepareBorrowers(shared)
  const rows: string[] = []
  for (const size of SIZES) {
    const database = await openDatabase({ databaseUrl: url, poolSize: size })
    const { app, startJobWorker } = createApp({ database, env, payouts: hanging })
    const port = await freePort()
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
    const stopJobs = startJobWorker()
    let next = 0
    let errors = 0
    const started = performance.now()
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: '/jackey/user/info',
          setupRequest: (request) => {
            const i = next++
            const token = tokens[i % tokens.length] ?? ''
            return { ...request, headers: { 'content-type': 'application/json', authorization: token, 'x-forwarded-for': `10.0.${i % 200}.1` }, body: '{}' }
          },
          onResponse: (status, body) => {
            if (status !== 200 || (JSON.parse(body) as Envelope).code !== 0) errors++
          },
        },
      ],
    })
    const seconds = (performance.now() - started) / 1000
    rows.push(`| ${size} | ${Math.round(result.requests.total / seconds)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.latency.max} | ${errors + result.non2xx} |`)
    console.log(rows.at(-1))
    await new Promise((resolve) => server.close(resolve))
    await Promise.race([stopJobs(), new Promise((resolve) => setTimeout(resolve, 1_000))])
    await database.close()
  }
  await shared.close()
  const report = [
    '# Pool size under load',
    '',
    `${CONNECTIONS} clients calling /user/info for ${DURATION_S} s against one in-process server on PostgreSQL (${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}), the job worker running. Latency in ms.`,
    '',
    '| pool | req/s | p50 | p97.5 | p99 | max | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
  await writeFile(new URL('./pool-report.md', import.meta.url), report)
  console.log(report)
}

/** Borrowers with a session. */
async function prepareBorrowers(database: Awaited<ReturnType<typeof openTestDatabase>>): Promise<string[]> {
  const { app } = createApp({ database, env: readEnv({ LOG_LEVEL: 'silent' }), injectedRequestsAreLocal: true })
  const call = async (path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (token) headers.authorization = token
    const response = await app.request(`/jackey${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    return (await response.json()) as Envelope
  }
  const tokens: string[] = []
  for (let i = 0; i < BORROWERS; i++) {
    const mobile = newPhone()
    await call('/sms/register', { mobile, ...DEMO })
    const { data } = await call('/sandbox/sms/last', { mobile })
    const registered = await call('/user/register', { mobile, password: 'bench secret 1', smsCode: (data as { code: string }).code, ...DEMO })
    tokens.push((registered.data as { token: string }).token)
  }
  return tokens
}

await main()
