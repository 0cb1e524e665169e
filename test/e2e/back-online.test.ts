// Offline status that tells the truth (issue 37, item 9), in Chromium at 360×740 in both markets:
// after the connection returns, "you are offline" and "saved on this phone, as of …" go by
// themselves once the server answers, and a request written offline shows in the support list
// once the outbox has sent it, all without a reload or a tap on "Try again".
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, untilServiceWorkerControls } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { registerOverHttp } from '../support/profile-over-http'

const e2e = serverAndBrowser('back-online')
const SCREENSHOTS = process.env.BACK_ONLINE_SCREENSHOTS

const MARKETS = {
  TH: { host: '127.0.0.1', locale: 'th-TH', lang: 'th', asOf: 'บันทึกไว้ในโทรศัพท์เครื่องนี้ ณ', offline: 'ตอนนี้ไม่มีอินเทอร์เน็ต', noConnection: 'ไม่มีการเชื่อมต่อ' },
  PH: { host: 'ph.localhost', locale: 'fil-PH', lang: 'fil', asOf: 'Nakatabi sa teleponong ito, ayon sa datos noong', offline: 'Offline ka.', noConnection: 'Walang koneksyon.' },
} as const

async function phoneOf(market: keyof typeof MARKETS, token: string): Promise<{ context: BrowserContext; page: Page; origin: string }> {
  const m = MARKETS[market]
  const context = await e2e.browser.newContext({ ...PHONE, locale: m.locale })
  await context.addInitScript((t) => localStorage.getItem('jackey.token') ?? localStorage.setItem('jackey.token', t), token)
  return { context, page: await context.newPage(), origin: e2e.server.url.replace('127.0.0.1', m.host) }
}

/** Whether the loan progress is kept on the phone (the copy Home shows offline). */
function progressKept(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('jackey')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('loanCopies').objectStore('loanCopies').getAllKeys()
          request.onsuccess = () => resolve((request.result as string[]).some((key) => key.endsWith('|progress|')))
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

/** Marks the page so that a reload, which would clear the mark, can be told apart. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
}
const stillNotReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true)

describe('offline status after the connection returns, in Chromium', () => {
  for (const market of ['TH', 'PH'] as const) {
    it(`clears the offline and "as of" banners and shows a request sent from the outbox, in ${market}`, async () => {
      const m = MARKETS[market]
      const { token } = await registerOverHttp(e2e.server.url, market)
      const { context, page, origin } = await phoneOf(market, token)
      await page.goto(`${origin}/`)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(m.lang)
      await untilServiceWorkerControls(page)
      await expect.poll(() => progressKept(page)).toBe(true)

      // Home offline: the copy kept on the phone, with its time, and the offline banner.
      await context.setOffline(true)
      await page.reload()
      const asOf = page.getByTestId('as-of')
      await asOf.waitFor()
      expect(await asOf.textContent()).toContain(m.asOf)
      await page.locator('.offline-banner').getByText(m.offline, { exact: false }).waitFor()
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/offline-home-${m.lang}.png` })

      await markPage(page)
      await context.setOffline(false)
      await expect.poll(() => page.locator('.offline-banner').count()).toBe(0)
      await expect.poll(() => asOf.count()).toBe(0)
      expect(await stillNotReloaded(page)).toBe(true)

      // A request written offline: the list says "no connection" until the outbox has sent it.
      await context.setOffline(true)
      await page.goto(`${origin}/feedback?compose=true`)
      await page.locator('select[name="category"]').selectOption('account')
      await page.locator('textarea[name="message"]').fill(`Written offline in ${market}`)
      await page.getByTestId('ticket-send').click()
      await page.getByTestId('ticket-new').waitFor()
      await page.locator('.load-error').getByText(m.noConnection, { exact: false }).waitFor()
      expect(await page.getByTestId('ticket-item').count()).toBe(0)
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/offline-ticket-${m.lang}.png` })

      await markPage(page)
      await context.setOffline(false)
      await expect.poll(() => page.getByTestId('ticket-item').count()).toBe(1)
      await expect.poll(() => page.locator('.load-error').count()).toBe(0)
      expect(await stillNotReloaded(page)).toBe(true)
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/back-online-ticket-${m.lang}.png` })
      await context.close()
    })
  }
})
