// npm run bench:lcp-path [-- login home]: where Lighthouse's simulated LCP goes. Runs
// Lighthouse once per page on the built app (dist/, build it first) and prints the graph
// Lantern simulates for LCP (the pessimistic one): every request and main-thread task it
// counts, with its simulated start and end. The last rows are what the LCP waits for; a
// request that starts late shows which task asked for it. One run each: for comparing two
// builds, not a figure for the report (that is bench/run.ts, medians of five).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { CHROMIUM_FLAGS } from '../test/support/browser'
import { registerBorrower, startServerProcess } from '../test/support/server-process'
import { newPhone } from '../test/support/test-app'
import { profileWith } from './lighthouse'

type GraphNode = {
  type: 'network' | 'cpu'
  startTime: number
  duration: number
  request?: { url: string; transferSize: number; priority: string }
  childEvents?: Array<{ name: string }>
}
type Timing = { startTime: number; endTime: number }
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, Timing> }
type LanternResult = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }

const DIST = process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist')
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['login', 'home']
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const work = await mkdtemp(join(tmpdir(), 'jackey-lcp-path-'))
const server = await startServerProcess({ DATA_DIR: join(work, 'data'), DIST_DIR: DIST, LOG_LEVEL: 'silent' })

const TASK_KINDS = ['TimerFire', 'FireAnimationFrame', 'Layout', 'v8.evaluateModule', 'EvaluateScript', 'FunctionCall']

function describe(node: GraphNode): string {
  if (node.request?.url.startsWith('data:')) return `${node.request.url.slice(0, 30)}… (inline, no request)`
  if (node.request) return `${node.request.url.replace(server.url, '')} (${node.request.transferSize} B, ${node.request.priority})`
  const kinds = [...new Set((node.childEvents ?? []).map((e) => e.name).filter((name) => TASK_KINDS.includes(name)))]
  return `main-thread task, ${(node.duration / 1000).toFixed(1)} ms observed${kinds.length ? `: ${kinds.join(', ')}` : ''}`
}

try {
  const token = await registerBorrower(server.url, newPhone())
  for (const page of pages) {
    const url = page === 'home' ? `${server.url}/` : `${server.url}/${page}`
    const userDataDir = page === 'home' ? await profileWith(url, { 'jackey.token': token }) : undefined
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], ...(userDataDir ? { userDataDir } : {}) })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(userDataDir) })
      if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`)
      const artifacts = result.artifacts
      const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: artifacts.settings, URL: artifacts.URL, simulator: null, SourceMaps: [] }
      // Lighthouse's own computation, as its LCP audit runs it; the cast names what it returns.
      const lantern = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never)) as unknown as LanternResult
      const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100)
      console.log(`\n${page}: simulated LCP ${Math.round(lantern.timing)} ms (performance ${score}, TBT ${Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms)`)
      console.log('  start    end  what')
      const rows = [...lantern.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)
      for (const [node, timing] of rows) console.log(`${String(Math.round(timing.startTime)).padStart(7)} ${String(Math.round(timing.endTime)).padStart(6)}  ${describe(node)}`)
    } finally {
      chrome.kill()
      if (userDataDir) await rm(userDataDir, { recursive: true, force: true })
    }
  }
} finally {
  await server.stop()
  await rm(work, { recursive: true, force: true })
}
