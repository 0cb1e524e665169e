import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, PHONE } from '../support/browser'
import { registerOverHttp } from '../support/profile-over-http'
import { type ServerProcess, startServerProcess } from '../support/server-process'

let server: ServerProcess
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jackey-e2e-sync-'))
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('Background Sync', () => {
  it("wakes the open app's outbox when the browser fires the 'outbox' sync", async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en-US' })
    const { token } = await registerOverHttp(server.url)
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    await page.goto(`${server.url}/`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
      }
      const seen: unknown[] = []
      Object.assign(window, { seenMessages: seen })
      navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data))
    })
    const cdp = await context.newCDPSession(page)
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const id = registrations.find((r) => !r.isDeleted)?.registrationId
        if (id) resolve(id)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId: await registration, tag: 'outbox', lastChance: false })
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenMessages: unknown[] }).seenMessages)).toContain('outbox-replay')
    await context.close()
  })
})
