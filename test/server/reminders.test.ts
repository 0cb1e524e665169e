// Reminders within legal hours (issue 22 item 1): each goes out when the market's contact window
// opens in the borrower's time zone, once, by push to a local push service that checks the VAPID
// signature and decrypts the message, or by the sandbox SMS when push is off or reaches no browser.
import { createECDH, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/loan-extension'
import { localInstant } from '../../contract/market/contact-opening'
import { localToday } from '../../contract/market/local-time'
import { createApp } from '../../server/app'
import { collectionContacts, jobs, pushSubscriptions, reminders, sandboxSms } from '../../server/db/schema'
import { enqueue } from '../../server/domain/jobs/queue'
import { readEnv } from '../../server/env'
import { type BrowserSubscription, startLocalPushService } from '../support/local-push-service'
import { demoMarket } from '../support/demo-markets'
import { fundsReadyPhOrder, repaying } from '../support/money'
import { newStaff } from '../support/staff'
import { e164, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let push: Awaited<ReturnType<typeof startLocalPushService>>
beforeAll(async () => {
  t = await startTestApp()
  push = await startLocalPushService()
  // A Monday morning in both markets, so that every test walks forward from a known day.
  t.clock.now = new Date('2027-03-01T03:00:00Z')
})
afterAll(async () => {
  await push.close()
  await t.close()
})

/**
 * Each demo market with what its reminders are expected to do: the local time its contact window
 * opens, in which zone, and whose name they carry; written out rather than read from the market's
 * pack, so that a wrong pack fails here.
 */
const MARKETS = {
  TH: { ...demoMarket('TH'), timeZone: 'Asia/Bangkok', opens: '08:00', lenderName: 'Jackey Cash' },
  PH: { ...demoMarket('PH'), timeZone: 'Asia/Manila', opens: '06:00', lenderName: 'Jackey Peso' },
} as const
type MarketCode = keyof typeof MARKETS

type Borrower = { token: string; mobile: string; orderId: number; dueDate: string; browser: BrowserSubscription | null }

/** A borrower whose loan is being repaid; with `browser`, subscribed to push from one. */
async function repayingBorrower(code: MarketCode, options: { browser?: boolean } = {}): Promise<Borrower> {
  const order = await repaying(t, MARKETS[code])
  const info = await t.api.call('/loan/orderInfo', { loanOrderId: order.orderId }, { token: order.token })
  const dueDate = info.data.periodViews[0]!.dueDate
  // The news of this order (approval, payout) is tested on its own below: set aside here, so that
  // what these tests count is only the reminders they plan.
  await t.runJobs()
  await t.database.db.update(reminders).set({ status: 'skipped', skipReason: 'test' }).where(and(eq(reminders.orderId, order.orderId), eq(reminders.status, 'queued')))
  await t.database.db.delete(sandboxSms).where(and(eq(sandboxSms.mobile, e164(order.mobile)), eq(sandboxSms.code, '')))
  let browser: BrowserSubscription | null = null
  if (options.browser !== false) {
    const key = await t.api.call('/user/push/key', {}, { token: order.token })
    browser = await push.subscribe(key.data.publicKey)
    const subscribed = await t.api.call('/user/push/subscribe', { endpoint: browser.endpoint, keys: browser.keys }, { token: order.token })
    expect(subscribed.code).toBe(0)
  }
  return { token: order.token, mobile: order.mobile, orderId: order.orderId, dueDate, browser }
}

/** Moves the server's clock to a local time of a day in the market; never backwards. */
function setLocal(code: MarketCode, date: string, time: string) {
  const at = localInstant(MARKETS[code].timeZone, date, time)
  if (at < t.clock.now) throw new Error(`clock would go back to ${at.toISOString()}`)
  t.clock.now = at
}

async function planNow() {
  await enqueue(t.database.db, 'plan-reminders', {}, t.clock.now)
  await t.runJobs()
}

const pushesFor = (b: Borrower, tag: string) => (b.browser ? push.received(b.browser.clientHash).filter((m) => m.tag === tag) : [])
const textsTo = async (b: Borrower) => (await t.database.db.select().from(sandboxSms).where(eq(sandboxSms.mobile, e164(b.mobile)))).filter((s) => s.code === '')
const reminderOf = async (b: Borrower, kind: string) =>
  (await t.database.db.select().from(reminders).where(and(eq(reminders.orderId, b.orderId), eq(reminders.kind, kind))))[0]

describe.each(['TH', 'PH'] as const)('in %s', (code) => {
  const market = MARKETS[code]

  it(`queues a reminder planned a minute before the window and pushes it at ${market.opens} local time, once`, async () => {
    const b = await repayingBorrower(code)
    const day = addDays(b.dueDate, -3)
    const [h, m] = market.opens.split(':').map(Number) as [number, number]
    const minuteBefore = `${String(m === 0 ? h - 1 : h).padStart(2, '0')}:${String(m === 0 ? 59 : m - 1).padStart(2, '0')}`
    setLocal(code, day, minuteBefore)
    await planNow()
    expect((await reminderOf(b, 'dueIn3'))?.status).toBe('queued')
    expect(pushesFor(b, `dueIn3-${b.orderId}-1`)).toEqual([])

    setLocal(code, day, market.opens)
    await t.runJobs()
    const [sent] = pushesFor(b, `dueIn3-${b.orderId}-1`)
    expect(sent?.title).toBe(market.lenderName)
    expect(sent?.body).toMatch(/\d/)
    expect(await reminderOf(b, 'dueIn3')).toMatchObject({ status: 'sent', channel: 'push', sentAt: localInstant(market.timeZone, day, market.opens) })

    // The planner again, the job again: nothing more.
    await planNow()
    await t.runJobs()
    expect(pushesFor(b, `dueIn3-${b.orderId}-1`)).toHaveLength(1)
    expect(await textsTo(b)).toEqual([])
  })

  it('reminds on the day, 1 and 3 days late while unpaid, by SMS when push is off, naming the lender, the amount and the date', async () => {
    const b = await repayingBorrower(code)
    // In Thailand the market's first language (Thai); in the Philippines the one the app was read in, Filipino.
    const locale = code === 'PH' ? ('fil' as const) : undefined
    expect((await t.api.call('/user/notifications/settings', { push: false, locale }, { token: b.token })).data).toEqual({ push: false, sms: true })
    for (const [days, kind] of [[0, 'dueToday'], [1, 'late1'], [3, 'late3']] as const) {
      setLocal(code, addDays(b.dueDate, days), '12:00')
      await planNow()
      expect((await reminderOf(b, kind))?.channel).toBe('sms')
    }
    const texts = await textsTo(b)
    expect(texts).toHaveLength(3)
    for (const s of texts) {
      expect(s.text).toContain(market.lenderName)
      expect(s.text).toMatch(code === 'PH' ? /dapat bayaran/ : /ยอด/)
      expect(s.text).toContain(code === 'PH' ? '₱' : '฿')
      expect(s.text).not.toMatch(/https?:|www\./i)
    }
    expect(pushesFor(b, `late1-${b.orderId}-1`)).toEqual([])
  })
})

describe('the window', () => {
  it('holds a reminder planned at 20:00 in Bangkok until 08:00 the next morning', async () => {
    const b = await repayingBorrower('TH')
    const day = addDays(b.dueDate, -1)
    setLocal('TH', day, '20:00')
    await planNow()
    const reminder = await reminderOf(b, 'dueIn1')
    const [job] = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'reminder'))).filter((j) => (j.payload as { reminderId?: number }).reminderId === reminder?.id)
    expect(job?.runAt).toEqual(localInstant('Asia/Bangkok', addDays(day, 1), '08:00'))
    // The day it was for has passed by then: a reminder saying "tomorrow" is not sent the next day.
    setLocal('TH', addDays(day, 1), '08:00')
    await t.runJobs()
    expect(await reminderOf(b, 'dueIn1')).toMatchObject({ status: 'skipped', skipReason: 'dayPassed' })
    expect(pushesFor(b, `dueIn1-${b.orderId}-1`)).toEqual([])
  })

  it('tells of an approval made at 05:59 in Manila at 06:00', async () => {
    setLocal('PH', addDays(localToday('Asia/Manila', t.clock.now), 1), '05:59')
    const order = await fundsReadyPhOrder(t)
    const approved = (await t.database.db.select().from(reminders).where(and(eq(reminders.orderId, order.orderId), eq(reminders.kind, 'approved'))))[0]
    expect(approved?.status).toBe('queued')
    t.clock.advance(60_000)
    await t.runJobs()
    const texts = (await t.database.db.select().from(sandboxSms).where(eq(sandboxSms.mobile, e164(order.mobile)))).filter((s) => s.code === '')
    expect(texts.map((s) => s.text)).toEqual([expect.stringContaining('Jackey Peso')])
    expect(texts[0]?.text).toMatch(/approved|naaprubahan/i)
  })
})

