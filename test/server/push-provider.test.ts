// Push as a provider (issue 39, item 2): the reminder job reaches the borrower's browsers through
// Services' push port, and what the port answers decides what the domain keeps. The sandbox push
// provider answers by the endpoint's last path segment (gone…, fail…, anything else delivered).
import { createECDH, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/loan-extension'
import { localInstant } from '../../contract/market/contact-opening'
import { pushSubscriptions, reminders } from '../../server/db/schema'
import { enqueue } from '../../server/domain/jobs/queue'
import { sandboxPushProvider } from '../../server/providers/push/sandbox'
import { fundsReadyOrder, PIN } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

const push = sandboxPushProvider()
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ push })
  t.clock.now = new Date('2027-03-01T03:00:00Z')
})
afterAll(() => t.close())

const browserKeys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') })

describe('push through the provider port', () => {
  it('hands out the provider key and drops a subscription the provider says is gone, keeping the delivered and the failed', async () => {
    const order = await fundsReadyOrder(t)
    const withdrawn = await t.api.call('/user/withdraw', { loanOrderId: order.orderId, password: PIN, withdrawAmount: 100_000, bankcard: order.cardNo }, { token: order.token })
    expect(withdrawn.code).toBe(0)
    await t.api.call('/sandbox/payouts/settle', {})
    await t.runJobs()
    await t.database.db.update(reminders).set({ status: 'skipped', skipReason: 'test' }).where(and(eq(reminders.orderId, order.orderId), eq(reminders.status, 'queued')))

    const key = await t.api.call('/user/push/key', {}, { token: order.token })
    expect(key.data.publicKey).toBe(await push.publicKey())
    const endpoints = ['gone', 'fail', 'ok'].map((answer) => `https://fcm.googleapis.com/fcm/send/${answer}-${order.orderId}`)
    for (const endpoint of endpoints) expect((await t.api.call('/user/push/subscribe', { endpoint, keys: browserKeys() }, { token: order.token })).code).toBe(0)

    const info = await t.api.call('/loan/orderInfo', { loanOrderId: order.orderId }, { token: order.token })
    t.clock.now = localInstant('Asia/Bangkok', addDays(info.data.periodViews[0]!.dueDate, -1), '10:00')
    await enqueue(t.database.db, 'plan-reminders', {}, t.clock.now)
    await t.runJobs()

    const tag = `dueIn1-${order.orderId}-1`
    const sent = push.sent.filter((s) => (JSON.parse(s.payload) as { tag: string }).tag === tag)
    expect(new Map(sent.map((s) => [s.endpoint, s.outcome]))).toEqual(
      new Map([
        [endpoints[0], 'gone'],
        [endpoints[1], 'failed'],
        [endpoints[2], 'delivered'],
      ]),
    )
    expect(sent).toHaveLength(3)
    const [reminder] = await t.database.db.select().from(reminders).where(and(eq(reminders.orderId, order.orderId), eq(reminders.kind, 'dueIn1')))
    expect(reminder).toMatchObject({ status: 'sent', channel: 'push' })
    const kept = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, reminder!.userId))
    expect(kept.map((k) => k.endpoint).sort()).toEqual([endpoints[1], endpoints[2]].sort())
  })
})
