// A browser without the service worker gets the first screen in the HTML, in its language
// (docs/decisions/0006-first-screen-in-the-html.md): what the app would show, before any script
// has run, and the app then takes it over without moving anything.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LOCALE_COOKIE, SIGNED_IN_COOKIE } from '../../contract/first-screens'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { registerBorrower } from '../support/server-process'
import { newPhone } from '../support/test-app'

const e2e = serverAndBrowser('first-screen-html')

/** A page at `path`; `app`: once the app's own screen is there (the frame no longer inert). */
async function open(context: BrowserContext, path: string, app: boolean): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${e2e.server.url}${path}`)
  if (app) await page.locator('#root > .app:not([inert])').waitFor()
  return page
}

/** What the screen at `path` says. */
async function screenText(context: BrowserContext, path: string, app: boolean): Promise<{ text: string; lang: string | null; inert: boolean }> {
  const page = await open(context, path, app)
  const result = await page.evaluate(() => ({
    text: (document.querySelector('#root') as HTMLElement).innerText,
    lang: document.documentElement.getAttribute('lang'),
    inert: document.querySelector('#root > .app')?.hasAttribute('inert') ?? false,
  }))
  await page.close()
  return result
}

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value

describe('the first screen in the HTML', () => {
  it('is the login screen in the browser’s language before any script runs, word for word what the app then shows', async () => {
    const noScript = await e2e.browser.newContext({ ...PHONE, locale: 'th-TH', javaScriptEnabled: false })
    const withScript = await e2e.browser.newContext({ ...PHONE, locale: 'th-TH', serviceWorkers: 'block' })
    const before = await screenText(noScript, '/login', false)
    const after = await screenText(withScript, '/login', true)
    expect(before.lang).toBe('th')
    expect(before.inert).toBe(true)
    expect(after.inert).toBe(false)
    expect(before.text).toContain('Jackey Cash')
    expect(before.text).toBe(after.text)
    await Promise.all([noScript.close(), withScript.close()])
  })

  it('takes no input before the app is there, and the app takes it over with everything where it was', async () => {
    const boxes = async (context: BrowserContext, app: boolean) => {
      const page = await open(context, '/login', app)
      const phone = page.getByLabel('Phone number')
      const focusable = await phone.evaluate((input: HTMLInputElement) => {
        input.focus()
        return document.activeElement === input
      })
      const at = await Promise.all([page.getByRole('heading', { name: 'Jackey Cash' }), phone, page.getByRole('button', { name: 'Log in' })].map((l) => l.boundingBox()))
      await page.close()
      return { focusable, at }
    }
    const noScript = await e2e.browser.newContext({ ...PHONE, locale: 'en-US', javaScriptEnabled: false })
    const withScript = await e2e.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' })
    const before = await boxes(noScript, false)
    const after = await boxes(withScript, true)
    // Inert: a tap or a typed character would otherwise be lost when the app replaces the page.
    expect(before.focusable).toBe(false)
    expect(after.focusable).toBe(true)
    expect(before.at.every((box) => box !== null && box.height > 0)).toBe(true)
    expect(after.at).toEqual(before.at)
    await Promise.all([noScript.close(), withScript.close()])
  })

  it('is Home once the app holds a login, in the language chosen in the app, and the login again after logout', async () => {
    const mobile = newPhone()
    await registerBorrower(e2e.server.url, mobile)
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/login`)
    await page.getByRole('button', { name: 'ไทย' }).click()
    await expect.poll(() => cookie(context, LOCALE_COOKIE)).toBe('th')
    await page.getByRole('button', { name: 'English' }).click()
    await expect.poll(() => cookie(context, LOCALE_COOKIE)).toBe('en')
    await page.getByLabel('Phone number').fill(mobile)
    await page.getByLabel('Password').fill('correct horse 1')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByTestId('loan-summary').waitFor()
    expect(await cookie(context, SIGNED_IN_COOKIE)).toBe('1')
    // What the server now sends for /: Home, with the no-fee notice, before any script.
    const home = await (await context.request.get(`${e2e.server.url}/`)).text()
    expect(home).toContain('We never ask you to pay anything to receive your loan.')
    expect(home).toContain('<html lang="en">')

    await page.getByRole('link', { name: 'My', exact: true }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await cookie(context, SIGNED_IN_COOKIE)).toBeUndefined()
    const login = await (await context.request.get(`${e2e.server.url}/`)).text()
    expect(login).not.toContain('We never ask you to pay anything to receive your loan.')
    expect(login).toContain('name="password"')
    await context.close()
  })

  it('is styled by the stylesheet the HTML carries, which the CSP allows by its hash, with no violation reported', async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' })
    await context.addInitScript(() => {
      const violations: string[] = []
      Object.assign(window, { violations })
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    const page = await open(context, '/login', true)
    const seen = await page.evaluate(() => ({
      header: getComputedStyle(document.querySelector('.app-header') as HTMLElement).backgroundColor,
      violations: (window as unknown as { violations: string[] }).violations,
    }))
    expect(seen.header).toBe('rgb(11, 107, 58)')
    expect(seen.violations).toEqual([])
    await context.close()
  })

  it("tries again when a first visit loses the app's code on the way, and the app then takes over", async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' })
    let navigations = 0
    let failed = 0
    context.on('request', (request) => void (request.isNavigationRequest() && (navigations += 1)))
    // The app's own chunk (src/start.tsx's) cannot be had on the first load, as on mobile data
    // that drops out; after the reload it comes.
    await context.route(/\/assets\/app-[\w-]{8}\.js$/, (route) => (navigations === 1 ? (failed++, route.abort('internetdisconnected')) : route.continue()))
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/login`)
    await page.locator('#root > .app:not([inert])').waitFor({ timeout: 15_000 })
    expect(failed).toBeGreaterThan(0)
    expect(navigations).toBe(2)
    await page.getByLabel('Phone number').fill('0912345678')
    expect(await page.getByLabel('Phone number').inputValue()).toBe('0912345678')
    await context.close()
  })
})
