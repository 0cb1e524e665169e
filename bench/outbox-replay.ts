// Outbox replay (issue 3): how many queued submissions per second the app's own outbox
// (src/offline/outbox.ts, outbox-replay.ts) sends to the real server process on this machine.
// The outbox modules are bundled alone for a page (bench/browser-bundle.ts) that the server
// itself serves (DIST_DIR), so the page and the API share an origin as in the app: real
// Chromium, real IndexedDB (Dexie), the real HTTP client (ky), the real server on PGlite.
// `npx tsx bench/outbox-replay.ts` runs it alone; bench/run.ts includes it.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { inArray } from 'drizzle-orm'
import type { call } from '../src/api/client'
import type { appDb } from '../src/offline/db'
import type { enqueue } from '../src/offline/outbox'
import type { replay } from '../src/offline/outbox-replay'
import type { saveUser } from '../src/offline/user-copy'
import type { setToken } from '../src/state/session'
import { openDatabase } from '../server/db/client'
import { idempotencyRecords } from '../server/db/schema'
import { launchChromium } from '../test/support/browser'
import { registerBorrower, startServerProcess } from '../test/support/server-process'
import { newPhone } from '../test/support/test-app'
import { bundleForBrowser } from './browser-bundle'
import type { BenchSection } from './photo-compression'
import { median, type Row, section } from './report'

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 5))
const N = Number(process.env.BENCH_OUTBOX_N ?? 200)

type Outbox = {
  call: typeof call
  enqueue: typeof enqueue
  replay: typeof replay
  saveUser: typeof saveUser
  setToken: typeof setToken
  appDb: typeof appDb
}

type Run = { ms: number; keys: string[]; left: number; rejected: number; lastAddress: string | null; expected: string }

