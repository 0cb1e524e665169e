import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { registerOverHttp } from '../support/profile-over-http'
import { serverAndBrowser } from '../support/e2e-world'

const e2e = serverAndBrowser('sync')

describe('Background Sync', () => {
  it("wakes the open app's outbox when the e2e.browser fires the 'outbox' sync", async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    const { token } = await registerOverHttp(e2e.server.url)
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/`)
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
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: e2e.server.url, registrationId: await registration, tag: 'outbox', lastChance: false })
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenMessages: unknown[] }).seenMessages)).toContain('outbox-replay')
    await context.close()
  })
})
