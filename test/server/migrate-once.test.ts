import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inheritedEnv, post, type ServerProcess, startServerProcess } from '../support/server-process'
import { emptyPostgresDatabase } from '../support/test-database'

const readiness = async (server: ServerProcess) => {
  const response = await fetch(`${server.url}/readyz`)
  return { status: response.status, body: (await response.json()) as unknown }
}

// Several processes behind a load balancer: the schema is migrated once by `npm run migrate`,
// not by each process at its start.
describe.runIf(process.env.TEST_DB === 'postgres')('migrations run once, apart from the processes', () => {
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>
  let server: ServerProcess

  beforeAll(async () => {
    database = await emptyPostgresDatabase()
    server = await startServerProcess({ DATABASE_URL: database.url, MIGRATE_ON_START: 'false', SERVE_APP: 'false', LOG_LEVEL: 'silent' })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('keeps a process that did not migrate out of traffic until `npm run migrate` has run, then it serves', async () => {
    expect(await readiness(server)).toEqual({ status: 503, body: { status: 'not ready', failing: ['migrations'] } })
    const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], { env: { ...inheritedEnv(), DATABASE_URL: database.url }, encoding: 'utf8' })
    expect(migrated.status).toBe(0)
    expect(migrated.stdout).toContain('migrations applied (postgres)')
    const deadline = Date.now() + 20_000
    while ((await readiness(server)).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
    expect(await readiness(server)).toEqual({ status: 200, body: { status: 'ready' } })
    // The process seeded its lenders once the schema was there.
    const deadlineSeed = Date.now() + 10_000
    let products = await post(server.url, '/loan/appList', {})
    while ((products.data as unknown[] | null)?.length === 0 && Date.now() < deadlineSeed) products = await post(server.url, '/loan/appList', {})
    expect(products.code).toBe(0)
    expect((products.data as unknown[]).length).toBeGreaterThan(0)
    // Its daily work scheduled, the ledger's balances at once: an upgraded database keeps its first day without waiting for the next night.
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    let rows: { run_at: Date }[] = []
    const deadlineJobs = Date.now() + 10_000
    while (rows.length === 0 && Date.now() < deadlineJobs) {
      rows = (await client.query<{ run_at: Date }>("select run_at from jobs where kind = 'ledger-balances' order by id limit 1")).rows
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 250))
    }
    await client.end()
    expect(rows[0]?.run_at.getTime()).toBeLessThanOrEqual(Date.now())
  })
})
