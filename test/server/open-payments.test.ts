// Codes that last and can be found again (issue 37): each payment is open for its method's time,
// listed with what it is paid with until it is paid, expires or is cancelled; cancelling never
// loses money paid under it; and a borrower cannot hold open payments for more than the payoff.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_VALID_MS } from '../../contract/payment-methods'
import { repayments } from '../../server/db/schema'
import { DEMO_MARKETS } from '../support/demo-markets'
import { checkInvariants, repaying } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

// The counter each market's over-the-counter payment names.
const COUNTER = { TH: '7-Eleven (Counter Service)', PH: '7-Eleven', ID: 'Alfamart' } as const
const MARKETS = DEMO_MARKETS.map((m) => ({ ...m, counter: COUNTER[m.market] }))
type Method = 'qr' | 'ewallet' | 'otc' | 'page'

const recharge = (token: string, loanOrderId: number, amt: number, method: Method) => t.api.call('/loan/recharge', { loanOrderId, amt, method }, { token })
const open = (token: string, loanOrderId: number) => t.api.call('/loan/payments/open', { loanOrderId }, { token })
const cancel = (token: string, paymentId: string) => t.api.call('/loan/payments/cancel', { paymentId }, { token })
const payoff = async (token: string, loanOrderId: number) => (await t.api.call('/loan/orderInfo', { loanOrderId }, { token })).data.payoff ?? 0

describe.each(MARKETS)('open payments in $market', (market) => {
  it('lists a QR and a counter code with what they are paid with, each open for its method’s time, newest first', async () => {
    const { token, orderId } = await repaying(t, market)
    const qr = (await recharge(token, orderId, 700, 'qr')).data
    t.clock.advance(1_000)
    const otc = (await recharge(token, orderId, 500, 'otc')).data
    const { code, data } = await open(token, orderId)
    expect(code).toBe(0)
    expect(data.map((p) => [p.paymentId, p.method, p.amt])).toEqual([
      [otc.paymentId, 'otc', 500],
      [qr.paymentId, 'qr', 700],
    ])
    const [listedOtc, listedQr] = data
    expect(listedQr?.qr).toBe(qr.qr)
    expect(listedOtc?.reference).toBe(otc.reference)
    expect(listedOtc?.counters).toContain(market.counter)
    expect(new Date(listedOtc?.expiresAt ?? '').getTime() - new Date(listedOtc?.openedAt ?? '').getTime()).toBe(PAYMENT_VALID_MS.otc)
    expect(new Date(listedQr?.expiresAt ?? '').getTime() - new Date(listedQr?.openedAt ?? '').getTime()).toBe(PAYMENT_VALID_MS.qr)
    // A counter code lasts a day and more: someone who walks to the counter tomorrow still pays with it.
    expect(PAYMENT_VALID_MS.otc).toBeGreaterThanOrEqual(24 * 3600_000)
    expect(otc.expiresAt).toBe(listedOtc?.expiresAt)
  })

  it('drops a payment from the list once it is paid, and once it has expired, and reopens none that expired', async () => {
    const { token, orderId } = await repaying(t, market)
    const qr = (await recharge(token, orderId, 700, 'qr')).data
    const otc = (await recharge(token, orderId, 500, 'otc')).data
    expect(
      (
        await t.api.call('/sandbox/payments/complete', {
          paymentId: otc.paymentId,
        })
      ).code,
    ).toBe(0)
    expect((await open(token, orderId)).data.map((p) => p.paymentId)).toEqual([qr.paymentId])
    t.clock.advance(PAYMENT_VALID_MS.qr + 1_000)
    expect((await open(token, orderId)).data).toEqual([])
    const again = (await recharge(token, orderId, 700, 'qr')).data
    expect(again.paymentId).not.toBe(qr.paymentId)
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('cancels a payment: gone from the list and from the history, not reused, and still posted if the money arrives', async () => {
    const { token, orderId } = await repaying(t, market)
    const otc = (await recharge(token, orderId, 500, 'otc')).data
    expect((await cancel(token, otc.paymentId)).code).toBe(0)
    expect((await cancel(token, otc.paymentId)).code).toBe(0)
    expect((await open(token, orderId)).data).toEqual([])
    const history = (await t.api.call('/loan/transactions', {}, { token })).data
    expect(history.some((x) => x.id === `r-${otc.paymentId}`)).toBe(false)
    expect((await recharge(token, orderId, 500, 'otc')).data.paymentId).not.toBe(otc.paymentId)
    // Paid at the counter before the cancel reached anyone: the money is the borrower's, posted.
    expect(
      (
        await t.api.call('/sandbox/payments/complete', {
          paymentId: otc.paymentId,
        })
      ).code,
    ).toBe(0)
    const [row] = await t.database.db.select().from(repayments).where(eq(repayments.id, otc.paymentId))
    expect(row?.status).toBe('succeeded')
    expect((await cancel(token, otc.paymentId)).code).toBe(40152)
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('refuses to open payments worth more than the payoff together (40151 with what can still be opened), and opens again after a cancel', async () => {
    const { token, orderId } = await repaying(t, market)
    const all = await payoff(token, orderId)
    const page = (await recharge(token, orderId, all, 'page')).data
    // The same payment asked for again is the one already open, not a second.
    expect((await recharge(token, orderId, all, 'page')).data.paymentId).toBe(page.paymentId)
    const refused = await recharge(token, orderId, 500, 'qr')
    expect([refused.code, refused.data]).toEqual([40151, { fields: ['amt'] }])
    expect((await t.api.call('/loan/transactions', {}, { token })).data.filter((x) => x.kind === 'repayment')).toHaveLength(1)
    await cancel(token, page.paymentId)
    const half = Math.round(all * 50) / 100
    expect((await recharge(token, orderId, half, 'page')).code).toBe(0)
    const over = await recharge(token, orderId, all, 'qr')
    expect(over.code).toBe(40151)
    expect(over.data).toMatchObject({
      range: { max: Math.round((all - half) * 100) / 100 },
    })
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it("answers 40007 for another borrower's loan and payment, and for none", async () => {
    const { token, orderId } = await repaying(t, market)
    const other = await repaying(t, market)
    const theirs = (await recharge(other.token, other.orderId, 500, 'otc')).data
    expect((await open(token, other.orderId)).code).toBe(40007)
    expect((await cancel(token, theirs.paymentId)).code).toBe(40007)
    expect((await cancel(token, 'no-such-payment')).code).toBe(40007)
    expect((await open(token, orderId + 100_000)).code).toBe(40007)
    expect((await open(other.token, other.orderId)).data).toHaveLength(1)
  })
})
