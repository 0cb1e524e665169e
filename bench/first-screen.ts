// A first visit on slow data, as Chromium itself measures it: DevTools throttling (150 ms
// latency, 1.6 Mbps, CPU 4×) applied to real requests, not simulated. For /login and a
// signed-in Home: first paint, largest paint (Chromium's own LCP), and when the app has taken
// over the screen, with the first screen in the HTML (what the server sends) and with
// index.html's skeleton (the same build without dist/first-screens); the hello world and the
// static page beside them. docs/decisions/0006-first-screen-in-the-html.md
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { SIGNED_IN_COOKIE } from '../contract/first-screens'
import { launchChromium, PHONE } from '../test/support/browser'
import { registerBorrower, startServerProcess } from '../test/support/server-process'
import { newPhone } from '../test/support/test-app'
import { median, section } from './report'
import { serveFolder } from './static-server'

type Timings = { paint: number; largest: number; app: number }
type Variant = { name: string; dist: string }

/** `app`: wait for the app to take over; a baseline is measured until its largest paint settles. */
async function firstVisit(browser: Browser, url: string, token: string | null, app = true): Promise<Partial<Timings>> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' })
  try {
    if (token) {
      await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url }])
      await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    }
    await context.addInitScript(() => {
      const seen: Partial<Timings> = {}
      Object.assign(window, { seen })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.largest = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime
      }).observe({ type: 'paint', buffered: true })
      // The app's own frame: neither the rendered screen (inert) nor the skeleton (aria-busy).
      new MutationObserver(() => {
        const app = document.querySelector('#root > .app')
        if (seen.app === undefined && app && !app.hasAttribute('inert') && !app.hasAttribute('aria-busy')) seen.app = performance.now()
      }).observe(document, { subtree: true, childList: true })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url)
    if (app) await page.waitForFunction(() => (window as unknown as { seen: Partial<Timings> }).seen.app !== undefined, null, { timeout: 60_000 })
    else await page.waitForLoadState('load')
    // Largest-paint entries stop at the first input; none comes, so wait for any late one.
    await page.waitForTimeout(app ? 500 : 1500)
    return await page.evaluate(() => (window as unknown as { seen: Partial<Timings> }).seen)
  } finally {
    await context.close()
  }
}

export const firstScreenFigure = {
  name: 'First visit on slow data',
  async run({ work, dist, runs, baselines }: { work: string; dist: string; runs: number; baselines: { name: string; dir: string }[] }): Promise<void> {
    const skeletonOnly = await mkdtemp(join(work, 'skeleton-only-'))
    await cp(dist, skeletonOnly, { recursive: true })
    await rm(join(skeletonOnly, 'first-screens'), { recursive: true, force: true })
    const variants: Variant[] = [
      { name: 'first screen in the HTML', dist },
      { name: 'index.html skeleton', dist: skeletonOnly },
    ]
    const servers = await Promise.all(variants.map(async (v) => startServerProcess({ DATA_DIR: await mkdtemp(join(work, 'data-')), DIST_DIR: v.dist, LOG_LEVEL: 'silent' })))
    const baselineServers = await Promise.all(baselines.map(async (b) => ({ name: b.name, server: await serveFolder(b.dir) })))
    const browser = await launchChromium()
    const results = new Map<string, Partial<Timings>[]>()
    const add = (key: string, timings: Partial<Timings>) => results.set(key, [...(results.get(key) ?? []), timings])
    try {
      const tokens = await Promise.all(servers.map((s) => registerBorrower(s.url, newPhone())))
      for (let i = 0; i < runs; i++) {
        for (const [at, variant] of variants.entries()) {
          const server = servers[at]
          if (!server) continue
          for (const [page, path, token] of [['/login', '/login', null], ['/ (logged in)', '/', tokens[at] ?? null]] as const) {
            add(`App ${page}|${variant.name}`, await firstVisit(browser, `${server.url}${path}`, token))
          }
        }
        for (const { name, server } of baselineServers) add(`${name}|its own page`, await firstVisit(browser, `${server.url}/`, null, false))
        console.log(`first visit run ${i + 1}/${runs}`)
      }
    } finally {
      await browser.close()
      await Promise.all([...servers, ...baselineServers.map((b) => b.server)].map((s) => s.stop()))
      await rm(skeletonOnly, { recursive: true, force: true })
    }
    const ms = (values: (number | undefined)[]) => {
      const seen = values.filter((v): v is number => v !== undefined)
      return seen.length ? `${Math.round(median(seen))} ms` : '–'
    }
    section(
      'First visit on slow data: what Chromium measures',
      [...results].map(([key, timings]) => {
        const [page = '', variant = ''] = key.split('|')
        return {
          page,
          'what the server sends': variant,
          'first paint': ms(timings.map((t) => t.paint)),
          'largest paint (LCP)': ms(timings.map((t) => t.largest)),
          'app takes over': ms(timings.map((t) => t.app)),
          'LCP runs': timings.map((t) => Math.round(t.largest ?? Number.NaN)).join(', '),
        }
      }),
      `Playwright and Debian's Chromium at 360×740, no service worker (a first visit), DevTools throttling applied to the real requests: 150 ms latency, 1.6 Mbps down, CPU slowed 4×. The largest paint is Chromium's own LCP entry; "app takes over" is when the app's own screen replaced what the HTML carried. Median of ${runs} runs each, interleaved; the skeleton rows serve the same build without dist/first-screens; the baselines are those of the Lighthouse table, built in this run.`,
    )
  },
}