export async function outboxReplaySection(options: { work?: string } = {}): Promise<BenchSection> {
  const work = options.work ?? (await mkdtemp(join(tmpdir(), 'jackey-outbox-bench-')))
  const dir = await bundleForBrowser(work, 'benchOutbox', {
    call: { module: 'src/api/client.ts', name: 'call' },
    enqueue: { module: 'src/offline/outbox.ts', name: 'enqueue' },
    replay: { module: 'src/offline/outbox-replay.ts', name: 'replay' },
    saveUser: { module: 'src/offline/user-copy.ts', name: 'saveUser' },
    setToken: { module: 'src/state/session.ts', name: 'setToken' },
    appDb: { module: 'src/offline/db.ts', name: 'appDb' },
  })
  const dataDir = await mkdtemp(join(work, 'outbox-data-'))
  const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: dir, LOG_LEVEL: 'silent' })
  const browser = await launchChromium()
  const runs: Run[] = []
  let stopped = false
  try {
    for (let i = 0; i < RUNS; i++) {
      // A fresh borrower and a fresh browser profile (empty IndexedDB) each run.
      const token = await registerBorrower(server.url, newPhone())
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        // tsx names the arrow functions below with a helper that exists only in Node.
        await page.addInitScript({ content: 'globalThis.__name = (f) => f' })
        await page.goto(`${server.url}/`)
        await page.waitForFunction(() => 'benchOutbox' in window)
        const run = await page.evaluate(
          async ({ token, n, consentKey }) => {
            const app = (window as unknown as { benchOutbox: Outbox }).benchOutbox
            // As the app stands after login and the consent screen: token stored, user copy on the phone.
            app.setToken(token)
            await app.call('/user/consent/give', { purpose: 'credit_assessment' }, { idempotencyKey: consentKey })
            await app.saveUser(await app.call('/user/info', {}))
            const address = (k: number) => `${k + 1} Sukhumvit Road, Khlong Toei`
            // One form per submission, so each is the last of its form and its acceptance runs in full.
            for (let k = 0; k < n; k++) await app.enqueue(`bench-${k}`, [{ path: '/user/update', body: { address: address(k) } }])
            const db = app.appDb()
            const keys = (await db.outbox.orderBy('id').toArray()).map((entry) => entry.idempotencyKey)
            const start = performance.now()
            await app.replay()
            const ms = performance.now() - start
            const lastAddress = (await app.call('/user/info', {})).address ?? null
            return { ms, keys, left: await db.outbox.count(), rejected: await db.rejected.count(), lastAddress, expected: address(n - 1) }
          },
          { token, n: N, consentKey: randomUUID() },
        )
        if (run.keys.length !== N) throw new Error(`run ${i + 1}: ${run.keys.length} submissions queued, not ${N}`)
        if (run.left !== 0 || run.rejected !== 0) throw new Error(`run ${i + 1}: ${run.left} left in the outbox, ${run.rejected} sent back`)
        if (run.lastAddress !== run.expected) throw new Error(`run ${i + 1}: the server holds "${run.lastAddress}", not the last submission`)
        runs.push(run)
        console.log(`outbox run ${i + 1}/${RUNS}: ${N} in ${Math.round(run.ms)} ms`)
      } finally {
        await context.close()
      }
    }
    await browser.close()
    await server.stop()
    stopped = true
    // The server is stopped, so its PGlite files can be opened here: one stored answer per key, each code 0.
    const database = await openDatabase({ dataDir })
    try {
      for (const [i, run] of runs.entries()) {
        const stored = await database.db
          .select({ key: idempotencyRecords.key, response: idempotencyRecords.response })
          .from(idempotencyRecords)
          .where(inArray(idempotencyRecords.key, run.keys))
        const ok = stored.filter((r) => (r.response as { code?: number }).code === 0).length
        if (stored.length !== N || ok !== N) throw new Error(`run ${i + 1}: the server holds ${stored.length} records for the ${N} keys, ${ok} answered 0`)
      }
    } finally {
      await database.close()
    }
  } finally {
    if (!stopped) await Promise.all([browser.close(), server.stop()])
    if (!options.work) await rm(work, { recursive: true, force: true })
    else await rm(dataDir, { recursive: true, force: true })
  }
  const rates = runs.map((r) => (N * 1000) / r.ms)
  const rows: Row[] = [
    {
      submissions: `${N} × /user/update`,
      'median rate': `${Math.round(median(rates))} /s`,
      'median time': `${Math.round(median(runs.map((r) => r.ms)))} ms`,
      'per submission': `${(median(runs.map((r) => r.ms)) / N).toFixed(1)} ms`,
      runs: rates.map((r) => `${Math.round(r)} /s`).join(', '),
      'server records': `${N} per run, each code 0 ✓`,
    },
  ]
  return {
    title: 'Outbox replay against the local server',
    note:
      `The app's outbox (src/offline/outbox.ts \`enqueue\`, outbox-replay.ts \`replay\`, the ky client of src/api/http.ts), bundled alone by Vite, ` +
      `in Debian's Chromium (headless, IndexedDB in a fresh profile) on a page served by the real server process (\`server/main.ts\`, PGlite on disk, ` +
      `same origin, loopback). Each run: a new borrower with the credit_assessment consent, ${N} submissions queued while nothing sends them ` +
      `(\`/user/update\` with a one-line address, each in its own form), then performance.now() around one \`replay()\` until it returns: ` +
      `one at a time in order, each with its Idempotency-Key, the entry and its form's draft and photos removed once answered, ` +
      `and the one \`/user/info\` it fetches at the end. Checked after each run: the outbox empty, nothing sent back, the server's user holds ` +
      `the last address; after the server stopped, its database holds exactly one idempotency record per key, each answered code 0. ` +
      `Median of ${RUNS} runs (all listed); browser, server and database share this machine's cores.`,
    rows,
  }
}

export const outboxReplayFigure = {
  name: 'Outbox replay',
  async run({ work }: { work: string }): Promise<void> {
    const { title, rows, note } = await outboxReplaySection({ work })
    section(title, rows, note)
  },
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { title, rows, note } = await outboxReplaySection()
  console.log(`## ${title}\n\n${note}\n`)
  console.table(rows)
}
