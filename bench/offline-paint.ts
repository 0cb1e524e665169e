// Time from navigation to first contentful paint on a repeat visit with the server gone:
// visit once online, let the service worker install and take control, stop the server, open
// the page again. The CPU is slowed 4× as Lighthouse does for a mid-range phone.
import type { Browser } from 'playwright-core'
import { PHONE } from '../test/support/browser'

/** A running server; `localStorage` is what the page holds before it starts (a logged-in borrower). */
export type Site = { url: string; stop: () => Promise<void>; localStorage?: Record<string, string> }
export type OfflineTarget = { name: string; path: string; start: () => Promise<Site> }

export async function offlineFirstPaint(browser: Browser, target: OfflineTarget): Promise<number> {
  const site = await target.start()
  const context = await browser.newContext({ ...PHONE })
  try {
    if (site.localStorage) {
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
      }, site.localStorage)
    }
    const page = await context.newPage()
    await page.goto(`${site.url}${target.path}`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await site.stop()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${site.url}${target.path}`)
    const paint = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { timeout: 30_000 })
    return Number(await paint.jsonValue())
  } finally {
    await context.close()
    await site.stop()
  }
}
