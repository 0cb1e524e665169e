// npm run bench: builds the app and the baselines, measures, and writes bench/report.md.
// Each figure is one module that adds sections (bench/report.ts); a new figure goes into
// FIGURES below. Runs in about five minutes on the 2-core machines here, and the scale figure
// (bench/scale.ts) half an hour more, most of it writing its million borrowers.
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium, launchWithProfile } from '../test/support/browser'
import { registerBorrower, startServerProcess } from '../test/support/server-process'
import { newPhone } from '../test/support/test-app'
import { buildBaselines } from './baselines'
import { buildSizes } from './build-sizes'
import { firstScreenFigure } from './first-screen'
import { type LighthouseRun, runLighthouse } from './lighthouse'
import { type OfflineTarget, offlineFirstPaint } from './offline-paint'
import { outboxReplayFigure } from './outbox-replay'
import { photoCompressionFigure } from './photo-compression'
import { loadSection } from './load'
import { payoutsSection } from './payouts'
import { scaleSection } from './scale'
import { markdownSection, median, type Row, section, seconds, writeReport } from './report'
import { serverStartFigure } from './server-start'
import { serveFolder } from './static-server'

const ROOT = join(import.meta.dirname, '..')
const DIST = join(ROOT, 'dist')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

type Context = { work: string; baselines: Awaited<ReturnType<typeof buildBaselines>> }
type Figure = { name: string; run: (context: Context) => Promise<void> }

/** Starts the real server on the built app, with a fresh database and a registered borrower. */
async function startApp(work: string) {
  const server = await startServerProcess({ DATA_DIR: await mkdtemp(join(work, 'data-')), DIST_DIR: DIST, LOG_LEVEL: 'silent' })
  return { ...server, token: await registerBorrower(server.url, newPhone()) }
}

const lighthouseFigure: Figure = {
  name: 'Lighthouse',
  async run({ work, baselines }) {
    const app = await startApp(work)
    const hello = await serveFolder(baselines.hello.dir)
    const plain = await serveFolder(baselines.plain.dir)
    const pages: { name: string; url: string; storage?: Record<string, string> }[] = [
      { name: 'App /login', url: `${app.url}/login` },
      { name: 'App / (logged in)', url: `${app.url}/`, storage: { 'jackey.token': app.token } },
      { name: baselines.hello.name, url: `${hello.url}/` },
      { name: baselines.plain.name, url: `${plain.url}/` },
    ]
    const results = new Map<string, LighthouseRun[]>()
    try {
      for (let i = 0; i < RUNS; i++) {
        for (const page of pages) results.set(page.name, [...(results.get(page.name) ?? []), await runLighthouse(page.url, page.storage)])
        console.log(`lighthouse run ${i + 1}/${RUNS}`)
      }
    } finally {
      await Promise.all([app.stop(), hello.stop(), plain.stop()])
    }
    const med = (name: string, key: keyof LighthouseRun) => median((results.get(name) ?? []).map((r) => r[key]))
    const rows: Row[] = pages.map(({ name }) => ({
      page: name,
      performance: med(name, 'performance'),
      accessibility: med(name, 'accessibility'),
      'best practices': med(name, 'bestPractices'),
      FCP: seconds(med(name, 'fcp')),
      LCP: seconds(med(name, 'lcp')),
      TBT: `${Math.round(med(name, 'tbt'))} ms`,
      CLS: med(name, 'cls').toFixed(3),
    }))
    section(
      'Lighthouse',
      rows,
      `Lighthouse 12, mobile emulation with its default simulated throttling (slow 4G, 4× CPU), Debian's Chromium; median of ${RUNS} runs each, interleaved.`,
    )
    goals.lighthouse = { app: pages.slice(0, 2).map((p) => p.name), med }
  },
}

const offlineFigure: Figure = {
  name: 'Offline repeat visit',
  async run({ work, baselines }) {
    const browser = await launchChromium()
    const targets: OfflineTarget[] = [
      { name: 'App /login', path: '/login', start: () => startApp(work) },
      {
        name: 'App / (logged in)',
        path: '/',
        start: async () => {
          const app = await startApp(work)
          return { ...app, localStorage: { 'jackey.token': app.token } }
        },
      },
      { name: baselines.hello.name, path: '/', start: () => serveFolder(baselines.hello.dir) },
      { name: baselines.plain.name, path: '/', start: () => serveFolder(baselines.plain.dir) },
    ]
    const times = new Map<string, number[]>()
    try {
      for (let i = 0; i < RUNS; i++) {
        for (const target of targets) times.set(target.name, [...(times.get(target.name) ?? []), await offlineFirstPaint(browser, target)])
        console.log(`offline run ${i + 1}/${RUNS}`)
      }
    } finally {
      await browser.close()
    }
    section(
      'Offline repeat visit: navigation to first contentful paint',
      targets.map(({ name }) => ({ page: name, 'median FCP': `${Math.round(median(times.get(name) ?? []))} ms`, runs: (times.get(name) ?? []).map(Math.round).join(', ') })),
      `Playwright and Chromium at 360×740, CPU slowed 4×: one visit online until the service worker controls the page, then the server is stopped and the page opened again; median of ${RUNS} runs.`,
    )
    goals.offline = (name) => median(times.get(name) ?? [])
  },
}

