// Lighthouse 12 (the last major that runs on Node 20) driving Debian's Chromium through
// chrome-launcher, with Lighthouse's defaults: mobile emulation, simulated slow 4G and a 4×
// slower CPU. Each run gets a fresh browser profile.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { SIGNED_IN_COOKIE } from '../contract/first-screens'
import { CHROMIUM_FLAGS, launchWithProfile } from '../test/support/browser'

export type LighthouseRun = {
  performance: number
  accessibility: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * A profile whose localStorage already holds `items` for the origin of `url` (a logged-in
 * borrower), with the signed-in cookie the app keeps beside a token (src/state/session.ts).
 */
export async function profileWith(url: string, items: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'jackey-lh-'))
  const context = await launchWithProfile(dir, {})
  const page = context.pages()[0] ?? (await context.newPage())
  // A file with no script: the app (and its service worker) must not start before the measured run.
  await page.goto(new URL('/manifest.webmanifest', url).href)
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, items)
  // With an expiry, as the app writes it: a session cookie would go with this browser.
  await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: new URL('/', url).href, expires: Math.round(Date.now() / 1000) + 86_400 }])
  await context.close()
  return dir
}

/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART: "Please run Lighthouse
 * again"); such a run is run again, up to twice, and any other failure stops the bench.
 */
export async function runLighthouse(url: string, localStorage?: Record<string, string>): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, localStorage)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error
    }
  }
}

async function runLighthouseOnce(url: string, localStorage?: Record<string, string>): Promise<LighthouseRun> {
  const userDataDir = localStorage ? await profileWith(url, localStorage) : undefined
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], ...(userDataDir ? { userDataDir } : {}) })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The fresh profile is empty but for the token; a reset would log the borrower out.
      disableStorageReset: Boolean(localStorage),
    })
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'} (${lhr?.runtimeError?.code ?? 'no code'})`)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    }
  } finally {
    chrome.kill()
    if (userDataDir) await rm(userDataDir, { recursive: true, force: true })
  }
}
