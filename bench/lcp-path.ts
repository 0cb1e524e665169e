// npm run bench:lcp-path [-- login home hello]: where Lighthouse's simulated LCP goes. Runs
// Lighthouse once per page on the built app (dist/, build it first) and prints the graph
// Lantern simulates for LCP (the pessimistic one): every request and main-thread task it
// counts, with its simulated start and end. The last rows are what the LCP waits for; a
// request that starts late shows which task asked for it. One run each: for comparing two
// builds, not a figure for the report (that is bench/run.ts, medians of five). Then the
// main-thread tasks Lantern counts in the total blocking time, with what ran in each. `hello`
// is the React hello world the goal compares with, built as bench/run.ts builds it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { CHROMIUM_FLAGS } from '../test/support/browser'
import { registerBorrower, startServerProcess } from '../test/support/server-process'
import { newPhone } from '../test/support/test-app'
import { buildBaselines } from './baselines'
import { profileWith } from './lighthouse'
import { serveFolder, type StaticServer } from './static-server'

type GraphNode = {
  type: 'network' | 'cpu'
  startTime: number
  duration: number
  request?: { url: string; transferSize: number; priority: string }
  childEvents?: Array<{ name: string; dur?: number; args?: { data?: { url?: string } } }>
}
type Timing = { startTime: number; endTime: number }
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, Timing> }
type LanternResult = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }

// Lighthouse's TBT threshold: the part of a simulated task beyond 50 ms blocks.
const BLOCKING_MS = 50

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
  const ran = node.duration >= 5000 ? ` (${contents(node)})` : ''
  return `main-thread task, ${(node.duration / 1000).toFixed(1)} ms observed${kinds.length ? `: ${kinds.join(', ')}` : ''}${ran}`
}

/** What ran inside a task, longest first: event names with the script they ran, in observed ms. */
function contents(node: GraphNode): string {
  const sums = new Map<string, number>()
  for (const event of node.childEvents ?? []) {
    if (![...TASK_KINDS, 'RunMicrotasks', 'ScriptCatchup', 'MinorGC', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'v8.compileModule'].includes(event.name)) continue
    const script = event.args?.data?.url?.split('/').pop()
    const key = script ? `${event.name} ${script}` : event.name
    sums.set(key, (sums.get(key) ?? 0) + (event.dur ?? 0) / 1000)
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([key, ms]) => `${ms.toFixed(1)} ${key}`).join(' | ')
}

/**
 * The tasks the pessimistic TBT estimate counts, as Lighthouse counts them: simulated tasks over
 * 50 ms, clipped to start at the (optimistic) FCP estimate it pairs with.
 */
function printBlockingTasks(tbt: LanternResult, fcp: LanternResult): void {
  const from = fcp.optimisticEstimate.timeInMs
  console.log(`  blocking time: ${Math.round(tbt.pessimisticEstimate.timeInMs)} ms (pessimistic estimate, counted from FCP ${Math.round(from)} ms)`)
  console.log('  start  blocks  task (observed ms: what ran in it)')
  const rows = [...tbt.pessimisticEstimate.nodeTimings].filter(([node]) => node.type === 'cpu').sort((a, b) => a[1].startTime - b[1].startTime)
  for (const [node, timing] of rows) {
    const blocks = timing.endTime - Math.max(timing.startTime, from) - BLOCKING_MS
    if (blocks <= 0) continue
    console.log(`${String(Math.round(timing.startTime)).padStart(7)} ${String(Math.round(blocks)).padStart(7)}  ${(node.duration / 1000).toFixed(1)} ms: ${contents(node)}`)
  }
}

/** The element Chromium reported as the largest paint, as Lighthouse's audit names it. */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string {
  type NodeItem = { node?: { selector?: string; snippet?: string } }
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: NodeItem[] }> } | undefined
  const node = details?.items?.[0]?.items?.[0]?.node
  return node ? `${node.selector ?? '?'} ${node.snippet?.slice(0, 100) ?? ''}` : 'not reported'
}

// Built inside the repository, as bench/run.ts does, so that `react` resolves.
const baselineServers: StaticServer[] = []
async function helloUrl(): Promise<string> {
  if (!baselineServers[0]) baselineServers.push(await serveFolder((await buildBaselines(join(import.meta.dirname, '..', '.tmp', 'bench'))).hello.dir))
  return `${baselineServers[0]?.url}/`
}

try {
  const token = await registerBorrower(server.url, newPhone())
  for (const page of pages) {
    const url = page === 'hello' ? await helloUrl() : page === 'home' ? `${server.url}/` : `${server.url}/${page}`
    const userDataDir = page === 'home' ? await profileWith(url, { 'jackey.token': token }) : undefined
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], ...(userDataDir ? { userDataDir } : {}) })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(userDataDir) })
      if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`)
      const artifacts = result.artifacts
      const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: artifacts.settings, URL: artifacts.URL, simulator: null, SourceMaps: [] }
      // Lighthouse's own computations, as its audits run them, sharing one cache as they do (the
      // page's graph is built once); the casts name what they return.
      const computed = { computedCache: new Map() } as never
      const lantern = (await LanternLargestContentfulPaint.request(data as never, computed)) as unknown as LanternResult
      const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100)
      const simulatedFcp = Math.round(result.lhr.audits['first-contentful-paint']?.numericValue ?? 0)
      console.log(`\n${page}: simulated FCP ${simulatedFcp} ms, LCP ${Math.round(lantern.timing)} ms (performance ${score}, TBT ${Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms)`)
      console.log(`  largest element: ${lcpElement(result.lhr)}`)
      const observed = (result.lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0]
      console.log(`  observed, unthrottled: FCP ${observed?.observedFirstContentfulPaint} ms, LCP ${observed?.observedLargestContentfulPaint} ms`)
      console.log('  start    end  what')
      const rows = [...lantern.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)
      for (const [node, timing] of rows) console.log(`${String(Math.round(timing.startTime)).padStart(7)} ${String(Math.round(timing.endTime)).padStart(6)}  ${describe(node)}`)
      const tbt = (await LanternTotalBlockingTime.request(data as never, computed)) as unknown as LanternResult
      const fcp = (await LanternFirstContentfulPaint.request(data as never, computed)) as unknown as LanternResult
      printBlockingTasks(tbt, fcp)
    } finally {
      chrome.kill()
      if (userDataDir) await rm(userDataDir, { recursive: true, force: true })
    }
  }
} finally {
  await Promise.all(baselineServers.map((s) => s.stop()))
  await server.stop()
  await rm(work, { recursive: true, force: true })
}
