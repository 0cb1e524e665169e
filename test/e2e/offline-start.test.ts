// The app starts from the service worker's cache with the server gone, and a new version
// deployed while it is open waits for the borrower's go-ahead. The server serves a copy of
// dist/ (DIST_DIR) that a test can redeploy; stopping it is the real offline: Playwright's
// offline switch does not cover the service worker's own requests.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchChromium, PHONE } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'
import { registerBorrower, type ServerProcess, startServerProcess } from '../support/server-process'
import { newPhone } from '../support/test-app'

const DIST = join(import.meta.dirname, '../../dist')
const SHOTS = join(import.meta.dirname, '../../.tmp/screenshots')

let browser: Browser
let folder: string
let server: ServerProcess | undefined
let deployed: string

beforeAll(async () => {
  browser = await launchChromium()
  await mkdir(SHOTS, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'jackey-offline-'))
  deployed = join(folder, 'dist')
  await cp(DIST, deployed, { recursive: true })
  const data = await newDataDir('offline')
  server = await startServerProcess({ DATA_DIR: data, DIST_DIR: deployed, LOG_LEVEL: 'silent' })
  return async () => {
    await server?.stop()
    await rm(folder, { recursive: true, force: true })
    await rm(data, { recursive: true, force: true })
  }
})

/** Opens the app logged in, and waits until the service worker has precached it and controls the page. */
async function openOnline(path: string, borrower?: string): Promise<Page> {
  if (!server) throw new Error('no server')
  const token = borrower ?? (await registerBorrower(server.url, newPhone()))
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  const page = await context.newPage()
  await page.goto(`${server.url}${path}`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
  return page
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** Every URL in every Cache Storage cache of the page's origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })

describe('the installed app', () => {
  it('opens /, /my and /question by URL from its cache while the server is stopped', async () => {
    const page = await openOnline('/')
    await bottomBar(page).getByText('Home').waitFor()
    await page.goto(`${server?.url}/my`)
    await page.getByRole('heading', { name: 'My account' }).waitFor()
    const origin = server?.url
    await server?.stop()
    server = undefined

    for (const path of ['/', '/my', '/question']) {
      const response = await page.goto(`${origin}${path}`)
      expect(response?.fromServiceWorker(), path).toBe(true)
      await bottomBar(page).getByText('Home').waitFor()
      await bottomBar(page).getByText('My').waitFor()
    }
    await page.goto(`${origin}/my`)
    await page.getByRole('heading', { name: 'My account' }).waitFor()
    await page.context().setOffline(true)
    await page.locator('.offline-banner').waitFor()
    await page.screenshot({ path: join(SHOTS, 'pwa-offline.png') })
    await page.context().close()
  })

  it('shows the identity check\'s card on Home from the copy on the phone while the server is stopped', async () => {
    if (!server) throw new Error('no server')
    const { token } = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, token)
    const page = await openOnline('/', token)
    const card = page.getByTestId('kyc-status')
    await expect.poll(() => card.getAttribute('data-kyc')).toBe('verified')
    const origin = server.url
    await server.stop()
    server = undefined

    // Home loads the card lazily: its chunk must come from the precache like the rest.
    const response = await page.goto(`${origin}/`)
    expect(response?.fromServiceWorker()).toBe(true)
    await expect.poll(() => card.getAttribute('data-kyc')).toBe('verified')
    await card.getByText('Your identity is verified. Thank you.').waitFor()
    await page.context().close()
  })

  it('keeps no API answer and no personal file in any cache, and keeps the app cached after logout', async () => {
    const page = await openOnline('/')
    await bottomBar(page).getByText('Home').waitFor()
    await page.goto(`${server?.url}/my`)
    await page.getByRole('heading', { name: 'My account' }).waitFor()
    const urls = await cachedUrls(page)
    expect(urls.length).toBeGreaterThan(20)
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/jackey/'))).toEqual([])

    // Logout answers Clear-Site-Data: "cache" (the HTTP cache); the precache must survive it.
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect((await cachedUrls(page)).length).toBe(urls.length)
    await page.context().close()
  })

  it('offers a new version deployed while it is open, never reloads by itself, and keeps a half-filled draft when accepted', async () => {
    // The bank form keeps a draft on the phone (useDraft); any drafted form would do.
    const page = await openOnline('/bankInfo')
    const cardNo = page.locator('input[name="cardNo"]')
    await cardNo.waitFor()
    const before = await page.evaluate(() => performance.timeOrigin)

    await deployNewVersion(deployed, 'v2')
    // What the app does when the borrower comes back to it: ask for sw.js again.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    const banner = page.locator('.update-banner')
    await banner.waitFor()
    await page.screenshot({ path: join(SHOTS, 'pwa-update-banner.png') })
    await page.waitForTimeout(1500)
    expect(await page.evaluate(() => performance.timeOrigin), 'reloaded by itself').toBe(before)
    expect(await page.locator('meta[name="app-version"]').count()).toBe(0)

    // Typed and accepted within the draft's 300 ms debounce: the input is not yet saved when Reload is tapped.
    await cardNo.fill('123456789012')
    await banner.getByRole('button').click()
    await page.waitForFunction(() => document.querySelector('meta[name="app-version"]')?.getAttribute('content') === 'v2')
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(before)
    await expect.poll(() => cardNo.inputValue()).toBe('123456789012')
    expect(await banner.count()).toBe(0)
    await page.context().close()
  })
})

/**
 * A new build, as a deploy would bring: index.html changes, and so does its revision in the
 * service worker's precache list, which makes sw.js a new worker for the browser.
 */
async function deployNewVersion(dist: string, version: string): Promise<void> {
  const index = join(dist, 'index.html')
  await writeFile(index, (await readFile(index, 'utf8')).replace('<head>', `<head><meta name="app-version" content="${version}">`))
  const sw = join(dist, 'sw.js')
  const worker = await readFile(sw, 'utf8')
  const updated = worker.replace(/(url:"index\.html",revision:")[^"]+"/, `$1${version}"`)
  if (updated === worker) throw new Error('sw.js lists no revision for index.html')
  await writeFile(sw, updated)
}
