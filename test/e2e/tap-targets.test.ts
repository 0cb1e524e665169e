// Every control a thumb has to hit is at least 44 × 44 CSS px on a 360 × 740 screen (issue 25
// item 13). A checkbox counts by its label, which takes the tap for it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { acceptContract, applyAndDecide } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'

const e2e = serverAndBrowser('tap-targets')
const MIN = 44

async function tooSmall(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, select, textarea, input:not([type=hidden]), [role=button], summary')
    return [...controls]
      // A visually hidden file input is opened by the button beside it, never tapped itself.
      .filter((el) => el.offsetParent !== null && !el.closest('[inert]') && !el.classList.contains('visually-hidden'))
      .map((el) => {
        // A checkbox takes the tap through its label.
        const byLabel = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)
        const target = byLabel ? ((el as HTMLInputElement).labels?.[0] ?? el.closest('label') ?? el) : el
        const box = target.getBoundingClientRect()
        return { name: (el.textContent?.trim() || el.getAttribute('aria-label') || el.getAttribute('name') || el.tagName).slice(0, 40), w: box.width, h: box.height }
      })
      .filter((c) => c.w < min - 0.5 || c.h < min - 0.5)
      .map((c) => `${c.name} ${Math.round(c.w)}×${Math.round(c.h)}`)
  }, MIN)
}

describe('tap targets', () => {
  it('are 44 px or more on every screen of a borrower with a loan to withdraw, in English and in Thai', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    await completeProfileOverHttp(e2e.server.url, token)
    await uploadSignatureOverHttp(e2e.server.url, token)
    const { orderId } = await applyAndDecide(e2e.server.url, token, 100_000, 12)
    await acceptContract(e2e.server.url, token, orderId)
    const screens = ['/login', '/register', '/forgot-password', '/', '/my', '/apply/1', '/order', `/detail/${orderId}`, '/transactionHistory', '/privacy', '/faq', '/feedback', '/about', '/consent', '/identity', '/baseInfo', '/bankInfo', '/question', '/withdrawPin', '/contract']
    const found: string[] = []
    for (const locale of ['en-US', 'th-TH']) {
      const context = await e2e.browser.newContext({ ...PHONE, locale })
      const page = await context.newPage()
      for (const path of screens) {
        const signedIn = !['/login', '/register', '/forgot-password'].includes(path)
        await page.goto(`${e2e.server.url}${signedIn ? '/about' : path}`)
        await page.evaluate((t) => (t ? localStorage.setItem('jackey.token', t) : localStorage.removeItem('jackey.token')), signedIn ? token : null)
        await page.goto(`${e2e.server.url}${path}`)
        await page.locator('main').first().waitFor()
        await page.waitForLoadState('networkidle')
        for (const small of await tooSmall(page)) found.push(`${locale} ${path}: ${small}`)
      }
      await context.close()
    }
    expect(found).toEqual([])
  })
})
