// Start-up time and memory at idle of the server as `npm start` runs it (tsx, TypeScript at
// start) and as production runs it (`node dist-server/main.js`, the bundle `npm run build` writes).
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerProcess } from '../test/support/server-process'
import { median, type Row, section, writeReport } from './report'

const IDLE_MS = 5_000

async function residentMiB(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
  return kib / 1024
}

async function once(work: string, entry: string | undefined): Promise<{ startMs: number; idleMiB: number }> {
  const dataDir = await mkdtemp(join(work, 'start-'))
  // A database folder that exists already: the figure is a restart, not a first migration.
  const warm = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' }, entry)
  await warm.stop()
  const restarted = performance.now()
  const server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' }, entry)
  const startMs = performance.now() - restarted
  await new Promise((r) => setTimeout(r, IDLE_MS))
  const idleMiB = await residentMiB(server.pid)
  await server.stop()
  await rm(dataDir, { recursive: true, force: true })
  return { startMs, idleMiB }
}

export async function serverStartFigure(work: string, runs: number): Promise<void> {
  const rows: Row[] = []
  for (const [name, entry] of [
    ['npm start (tsx server/main.ts)', undefined],
    ['production (node dist-server/main.js)', 'dist-server/main.js'],
  ] as const) {
    const results = []
    for (let i = 0; i < runs; i++) results.push(await once(work, entry))
    rows.push({
      server: name,
      'start to first answer': `${Math.round(median(results.map((r) => r.startMs)))} ms`,
      'memory at idle (RSS)': `${Math.round(median(results.map((r) => r.idleMiB)))} MiB`,
    })
  }
  section(
    'Server start-up and idle memory',
    rows,
    `Restart on an existing PGlite database, API only (SERVE_APP=false); time from spawn until /jackey/loan/appList answers, resident memory ${IDLE_MS / 1000} s later; median of ${runs} runs.`,
  )
}

// `npm run bench:start` on its own (after `npm run build`): writes bench/server-start-report.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const work = await mkdtemp(join(tmpdir(), 'jackey-bench-start-'))
  await serverStartFigure(work, Number(process.env.BENCH_RUNS ?? 5))
  await writeReport(join(import.meta.dirname, 'server-start-report.md'), 'Written by `npm run bench:start` (bench/server-start.ts); `npm run bench` measures the same in its report.')
  await rm(work, { recursive: true, force: true })
}
