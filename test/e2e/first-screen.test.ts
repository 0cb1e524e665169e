// A signed-in start paints Home before the phone's database (Dexie) and the HTTP client (ky and
// the contract's schemas) have arrived: on slow mobile data they are the largest chunks a first
// screen used to wait for. The test holds those chunks back and looks at the screen.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SCREEN_SHOWN_MARK } from '../../src/state/after-paint'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { registerBorrower } from '../support/server-process'
import { newPhone } from '../support/test-app'

const e2e = serverAndBrowser('first-screen')
const DIST = join(import.meta.dirname, '../../dist')

/** Dexie, ky, zod: what the first screen must not wait for. */
const HELD_LIBRARIES = ['IDBKeyRange', 'TimeoutError', 'ZodError']

describe('a signed-in start on slow data', () => {
  it('paints Home before IndexedDB and the HTTP client have loaded, then fills it in', async () => {
    const token = await registerBorrower(e2e.server.url, newPhone())
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' })
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const held: Route[] = []
    let holding = true
    await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const source = await readFile(join(DIST, new URL(route.request().url()).pathname), 'utf8')
      if (holding && HELD_LIBRARIES.some((marker) => source.includes(marker))) held.push(route)
      else await route.continue()
    })
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/`)

    await expect.poll(() => page.getByRole('paragraph').filter({ hasText: 'We never ask you to pay anything to receive your loan.' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('link', { name: 'Repayments' }).isVisible()).toBe(true)
    // Home asked for them once it was up, and is still without them.
    await expect.poll(() => held.length).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Loading…' }).isVisible()).toBe(true)

    holding = false
    for (const route of held.splice(0)) await route.continue()
    // The borrower's copy and the server's answer arrive: the main button says what to do next.
    await expect.poll(() => page.getByRole('button', { name: 'Complete your information' }).isVisible(), { timeout: 10_000 }).toBe(true)
    await context.close()
  })

  it('starts loading them once Chromium reports the screen title on the display, not before', async () => {
    const token = await registerBorrower(e2e.server.url, newPhone())
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' })
    await context.addInitScript(({ t, mark }) => {
      localStorage.setItem('jackey.token', t)
      const shown: number[] = []
      Object.assign(window, { titleShown: shown })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { identifier?: string; renderTime?: number }>) {
          if (entry.identifier === mark) shown.push(entry.renderTime ?? entry.startTime)
        }
      }).observe({ type: 'element', buffered: true })
    }, { t: token, mark: SCREEN_SHOWN_MARK })
    const sources = new Map<string, string>()
    const source = (path: string) => sources.get(path) ?? ''
    for (const name of await readdir(join(DIST, 'assets'))) if (name.endsWith('.js')) sources.set(`/assets/${name}`, await readFile(join(DIST, 'assets', name), 'utf8'))
    const held = new Set<string>()
    await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const path = new URL(route.request().url()).pathname
      if (HELD_LIBRARIES.some((marker) => source(path).includes(marker))) held.add(path)
      await route.continue()
    })
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/`)
    await expect.poll(() => page.getByRole('button', { name: 'Complete your information' }).isVisible(), { timeout: 10_000 }).toBe(true)

    const { shown, starts } = await page.evaluate((paths) => {
      const resources = performance.getEntriesByType('resource').filter((entry) => paths.includes(new URL(entry.name).pathname))
      return { shown: (window as unknown as { titleShown: number[] }).titleShown[0], starts: resources.map((entry) => entry.startTime) }
    }, [...held])
    expect(shown).toBeGreaterThan(0)
    expect(starts.length).toBeGreaterThan(0)
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(shown ?? Number.POSITIVE_INFINITY)
    await context.close()
  })
})
