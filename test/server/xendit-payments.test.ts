// Repayments through Xendit's Payments API, against a local simulator of it (no network): the QR,
// wallet checkout or counter code asked for after the payment is recorded, with the payment's id
// as the key; the unified webhook verified, kept, applied once in any order, and refusing what
// does not match; the provider's own book read for reconciliation. Both markets.
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerLines, orders, repayments, webhookEvents } from '../../server/db/schema'
import { DEMO_MARKETS } from '../support/demo-markets'
import { checkInvariants, repaying } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'
import { type SimulatedEvent, startXenditSimulator, xenditPaymentsEnv, type XenditSimulator } from '../support/xendit-simulator'

const TOKEN = 'webhook-token-of-the-payments-test'

let sim: XenditSimulator
let t: TestApp
beforeAll(async () => {
  sim = await startXenditSimulator()
  t = await startTestApp({
    env: xenditPaymentsEnv(sim, TOKEN),
  })
})
afterAll(async () => {
  await t.close()
  await sim.close()
})

// The Xendit QR channel each market's payments use.
const QR_CHANNEL = { TH: 'PROMPTPAY', PH: 'QRPH' } as const
// Indonesia's whole-rupiah payments by each of its methods (QRIS, VA, e-wallets, counter chains) are
// test/server/id-repayments.test.ts's: the amounts here carry cents.
const MARKETS = DEMO_MARKETS.filter((m) => m.market !== 'ID').map((m) => ({ ...m, qrChannel: QR_CHANNEL[m.market as keyof typeof QR_CHANNEL] }))

const recharge = (token: string, loanOrderId: number, amt: number, method: 'qr' | 'ewallet' | 'otc' | 'page', key?: string) =>
  t.api.call('/loan/recharge', { loanOrderId, amt, method }, { token, key })

const hook = (body: unknown, token: string | null = TOKEN) =>
  t.app.request('/webhooks/xendit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-callback-token': token }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const paymentRow = async (id: string) => (await t.database.db.select().from(repayments).where(eq(repayments.id, id)))[0]
const repaymentEntries = async (orderId: number) =>
  (await t.database.db.select().from(ledgerLines).where(and(eq(ledgerLines.orderId, orderId), eq(ledgerLines.account, 'cash')))).filter((l) => l.amountMinor > 0)
const outcomeOf = async (event: SimulatedEvent) => {
  const rows = await t.database.db.select().from(webhookEvents).where(like(webhookEvents.eventKey, `${event.event}:%`))
  return rows.find((r) => r.raw === JSON.stringify(event))?.outcome
}

