// A provider's event in our words is posted by the domain, whichever vendor's route read it
// (issue 39, item 2): the route only checks the sender and reads the body.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repayments, webhookEvents } from '../../server/db/schema'
import { type ProviderEvent, receiveProviderEvent } from '../../server/domain/money/provider-events'
import { fundsReadyOrder, PIN } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('provider events', () => {
  it('posts a captured payment from any provider once, and parks one for another amount', async () => {
    const order = await fundsReadyOrder(t)
    expect((await t.api.call('/user/withdraw', { loanOrderId: order.orderId, password: PIN, withdrawAmount: 100_000, bankcard: order.cardNo }, { token: order.token })).code).toBe(0)
    await t.api.call('/sandbox/payouts/settle', {})
    const opened = await t.api.call('/loan/recharge', { loanOrderId: order.orderId, amt: 500, method: 'page' }, { token: order.token })
    expect(opened.code).toBe(0)
    const [payment] = await t.database.db.select().from(repayments).where(eq(repayments.id, opened.data.paymentId))
    const paid = (amountMinor: number): ProviderEvent => ({ kind: 'payment-captured', succeeded: true, reference: payment!.reference, amountMinor, currency: 'THB', paidAt: undefined })

    const less = await receiveProviderEvent(t.services, 'another-provider', '{}', { type: 'paid', key: 'less', event: paid(49_999) })
    const right = await receiveProviderEvent(t.services, 'another-provider', '{}', { type: 'paid', key: 'right', event: paid(50_000) })
    const again = await receiveProviderEvent(t.services, 'another-provider', '{}', { type: 'paid', key: 'right', event: paid(50_000) })
    const malformed = await receiveProviderEvent(t.services, 'another-provider', 'not json', null)

    expect([less, right, again, malformed]).toEqual([
      { accepted: true, outcome: 'review_amount_mismatch' },
      { accepted: true, outcome: 'posted' },
      { accepted: true, outcome: 'duplicate' },
      { accepted: false, outcome: 'malformed' },
    ])
    expect((await t.database.db.select().from(repayments).where(eq(repayments.id, payment!.id)))[0]?.status).toBe('succeeded')
    const kept = await t.database.db.select({ eventKey: webhookEvents.eventKey, outcome: webhookEvents.outcome }).from(webhookEvents).where(eq(webhookEvents.provider, 'another-provider'))
    expect(kept).toEqual(expect.arrayContaining([{ eventKey: 'paid:less', outcome: 'review_amount_mismatch' }, { eventKey: 'paid:right', outcome: 'posted' }, { eventKey: null, outcome: 'malformed' }]))
    expect(kept).toHaveLength(3)
  })
})
