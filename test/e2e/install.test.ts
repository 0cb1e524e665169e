import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, launchWithProfile, PHONE } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { registerBorrower, type ServerProcess, startServerProcess } from '../support/server-process'
import { newPhone } from '../support/test-app'

const SHOTS = join(import.meta.dirname, '../../.tmp/screenshots')
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

let server: ServerProcess
let browser: Browser
let folder: string

beforeAll(async () => {
  folder = await newDataDir('install')
  server = await startServerProcess({ DATA_DIR: folder, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
  await mkdir(SHOTS, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(folder, { recursive: true, force: true })
})

const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })

describe('installing the app', () => {
  it('passes Chromium’s installability checks and offers Install on the login screen and on My', async () => {
    // Chromium offers installation only outside incognito, hence a profile on disk.
    const context = await launchWithProfile(join(folder, 'profile'), { ...PHONE, locale: 'en-US' })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${server.url}/login`)
    await controlled(page)
    const cdp = await context.newCDPSession(page)
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
    const { errors } = await cdp.send('Page.getAppManifest')
    expect(errors).toEqual([])

    const install = page.locator('.install-btn')
    await install.waitFor()
    await page.screenshot({ path: join(SHOTS, 'pwa-install-button.png') })

    const token = await registerBorrower(server.url, newPhone())
    await page.evaluate((t) => localStorage.setItem('jackey.token', t), token)
    await page.goto(`${server.url}/my`)
    await page.getByRole('heading', { name: 'My account' }).waitFor()
    await install.waitFor()
    await context.close()
  })

  it('explains Add to Home Screen on iOS Safari, until the borrower dismisses it', async () => {
    const context = await browser.newContext({ ...PHONE, userAgent: IPHONE_SAFARI, locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`${server.url}/login`)
    const hint = page.locator('.install-hint')
    await hint.waitFor()
    expect(await page.locator('.install-btn').count()).toBe(0)
    await page.screenshot({ path: join(SHOTS, 'pwa-install-hint-ios.png') })
    await hint.getByRole('button').click()
    expect(await hint.count()).toBe(0)
    await page.reload()
    await page.locator('form').waitFor()
    expect(await hint.count()).toBe(0)
    await context.close()
  })

  it('shows no hint to other browsers that cannot offer installation', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`${server.url}/login`)
    await page.locator('form').waitFor()
    await controlled(page)
    expect(await page.locator('.install-hint, .install-btn').count()).toBe(0)
    await context.close()
  })
})