describe.each(MARKETS)('repaying through Xendit in $market', (market) => {
  it('asks Xendit for the QR once the payment is recorded, keyed by the payment, and posts the capture once', async () => {
    const { token, orderId } = await repaying(t, market)
    const posts = sim.paymentPosts
    const { code, data } = await recharge(token, orderId, 1_234.56, 'qr', `qr-${orderId}-first-tap`)
    expect(code).toBe(0)
    const row = await paymentRow(data.paymentId)
    const asked = sim.paymentRequests.at(-1)
    expect(asked).toMatchObject({ reference_id: row?.reference, request_amount: 1_234.56, currency: market.currency, country: market.market, channel_code: market.qrChannel })
    expect(data.qr).toBe(asked?.actions[0]?.value)
    expect([data.reference, data.url, row?.status]).toEqual([row?.reference, '', 'pending'])
    // A second tap: the same payment, and the QR kept with it; Xendit is not asked again.
    const again = await recharge(token, orderId, 1_234.56, 'qr')
    expect([again.data.paymentId, again.data.qr, sim.paymentPosts - posts, sim.paymentRequests.filter((r) => r.reference_id === row?.reference).length]).toEqual([data.paymentId, data.qr, 1, 1])
    // A lost answer replayed with its key: the completed answer, QR included.
    expect((await recharge(token, orderId, 1_234.56, 'qr', `qr-${orderId}-first-tap`)).data).toEqual(data)

    const paid = sim.pay(row?.reference ?? '')
    expect((await hook(paid)).status).toBe(200)
    expect((await hook(paid)).status).toBe(200)
    expect((await paymentRow(data.paymentId))?.status).toBe('succeeded')
    expect(await repaymentEntries(orderId)).toHaveLength(1)
    expect(await outcomeOf(paid)).toBe('posted')
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('records nothing as paid when the payment fails with any of its failure codes, and posts a later capture', async () => {
    const { token, orderId } = await repaying(t, market)
    const { data } = await recharge(token, orderId, 500, 'qr')
    const reference = (await paymentRow(data.paymentId))?.reference ?? ''
    for (const failureCode of ['INSUFFICIENT_BALANCE', 'ACCOUNT_ACCESS_BLOCKED', 'MAX_AMOUNT_LIMIT_ERROR', 'INVALID_PAYMENT_DETAILS']) {
      const failed = sim.fail(reference, failureCode)
      failed.data.payment_id = `py-failed-${failureCode}-${reference}`
      expect((await hook(failed)).status).toBe(200)
      expect(await outcomeOf(failed)).toBe(`failed:${failureCode}`)
    }
    expect([(await paymentRow(data.paymentId))?.status, (await repaymentEntries(orderId)).length]).toEqual(['pending', 0])
    // The borrower tried again and it went through: the capture arrives after the failures.
    expect((await hook(sim.pay(reference))).status).toBe(200)
    expect((await paymentRow(data.paymentId))?.status).toBe('succeeded')
    // An expiry delivered late changes nothing already paid.
    expect((await hook(sim.expire(reference))).status).toBe(200)
    expect([(await paymentRow(data.paymentId))?.status, (await repaymentEntries(orderId)).length]).toEqual(['succeeded', 1])
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('parks a capture for another amount or currency, and one for a reference it never opened, posting nothing', async () => {
    const { token, orderId } = await repaying(t, market)
    const { data } = await recharge(token, orderId, 700, 'qr')
    const reference = (await paymentRow(data.paymentId))?.reference ?? ''
    const less = sim.pay(reference, { amount: 699.99 })
    const otherCurrency = { ...sim.pay(reference, { currency: market.currency === 'THB' ? 'PHP' : 'THB' }) }
    otherCurrency.data = { ...otherCurrency.data, payment_id: `py-other-currency-${reference}` }
    const stranger = { ...less, data: { ...less.data, payment_id: `py-stranger-${reference}`, reference_id: '999999999999' } }
    for (const event of [less, otherCurrency, stranger]) expect((await hook(event)).status).toBe(200)
    expect([await outcomeOf(less), await outcomeOf(otherCurrency), await outcomeOf(stranger)]).toEqual(['review_amount_mismatch', 'review_amount_mismatch', 'review_unknown_reference'])
    expect([(await paymentRow(data.paymentId))?.status, (await repaymentEntries(orderId)).length]).toEqual(['pending', 0])
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('parks a capture whose amount has three decimals, is out of any range or is no number, kept as it came, never a 500', async () => {
    const { token, orderId } = await repaying(t, market)
    const { data } = await recharge(token, orderId, 700, 'qr')
    const reference = (await paymentRow(data.paymentId))?.reference ?? ''
    const odd = (amount: unknown, id: string) => {
      const event = sim.pay(reference)
      return { ...event, data: { ...event.data, payment_id: `py-${id}-${reference}`, request_amount: amount } }
    }
    const events = [odd(700.005, 'three-decimals'), odd(1e300, 'huge'), odd(-1e300, 'negative'), odd('700', 'text')]
    for (const event of events) expect((await hook(event)).status).toBe(200)
    expect(await Promise.all(events.map(outcomeOf))).toEqual(['review_amount_invalid', 'review_amount_invalid', 'review_amount_invalid', 'review_amount_invalid'])
    // The same event again is a duplicate of the one kept, not a second review.
    expect((await hook(events[0])).status).toBe(200)
    expect(await t.database.db.select().from(webhookEvents).where(like(webhookEvents.eventKey, `payment.capture:py-three-decimals-${reference}`))).toHaveLength(1)
    expect([(await paymentRow(data.paymentId))?.status, (await repaymentEntries(orderId)).length]).toEqual(['pending', 0])
    await checkInvariants(t, orderId, market.approvedMinor)
  })
})

describe('Xendit payment channels', () => {
  it('opens a GCash checkout and a 7-Eleven payment code in the Philippines, with the payer and the way back', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[1])
    const offered = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.paymentMethods?.map((m) => m.method)
    expect(offered).toEqual(['qr', 'ewallet', 'otc'])
    const wallet = await recharge(token, orderId, 600, 'ewallet')
    expect(wallet.code).toBe(0)
    const walletRequest = sim.paymentRequests.at(-1)
    expect(walletRequest?.channel_code).toBe('GCASH')
    expect(walletRequest?.channel_properties?.success_return_url).toMatch(/^https:\/\//)
    expect(wallet.data.url).toBe(`${sim.url}/checkout/${walletRequest?.payment_request_id}`)
    const otc = await recharge(token, orderId, 500, 'otc')
    const otcRequest = sim.paymentRequests.at(-1)
    expect(otcRequest?.channel_code).toBe('7ELEVEN')
    expect(otcRequest?.channel_properties?.payer_name).not.toBe('')
    expect([otc.data.reference, otc.data.counters, otc.data.expiresAt !== undefined]).toEqual([otcRequest?.actions[0]?.value, ['7-Eleven'], true])
  })

  it('lists a 7-Eleven code for two days with the code Xendit gave, and withdraws it at Xendit when the borrower cancels', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[1])
    const otc = await recharge(token, orderId, 500, 'otc')
    const request = sim.paymentRequests.at(-1)
    expect(Date.parse(request?.channel_properties?.expires_at ?? '') - Date.parse((await paymentRow(otc.data.paymentId))?.createdAt.toISOString() ?? '')).toBe(48 * 3600_000)
    const listed = (await t.api.call('/loan/payments/open', { loanOrderId: orderId }, { token })).data
    expect(listed.map((p) => [p.paymentId, p.reference, p.expiresAt])).toEqual([[otc.data.paymentId, request?.actions[0]?.value, request?.channel_properties?.expires_at]])
    expect((await t.api.call('/loan/payments/cancel', { paymentId: otc.data.paymentId }, { token })).code).toBe(0)
    expect(request?.status).toBe('CANCELED')
    expect((await t.api.call('/loan/payments/open', { loanOrderId: orderId }, { token })).data).toEqual([])
  })

  it('offers a Thai borrower no wallet or counter through Xendit, and records nothing for them', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[0])
    const offered = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.paymentMethods?.map((m) => m.method)
    expect(offered).toEqual(['qr'])
    const posts = sim.paymentPosts
    for (const method of ['ewallet', 'otc', 'page'] as const) expect((await recharge(token, orderId, 500, method)).code).toBe(40009)
    expect(sim.paymentPosts).toBe(posts)
    expect(await t.database.db.select().from(repayments).where(eq(repayments.orderId, orderId))).toEqual([])
  })

  it('asks to try again when Xendit answers 5xx or nothing in time, holding no lock, and reuses the payment and key after', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[1])
    sim.failNextPayment = { status: 503, error_code: 'SERVER_ERROR' }
    const unavailable = await recharge(token, orderId, 800, 'qr')
    expect(unavailable.code).toBe(40130)
    const [recorded] = await t.database.db.select().from(repayments).where(eq(repayments.orderId, orderId))
    expect(recorded?.status).toBe('pending')

    sim.holdPaymentAnswersMs = 3_000
    const started = Date.now()
    const hung = recharge(token, orderId, 800, 'qr')
    await new Promise((resolve) => setTimeout(resolve, 300))
    // While Xendit holds its answer the order's row is free: the payment was committed first.
    const locked = await t.database.db.transaction((tx) => tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update'))
    expect(locked).toHaveLength(1)
    expect((await hung).code).toBe(40130)
    expect(Date.now() - started).toBeLessThan(2_900)
    sim.holdPaymentAnswersMs = 0

    const opened = await recharge(token, orderId, 800, 'qr')
    expect([opened.code, opened.data.paymentId]).toEqual([0, recorded?.id])
    expect(sim.paymentRequests.filter((r) => r.reference_id === recorded?.reference)).toHaveLength(1)
  })

  it('asks for another way to pay when Xendit refuses the payment itself', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[1])
    sim.failNextPayment = { status: 400, error_code: 'CHANNEL_NOT_ACTIVATED' }
    expect((await recharge(token, orderId, 900, 'qr')).code).toBe(40131)
    sim.failNextPayment = { status: 400, error_code: 'TEMPORARILY_UNAVAILABLE' }
    expect((await recharge(token, orderId, 900, 'qr')).code).toBe(40130)
  })
})