describe("the daily contact limit", () => {
  it.each([
    ['TH', 'holds a late reminder for tomorrow when collections already called today, and drops it then', 'queued'],
    ['PH', 'sends a late reminder beside a collections call: the Philippine rules set no daily number', 'sent'],
  ] as const)('%s: %s', async (code, _name, status) => {
    const b = await repayingBorrower(code)
    const staff = await newStaff(t.database.db, ['collections'], { companyId: code === 'TH' ? 1 : 2 })
    setLocal(code, addDays(b.dueDate, 1), '11:00')
    const [user] = await t.database.db.select({ userId: reminders.userId }).from(reminders).where(eq(reminders.orderId, b.orderId))
    await t.database.db
      .insert(collectionContacts)
      .values({ orderId: b.orderId, userId: user!.userId, staffId: staff.id, channel: 'call', target: 'borrower', outcome: 'no_answer', at: t.clock.now })
    t.clock.advance(3600_000)
    await planNow()
    expect((await reminderOf(b, 'late1'))?.status).toBe(status)
    if (code === 'TH') {
      setLocal(code, addDays(b.dueDate, 2), '08:00')
      await t.runJobs()
      expect(await reminderOf(b, 'late1')).toMatchObject({ status: 'skipped', skipReason: 'dayPassed' })
    }
  })
})

