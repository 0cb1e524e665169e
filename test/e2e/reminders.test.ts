// Reminders in Chromium (issue 22 item 1): the app asks for permission to notify only after the
// borrower taps "remind me", subscribes through its service worker, and the server pushes the
// reminder to the browser's push service when the window opens; My › Notifications turns each
// channel on or off, and says the settings need a connection.
//
// Headless Chromium has no push service of its own (it would need Google's servers), so the
// browser's PushManager hands out a subscription of web-push-testing, a push service on this
// machine that checks our VAPID signature and decrypts what the server sends.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/loan-extension'
import { localInstant } from '../../contract/market/contact-opening'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { type BrowserSubscription, startLocalPushService } from '../support/local-push-service'
import { paidOutBorrowerOverHttp } from '../support/loans-over-http'
import { registerOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('reminders')
let push: Awaited<ReturnType<typeof startLocalPushService>>
beforeAll(async () => {
  push = await startLocalPushService()
})
afterAll(() => push.close())

async function repayingBorrower() {
  const base = e2e.server.url
  const { token, orderId } = await paidOutBorrowerOverHttp(base)
  const { data } = await post(base, '/loan/orderInfo', { loanOrderId: orderId }, token)
  return { token, orderId, dueDate: (data as { periodViews: { dueDate: string }[] }).periodViews[0]!.dueDate }
}

/** A phone whose browser pushes through the local push service, and counts permission prompts. */
async function phoneWith(token: string, subscription: BrowserSubscription): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
  await context.grantPermissions(['notifications'], { origin: e2e.server.url })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  await context.addInitScript((s: BrowserSubscription) => {
    const w = window as unknown as { permissionAsks: number; subscribed: boolean }
    w.permissionAsks = 0
    // Kept across reloads, as a browser keeps its subscription.
    w.subscribed = localStorage.getItem('test.pushSubscribed') === '1'
    const ask = Notification.requestPermission.bind(Notification)
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      w.permissionAsks++
      return ask(...args)
    }
    const fake = {
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      getKey: () => null,
      unsubscribe: async () => {
        w.subscribed = false
        localStorage.removeItem('test.pushSubscribed')
        return true
      },
    }
    PushManager.prototype.subscribe = async function () {
      w.subscribed = true
      localStorage.setItem('test.pushSubscribed', '1')
      return fake as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async function () {
      return (w.subscribed ? fake : null) as unknown as PushSubscription | null
    }
  }, subscription)
  return context
}

const permissionAsks = (page: Page) => page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)
const settings = async (token: string) => (await post(e2e.server.url, '/user/notifications/settings', {}, token)).data as { push: boolean; sms: boolean }

describe('reminders in Chromium', () => {
  it('asks to notify only after "remind me", and the reminder arrives when the Bangkok window opens', async () => {
    const { token, orderId, dueDate } = await repayingBorrower()
    const key = (await post(e2e.server.url, '/user/push/key', {}, token)).data as { publicKey: string }
    const browser = await push.subscribe(key.publicKey)
    const context = await phoneWith(token, browser)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/`)
    await page.getByTestId('loan-summary').getByText('Left to repay').waitFor()
    const remindMe = page.getByTestId('remind-me')
    await remindMe.waitFor()
    expect(await permissionAsks(page)).toBe(0)

    await remindMe.click()
    await page.getByText('We will remind you on this phone before each due date.').waitFor()
    expect(await permissionAsks(page)).toBe(1)
    await remindMe.waitFor({ state: 'detached' })
    expect(await settings(token)).toEqual({ push: true, sms: true })

    // Three days before the due date, at 08:00 in Bangkok: the daily planner and the reminder job run on the server's clock.
    const at = localInstant('Asia/Bangkok', addDays(dueDate, -3), '08:00')
    expect((await post(e2e.server.url, '/sandbox/clock', { at: at.toISOString() })).code).toBe(0)
    const tag = `dueIn3-${orderId}-1`
    await expect.poll(() => push.received(browser.clientHash).filter((m) => m.tag === tag).length, { timeout: 30_000, interval: 500 }).toBe(1)
    const [message] = push.received(browser.clientHash).filter((m) => m.tag === tag)
    expect(message?.title).toBe('Jackey Cash')
    await post(e2e.server.url, '/sandbox/clock', { at: null })

    // Logging out, the phone stops taking this borrower's reminders: the next to sign in may be someone else.
    await page.goto(`${e2e.server.url}/my`)
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => localStorage.getItem('test.pushSubscribed'))).toBeNull()
    await context.close()
  })

  it('turns SMS and push on and off in My › Notifications, and only online', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    const key = (await post(e2e.server.url, '/user/push/key', {}, token)).data as { publicKey: string }
    const context = await phoneWith(token, await push.subscribe(key.publicKey))
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/my`)
    await page.getByRole('link', { name: 'Notifications' }).click()
    await page.waitForURL((url) => url.pathname === '/notifications')
    const pushSwitch = page.getByRole('switch', { name: /Notifications on this phone/ })
    const smsSwitch = page.getByRole('switch', { name: /SMS/ })
    await expect.poll(() => smsSwitch.isChecked()).toBe(true)
    expect(await pushSwitch.isChecked()).toBe(false)
    expect(await permissionAsks(page)).toBe(0)

    // The switches follow the server's answer, not the tap: clicked, then read back.
    await pushSwitch.click()
    await page.getByText('We will remind you on this phone before each due date.').waitFor()
    await expect.poll(() => pushSwitch.isChecked()).toBe(true)
    expect(await permissionAsks(page)).toBe(1)
    await smsSwitch.click()
    await expect.poll(() => smsSwitch.isChecked(), { timeout: 10_000 }).toBe(false)
    expect(await settings(token)).toEqual({ push: true, sms: false })

    await page.reload()
    await expect.poll(() => pushSwitch.isChecked(), { timeout: 10_000 }).toBe(true)
    expect(await smsSwitch.isChecked()).toBe(false)
    await pushSwitch.click()
    await expect.poll(() => pushSwitch.isChecked(), { timeout: 10_000 }).toBe(false)
    expect(await settings(token)).toEqual({ push: false, sms: false })

    await context.setOffline(true)
    await page.getByText('You are offline. These settings can be changed only with a connection.').waitFor()
    expect(await smsSwitch.isDisabled()).toBe(true)
    expect(await pushSwitch.isDisabled()).toBe(true)
    await context.close()
  })
})