describe('the Xendit webhook', () => {
  it('answers 401 to a wrong or missing token and keeps nothing', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[1])
    const { data } = await recharge(token, orderId, 1_000, 'qr')
    const paid = sim.pay((await paymentRow(data.paymentId))?.reference ?? '')
    const kept = (await t.database.db.select().from(webhookEvents)).length
    expect((await hook(paid, 'wrong-token-of-the-same-len!!!!!!')).status).toBe(401)
    expect((await hook(paid, null)).status).toBe(401)
    expect((await t.database.db.select().from(webhookEvents)).length).toBe(kept)
    expect((await paymentRow(data.paymentId))?.status).toBe('pending')
    expect((await hook(paid)).status).toBe(200)
    expect((await paymentRow(data.paymentId))?.status).toBe('succeeded')
  })

  it('refuses malformed JSON with a 400, keeping it for audit, never a 5xx', async () => {
    for (const body of ['{"event": "payment.capture", "data": ', 'null', '[]', '{"event": 12, "data": {}}', '{"event": "payment.capture", "data": {"reference_id": "x"}}']) {
      const answer = await hook(body)
      expect(answer.status).toBe(400)
    }
    const malformed = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'malformed'))
    expect(malformed.length).toBeGreaterThanOrEqual(5)
    // Far larger than any event: refused before it is read.
    expect((await hook(`{"event": "payment.capture", "data": {"x": "${'x'.repeat(70_000)}"}}`)).status).toBe(413)
    expect(await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'malformed'))).toHaveLength(malformed.length)
  })

  it('applies a burst of the same capture once', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[0])
    const { data } = await recharge(token, orderId, 2_000, 'qr')
    const paid = sim.pay((await paymentRow(data.paymentId))?.reference ?? '')
    const answers = await Promise.all(Array.from({ length: 5 }, () => hook(paid)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(await repaymentEntries(orderId)).toHaveLength(1)
    await checkInvariants(t, orderId, DEMO_MARKETS[0].approvedMinor)
  })
})

describe("Xendit's book of payments", () => {
  it('finds a payment by its reference and lists a window page by page', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[1])
    const { data } = await recharge(token, orderId, 1_100, 'qr')
    const reference = (await paymentRow(data.paymentId))?.reference ?? ''
    const from = new Date(Date.now() - 1_000)
    sim.pay(reference)
    const found = await t.services.paymentTransactions.findByReference(reference)
    expect(found).toMatchObject([{ reference, amountMinor: 1_100_00, currency: 'PHP', status: 'paid' }])
    const at = new Date().toISOString()
    for (let i = 0; i < 60; i++) sim.transactions.push({ id: `txn-bulk-${i}`, reference_id: `bulk-${i}`, type: 'PAYMENT', amount: 100, currency: 'PHP', status: 'SUCCESS', created: at, updated: at })
    const listed = await t.services.paymentTransactions.list({ from, to: new Date(Date.now() + 1_000) })
    expect(listed.filter((x) => x.reference.startsWith('bulk-'))).toHaveLength(60)
    expect(listed.some((x) => x.reference === reference)).toBe(true)
  })
})