const installFigure: Figure = {
  name: 'Installability',
  async run({ work }) {
    const app = await startApp(work)
    const context = await launchWithProfile(await mkdtemp(join(work, 'profile-')), {})
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${app.url}/login`)
      await page.evaluate(() => navigator.serviceWorker.ready)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      const { errors } = await cdp.send('Page.getAppManifest')
      section(
        'Installability',
        [{ check: "Chromium's installability errors (Page.getInstallabilityErrors)", result: installabilityErrors.length ? installabilityErrors.map((e) => e.errorId).join(', ') : 'none ✓' }, { check: 'Manifest parse errors', result: errors.length ? errors.map((e) => e.message).join('; ') : 'none ✓' }],
        "Lighthouse 12 has no PWA category any more; Chromium's own installability check is what it used.",
      )
    } finally {
      await context.close()
      await app.stop()
    }
  },
}

// Filled by the figures above, read by the goals section.
const goals: {
  lighthouse?: { app: string[]; med: (name: string, key: keyof LighthouseRun) => number }
  offline?: (name: string) => number
} = {}

function goalsSection(context: Context): void {
  const { lighthouse, offline } = goals
  if (!lighthouse || !offline) return
  const { hello, plain } = context.baselines
  const mark = (ok: boolean) => (ok ? '✓' : '✗')
  const signed = (ms: number) => `${ms < 0 ? '−' : '+'}${seconds(Math.abs(ms))}`
  const rows: Row[] = lighthouse.app.flatMap((page) => {
    const fcpGap = lighthouse.med(page, 'fcp') - lighthouse.med(plain.name, 'fcp')
    const lcpGap = lighthouse.med(page, 'lcp') - lighthouse.med(hello.name, 'lcp')
    const offlineRatio = offline(page) / offline(hello.name)
    return [
      { page, goal: 'performance ≥ 98', measured: lighthouse.med(page, 'performance'), met: mark(lighthouse.med(page, 'performance') >= 98) },
      { page, goal: 'accessibility 100', measured: lighthouse.med(page, 'accessibility'), met: mark(lighthouse.med(page, 'accessibility') === 100) },
      { page, goal: 'FCP within 0.3 s of the static page', measured: signed(fcpGap), met: mark(fcpGap <= 300) },
      { page, goal: 'LCP within 0.4 s of the React hello world', measured: signed(lcpGap), met: mark(lcpGap <= 400) },
      { page, goal: 'offline first paint ≤ 1.5× the hello world', measured: `${offlineRatio.toFixed(2)}×`, met: mark(offlineRatio <= 1.5) },
    ]
  })
  section('Goals (issue 6)', rows, 'Medians from the tables below, compared with the baselines measured in the same run.', { top: true })
}

const loadFigure: Figure = {
  name: 'API under load',
  async run() {
    const { title, markdown } = await loadSection()
    // Its own headings nest one level down inside the report.
    markdownSection(title, markdown.replace(/^(#+) /gm, '#$1 '))
  },
}

const firstVisitFigure: Figure = {
  name: firstScreenFigure.name,
  run: ({ work, baselines }) => firstScreenFigure.run({ work, dist: DIST, runs: RUNS, baselines: [baselines.hello, baselines.plain] }),
}

const scaleFigure: Figure = {
  name: 'Scale',
  async run() {
    const { title, markdown } = await scaleSection()
    markdownSection(title, markdown.replace(/^(#+) /gm, '#$1 '))
  },
}

const payoutsFigure: Figure = {
  name: 'Payouts',
  async run() {
    const { title, markdown } = await payoutsSection()
    markdownSection(title, markdown.replace(/^(#+) /gm, '#$1 '))
  },
}

const serverStart: Figure = { name: 'Server start-up', run: ({ work }) => serverStartFigure(work, RUNS) }

const FIGURES: Figure[] = [serverStart, installFigure, lighthouseFigure, firstVisitFigure, offlineFigure, photoCompressionFigure, outboxReplayFigure, loadFigure, payoutsFigure, scaleFigure]

const started = Date.now()
const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
if (build.status !== 0) throw new Error('npm run build failed')
const work = join(ROOT, '.tmp', 'bench')
await rm(work, { recursive: true, force: true })
await mkdir(work, { recursive: true })
const context: Context = { work: await mkdtemp(join(tmpdir(), 'jackey-bench-')), baselines: await buildBaselines(work) }
await buildSizes(DIST, context.baselines.hello.dir)
for (const figure of FIGURES) {
  console.log(`bench: ${figure.name}`)
  await figure.run(context)
}
goalsSection(context)
await writeReport(
  join(ROOT, 'bench', 'report.md'),
  `Written by \`npm run bench\` (bench/run.ts) in ${Math.round((Date.now() - started) / 1000)} s. Every figure is measured on this machine in this run, beside the baselines built in the same run.`,
)
await rm(context.work, { recursive: true, force: true })
console.log('bench/report.md written')