describe('sending once', () => {
  it('sends a reminder once when its job runs twice and two processes run jobs together', async () => {
    const b = await repayingBorrower('TH')
    const day = addDays(b.dueDate, -3)
    setLocal('TH', day, '07:00')
    await planNow()
    const reminder = await reminderOf(b, 'dueIn3')
    await enqueue(t.database.db, 'reminder', { reminderId: reminder!.id }, t.clock.now)
    setLocal('TH', day, '09:00')
    const second = createApp({ database: t.database, env: readEnv({ LOG_LEVEL: 'silent' }), now: () => t.clock.now, injectedRequestsAreLocal: true })
    await Promise.all([t.runJobs(), second.runJobs(), t.runJobs()])
    expect(pushesFor(b, `dueIn3-${b.orderId}-1`)).toHaveLength(1)
  })
})

describe('push subscriptions', () => {
  it('drops a subscription its push service says is gone (410) and sends the SMS instead', async () => {
    const b = await repayingBorrower('PH')
    push.expire(b.browser!.clientHash)
    setLocal('PH', addDays(b.dueDate, -1), '10:00')
    await planNow()
    expect(await reminderOf(b, 'dueIn1')).toMatchObject({ status: 'sent', channel: 'sms' })
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, b.browser!.endpoint))).toEqual([])
  })

  it('drops a subscription its push service does not know (404), quietly', async () => {
    const b = await repayingBorrower('TH', { browser: false })
    const endpoint = push.unknownEndpoint(`b${b.orderId}`)
    const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') }
    expect((await t.api.call('/user/push/subscribe', { endpoint, keys }, { token: b.token })).code).toBe(0)
    setLocal('TH', addDays(b.dueDate, -1), '10:00')
    await planNow()
    expect(await reminderOf(b, 'dueIn1')).toMatchObject({ status: 'sent', channel: 'sms' })
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([])
  })

  it('checks an endpoint again when delivering: one that is no push service (kept from before the rule) is never posted to, and dropped', async () => {
    const b = await repayingBorrower('TH')
    const [mine] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, b.browser!.endpoint))
    const endpoint = `https://169.254.169.254/latest/b${b.orderId}`
    await t.database.db.update(pushSubscriptions).set({ endpoint }).where(eq(pushSubscriptions.id, mine!.id))
    setLocal('TH', addDays(b.dueDate, -1), '10:00')
    await planNow()
    // Posted to, it would have failed (no such host here) and been kept; never posted to, it is gone.
    expect(await reminderOf(b, 'dueIn1')).toMatchObject({ status: 'sent', channel: 'sms' })
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([])
  })

  it('sends nothing on a channel the borrower turned off', async () => {
    const b = await repayingBorrower('TH')
    expect((await t.api.call('/user/notifications/settings', {}, { token: b.token })).data).toEqual({ push: true, sms: true })
    expect((await t.api.call('/user/notifications/settings', { push: false, sms: false }, { token: b.token })).data).toEqual({ push: false, sms: false })
    setLocal('TH', addDays(b.dueDate, -1), '10:00')
    await planNow()
    expect(await reminderOf(b, 'dueIn1')).toMatchObject({ status: 'skipped', skipReason: 'noChannel' })
    expect(pushesFor(b, `dueIn1-${b.orderId}-1`)).toEqual([])
    expect(await textsTo(b)).toEqual([])
  })

  it('refuses a subscription to anything but a push service, with 10060, and forgets only its own', async () => {
    const b = await repayingBorrower('TH')
    const keys = b.browser!.keys
    expect((await t.api.call('/user/push/subscribe', { endpoint: 'https://example.com/hook', keys }, { token: b.token })).code).toBe(10060)
    expect((await t.api.call('/user/push/subscribe', { endpoint: 'http://10.0.0.1/push', keys }, { token: b.token })).code).toBe(10060)
    expect((await t.api.call('/user/push/subscribe', { endpoint: b.browser!.endpoint, keys: { ...keys, p256dh: 'A'.repeat(87) } }, { token: b.token })).code).toBe(10060)
    const other = await repayingBorrower('TH', { browser: false })
    await t.api.call('/user/push/unsubscribe', { endpoint: b.browser!.endpoint }, { token: other.token })
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, b.browser!.endpoint))).toHaveLength(1)
    await t.api.call('/user/push/unsubscribe', { endpoint: b.browser!.endpoint }, { token: b.token })
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, b.browser!.endpoint))).toEqual([])
  })

  it('shows the channels, the browsers and the reminders in the data export', async () => {
    const b = await repayingBorrower('PH')
    await t.api.call('/user/notifications/settings', { sms: false, locale: 'fil' }, { token: b.token })
    const exported = (await t.api.call('/user/export', {}, { token: b.token })).data as { notifications: unknown }
    expect(exported.notifications).toEqual({
      settings: { push: true, sms: false },
      browsers: [{ pushService: new URL(b.browser!.endpoint).host, since: expect.any(String) }],
      reminders: expect.arrayContaining([expect.objectContaining({ kind: 'approved', orderId: b.orderId, period: null })]),
    })
  })

  it('gives every process of one database the same VAPID key', async () => {
    const b = await repayingBorrower('TH', { browser: false })
    const second = createApp({ database: t.database, env: readEnv({ LOG_LEVEL: 'silent' }), injectedRequestsAreLocal: true })
    const secondKey = await second.app.request('/jackey/user/push/key', { method: 'POST', headers: { authorization: b.token, 'content-type': 'application/json' }, body: '{}' })
    const key = await t.api.call('/user/push/key', {}, { token: b.token })
    expect(((await secondKey.json()) as { data: { publicKey: string } }).data.publicKey).toBe(key.data.publicKey)
  })
})
