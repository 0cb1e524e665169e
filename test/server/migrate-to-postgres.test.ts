// npm run migrate:to-postgres (issue 38 item 4): a lender's embedded folder, with a borrower whose
// loan was paid out and partly repaid and values whose text form is easy to get wrong, moved into
// a new PostgreSQL database by the command itself. Every table arrives row for row, the server
// on the new database serves the same book and hands out new ids, and a folder a server holds or
// a target that holds data is refused before anything is written.
import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, pgliteExtensions } from '../../server/db/client'
import { lockDataDir } from '../../server/db/data-dir-lock'
import { creditFileParts, creditFiles, users } from '../../server/db/schema'
import { readTables, type Rows } from '../../server/db/table-catalog'
import { newDataDir } from '../support/database-snapshot'
import { fundsReadyOrder, PIN } from '../support/money'
import { newPostgresDatabase } from '../support/postgres-databases'
import { DEMO, e164, startTestApp } from '../support/test-app'

const run = promisify(execFile)

/** The command as an operator runs it: its exit code and what it printed. */
async function migrateToPostgres(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli/migrate-to-postgres.ts', ...args], { timeout: 120_000 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

/** Every table's rows as text, digested in one order: equal digests are equal rows. */
async function digests(rows: Rows): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const table of await readTables(rows)) {
    const [found] = await rows<{ digest: string }>(`select count(*) || ':' || coalesce(md5(string_agg(r::text, E'\\n' order by r::text)), '') as digest from ${table.qualified} r`)
    result[table.label] = found?.digest ?? ''
  }
  return result
}

const BYTES = Uint8Array.from({ length: 256 }, (_, i) => i)
const PAYLOAD = { text: 'ไทย "quoted" \\ back\nslash', big: 1.5e300, small: 0.1, nested: [null, true, { empty: '' }] }
const MICROSECONDS = '2999-01-02 03:04:05.123456+00'

// Runs where the server tests run on PostgreSQL (TEST_DB=postgres sets DATABASE_URL too): once, not again in the PGlite project.
describe.runIf(process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL)('moving the embedded database to PostgreSQL', () => {
  let dataDir: string
  let target: Awaited<ReturnType<typeof newPostgresDatabase>>
  let borrower: Awaited<ReturnType<typeof fundsReadyOrder>>
  let readAt: Date
  let orderBefore: unknown
  let usersBefore: number

  beforeAll(async () => {
    dataDir = await newDataDir('to-postgres')
    target = await newPostgresDatabase()
    const t = await startTestApp({ database: await openDatabase({ dataDir }) })
    try {
      borrower = await fundsReadyOrder(t)
      const withdrawn = await t.api.call('/user/withdraw', { loanOrderId: borrower.orderId, password: PIN, withdrawAmount: 100_000, bankcard: borrower.cardNo }, { token: borrower.token })
      expect(withdrawn.code).toBe(0)
      await t.api.call('/sandbox/payouts/settle', {})
      const recharge = await t.api.call('/loan/recharge', { loanOrderId: borrower.orderId, amt: 20_000 }, { token: borrower.token })
      expect(recharge.code).toBe(0)
      expect((await t.api.call('/sandbox/payments/complete', { paymentId: (recharge.data as { paymentId: string }).paymentId })).code).toBe(0)
      await t.runJobs()
      readAt = t.clock.now
      orderBefore = (await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })).data
      const [file] = await t.database.db
        .insert(creditFiles)
        .values({ companyId: DEMO.companyId, month: '2026-01', sequence: 1, kind: 'regular', market: 'TH', fileName: 'test.txt', contentType: 'text/plain' })
        .returning({ id: creditFiles.id })
      await t.database.db.insert(creditFileParts).values({ fileId: file?.id ?? 0, part: 1, body: BYTES })
      await t.database.db.execute(sql`insert into jobs (kind, payload, run_at) values ('never-run', ${JSON.stringify(PAYLOAD)}::jsonb, ${MICROSECONDS})`)
      usersBefore = (await t.database.db.select({ id: users.id }).from(users)).reduce((max, u) => Math.max(max, u.id), 0)
    } finally {
      await t.close()
    }
  }, 180_000)

  afterAll(async () => {
    await target?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('refuses a folder a server holds, and writes nothing', async () => {
    const lock = lockDataDir(dataDir)
    try {
      const refused = await migrateToPostgres(['--data-dir', dataDir, '--to', target.url])
      expect(refused.code).toBe(3)
      expect(refused.stderr).toContain('stop the server first')
      expect(refused.stderr).toContain(`is in use by process ${process.pid}`)
    } finally {
      lock.release()
    }
    const client = new pg.Client({ connectionString: target.url })
    await client.connect()
    try {
      expect((await client.query("select count(*)::int as n from pg_tables where schemaname = 'public'")).rows[0]).toEqual({ n: 0 })
    } finally {
      await client.end()
    }
  })

  it('copies every table row for row, checks the copy and says so', async () => {
    // Three rows a batch: most tables take several fetches and inserts, as a large book's do.
    const moved = await migrateToPostgres(['--data-dir', dataDir, '--to', target.url, '--batch-rows', '3'])
    process.stderr.write(moved.stdout)
    expect(moved.code, moved.stderr).toBe(0)
    expect(moved.stdout).toMatch(/public\.ledger_lines\s+(\d+)\s+\1\s/)
    expect(moved.stdout).toContain('ledger sums to 0 in the folder, 0 in PostgreSQL')
    expect(moved.stdout).toContain('checked:')

    const source = new PGlite({ dataDir, extensions: pgliteExtensions })
    const client = new pg.Client({ connectionString: target.url })
    await client.connect()
    try {
      // Both sides print times in UTC, so equal instants are equal text.
      await client.query("set timezone = 'UTC'")
      const fromRows: Rows = async (text, params) => (await source.query(text, params)).rows as never
      const toRows: Rows = async (text, params) => (await client.query(text, params)).rows as never
      const [before, after] = [await digests(fromRows), await digests(toRows)]
      expect(Object.keys(before).length).toBeGreaterThan(50)
      expect(after).toEqual(before)
      expect(before['public.ledger_lines']).not.toMatch(/^0:/)
      const { rows } = await client.query<{ body: Buffer; payload: unknown; run_at: string }>(
        "select p.body, j.payload, j.run_at::text from credit_file_parts p, jobs j where j.kind = 'never-run'",
      )
      expect(rows).toEqual([{ body: Buffer.from(BYTES), payload: PAYLOAD, run_at: MICROSECONDS }])
    } finally {
      await client.end()
      await source.close()
    }
  })

  it('serves the moved book: the borrower logs in, the loan reads back the same, new rows get new ids', async () => {
    const t = await startTestApp({ database: await openDatabase({ databaseUrl: target.url }) })
    try {
      t.clock.now = readAt
      const login = await t.api.call('/user/login', { mobile: borrower.mobile, password: borrower.password, ...DEMO })
      expect(login.code).toBe(0)
      const token = (login.data as { token: string }).token
      expect((await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token })).data).toEqual(orderBefore)
      const newcomer = await t.registerUser()
      const [added] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, e164(newcomer.mobile)))
      expect(added?.id).toBeGreaterThan(usersBefore)
    } finally {
      await t.close()
    }
  })

  it('refuses a target that already holds data, naming its tables', async () => {
    const refused = await migrateToPostgres(['--data-dir', dataDir, '--to', target.url])
    expect(refused.code).toBe(3)
    expect(refused.stderr).toMatch(/already holds data: .*public\.\w+.* rows/)
  })
})
