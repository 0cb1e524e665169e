// The app lock in real Chromium with a virtual platform authenticator (DevTools protocol): the
// passkey is made and used by Chromium's own WebAuthn code, checked by the real server.
import { mkdir } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { registerBorrower } from '../support/server-process'
import { newPhone } from '../support/test-app'
import { serverAndBrowser } from '../support/e2e-world'

const e2e = serverAndBrowser('app-lock')
const MINUTE = 60_000
const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots'

// WebAuthn takes no IP address as its site: the same server, named `localhost`.
const appUrl = () => e2e.server.url.replace('127.0.0.1', 'localhost')

async function phoneWithFingerprint(locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ ...PHONE, locale })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })
  return { context, page }
}

async function logIn(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto(`${appUrl()}/login`)
  await page.getByLabel('Phone number').fill(mobile)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByTestId('loan-summary').waitFor()
}

/** The app goes to the background for `ms` and comes back (the phone's home button, then the app again). */
async function awayFor(page: Page, ms: number): Promise<void> {
  const visibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)
  await visibility('hidden')
  await page.clock.fastForward(ms)
  await visibility('visible')
}

describe('the app lock', () => {
  beforeAll(() => mkdir(SHOTS, { recursive: true }))

  it('locks after 5 minutes in the background and unlocks with the passkey or the password', async () => {
    const { context, page } = await phoneWithFingerprint('en-US')
    await page.clock.install()
    const mobile = newPhone()
    const password = 'lock me up 1'
    await registerBorrower(e2e.server.url, mobile, password)
    await logIn(page, mobile, password)

    await page.getByRole('link', { name: 'My', exact: true }).click()
    const section = page.getByRole('region', { name: 'App lock' })
    await section.getByRole('button', { name: 'Lock the app with a passkey' }).click()
    await section.getByRole('button', { name: 'Turn off app lock' }).waitFor()
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/app-lock-my-en.png` })

    // Four minutes away is not enough.
    await awayFor(page, 4 * MINUTE)
    await page.getByRole('heading', { name: 'My account' }).waitFor()

    await awayFor(page, 5 * MINUTE + 1000)
    await page.getByRole('heading', { name: 'The app is locked' }).waitFor()
    // Nothing of the account is behind the lock screen: its screens are not rendered at all.
    expect(await page.getByRole('heading', { name: 'My account' }).count()).toBe(0)
    expect(await page.locator('body').innerText()).not.toContain(mobile.slice(-4))
    expect(await page.getByRole('navigation').count()).toBe(0)

    await page.getByRole('button', { name: 'Unlock with passkey' }).click()
    await page.getByRole('heading', { name: 'My account' }).waitFor()

    await awayFor(page, 6 * MINUTE)
    const field = page.getByLabel('Password')
    await field.fill('not my password')
    await page.getByRole('button', { name: 'Unlock with password' }).click()
    await page.getByText('Wrong password').waitFor()
    expect(await field.inputValue()).toBe('not my password')
    await field.fill(password)
    await page.getByRole('button', { name: 'Unlock with password' }).click()
    await page.getByRole('heading', { name: 'My account' }).waitFor()

    // Started again long after it went to the background: locked from the first screen on.
    await page.evaluate((away) => {
      const stored = JSON.parse(localStorage.getItem('jackey.appLock') ?? '{}') as Record<string, unknown>
      localStorage.setItem('jackey.appLock', JSON.stringify({ ...stored, hiddenAt: Date.now() - away }))
    }, 6 * MINUTE)
    await page.reload()
    await page.getByRole('heading', { name: 'The app is locked' }).waitFor()
    await page.getByRole('button', { name: 'Unlock with passkey' }).click()
    await page.getByRole('heading', { name: 'My account' }).waitFor()

    await page.getByRole('region', { name: 'App lock' }).getByRole('button', { name: 'Turn off app lock' }).click()
    await section.getByRole('button', { name: 'Lock the app with a passkey' }).waitFor()
    await awayFor(page, 10 * MINUTE)
    await page.getByRole('heading', { name: 'My account' }).waitFor()
    await context.close()
  })

  it('says offline that unlocking needs a connection, and lets the borrower log out', async () => {
    const { context, page } = await phoneWithFingerprint('en-US')
    await page.clock.install()
    const mobile = newPhone()
    await registerBorrower(e2e.server.url, mobile, 'lock me up 2')
    await logIn(page, mobile, 'lock me up 2')
    await page.getByRole('link', { name: 'My', exact: true }).click()
    await page.getByRole('button', { name: 'Lock the app with a passkey' }).click()
    await page.getByRole('button', { name: 'Turn off app lock' }).waitFor()
    await awayFor(page, 5 * MINUTE)
    await page.getByRole('heading', { name: 'The app is locked' }).waitFor()
    await page.screenshot({ path: `${SHOTS}/app-lock-en.png` })

    // As installed: the app's code is on the phone before the connection goes.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    })
    await context.setOffline(true)
    await page.getByText('You are offline. Unlocking needs a connection').waitFor()
    expect(await page.getByRole('button', { name: 'Unlock with passkey' }).isDisabled()).toBe(true)
    await page.screenshot({ path: `${SHOTS}/app-lock-offline-en.png` })
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => [localStorage.getItem('jackey.token'), localStorage.getItem('jackey.appLock')])).toEqual([null, null])
    await context.close()
  })

  it('shows the lock screen in Thai', async () => {
    const { context, page } = await phoneWithFingerprint('th-TH')
    await context.addInitScript(() => localStorage.setItem('jackey.locale', 'th'))
    await page.clock.install()
    const mobile = newPhone()
    await registerBorrower(e2e.server.url, mobile, 'lock me up 3')
    await page.goto(`${appUrl()}/login`)
    await page.getByLabel('เบอร์โทรศัพท์').fill(mobile)
    await page.getByLabel('รหัสผ่าน').fill('lock me up 3')
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click()
    await page.getByTestId('loan-summary').waitFor()
    await page.getByRole('link', { name: 'ของฉัน', exact: true }).click()
    await page.getByRole('button', { name: 'ล็อกแอปด้วยพาสคีย์' }).click()
    await page.getByRole('button', { name: 'ปิดการล็อกแอป' }).waitFor()
    await awayFor(page, 5 * MINUTE)
    await page.getByRole('heading', { name: 'แอปถูกล็อกอยู่' }).waitFor()
    await page.screenshot({ path: `${SHOTS}/app-lock-th.png` })
    await page.getByRole('button', { name: 'ปลดล็อกด้วยพาสคีย์' }).click()
    await page.getByTestId('loan-summary').or(page.getByRole('heading', { name: 'บัญชีของฉัน' })).first().waitFor()
    expect(await page.getByRole('heading', { name: 'แอปถูกล็อกอยู่' }).count()).toBe(0)
    await context.close()
  })
})
