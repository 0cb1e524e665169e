// The borrower picks the e-wallet (the market's own list, GCash first in the Philippines, none in
// Thailand), with the sandbox and with Xendit; and the provider's instructions kept with the
// payment, so a replay after the answer was lost, or a reopen, still shows how to pay.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyRecords, repayments } from '../../server/db/schema'
import { demoMarket } from '../support/demo-markets'
import { repaying } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'
import { startXenditSimulator, xenditPaymentsEnv, type XenditSimulator } from '../support/xendit-simulator'

type Method = 'qr' | 'ewallet' | 'otc' | 'page'
type Wallet = 'gcash' | 'maya'

let sandbox: TestApp
let xendit: TestApp
let sim: XenditSimulator
beforeAll(async () => {
  sim = await startXenditSimulator()
  sandbox = await startTestApp()
  xendit = await startTestApp({
    env: xenditPaymentsEnv(sim, 'webhook-token-of-the-wallets-test'),
  })
})
afterAll(async () => {
  await sandbox.close()
  await xendit.close()
  await sim.close()
})

const recharge = (t: TestApp, token: string, loanOrderId: number, amt: number, method: Method, wallet?: Wallet | string, key?: string) =>
  t.api.call('/loan/recharge', { loanOrderId, amt, method, ...(wallet === undefined ? {} : { wallet: wallet as Wallet }) }, { token, key })

const paymentRow = async (t: TestApp, id: string) => (await t.database.db.select().from(repayments).where(eq(repayments.id, id)))[0]

describe('picking the e-wallet with the sandbox', () => {
  it('offers GCash and Maya in the Philippines, GCash when none is named, and the page names the wallet', async () => {
    const { token, orderId } = await repaying(sandbox, demoMarket('PH'))
    const methods = (await sandbox.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.paymentMethods ?? []
    expect(methods.find((m) => m.method === 'ewallet')?.wallets).toEqual([{ code: 'gcash', name: 'GCash' }, { code: 'maya', name: 'Maya' }])
    expect(methods.filter((m) => m.method !== 'ewallet').every((m) => m.wallets === undefined)).toBe(true)

    const unnamed = await recharge(sandbox, token, orderId, 600, 'ewallet')
    expect([unnamed.code, unnamed.data.wallet, (await paymentRow(sandbox, unnamed.data.paymentId))?.wallet]).toEqual([0, 'gcash', 'gcash'])
    const maya = await recharge(sandbox, token, orderId, 600, 'ewallet', 'maya')
    expect([maya.code, maya.data.wallet]).toEqual([0, 'maya'])
    // Another wallet is another payment; the same wallet again is the same one.
    expect(maya.data.paymentId).not.toBe(unnamed.data.paymentId)
    expect((await recharge(sandbox, token, orderId, 600, 'ewallet', 'gcash')).data.paymentId).toBe(unnamed.data.paymentId)
    expect((await recharge(sandbox, token, orderId, 600, 'ewallet', 'maya')).data.paymentId).toBe(maya.data.paymentId)

    const page = await (await sandbox.app.request(maya.data.url)).text()
    expect(page).toContain('Maya')
    expect(await (await sandbox.app.request(unnamed.data.url)).text()).toContain('GCash')
  })

  it('refuses a wallet Thailand does not offer, or a wallet for another method, recording nothing; a Thai e-wallet payment names none', async () => {
    const { token, orderId } = await repaying(sandbox, demoMarket('TH'))
    const methods = (await sandbox.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.paymentMethods ?? []
    expect(methods.find((m) => m.method === 'ewallet')?.wallets).toBeUndefined()
    for (const wallet of ['gcash', 'maya'] as const) expect(await recharge(sandbox, token, orderId, 600, 'ewallet', wallet)).toMatchObject({ code: 40150, data: { fields: ['wallet'] } })
    expect(await sandbox.database.db.select().from(repayments).where(eq(repayments.orderId, orderId))).toEqual([])
    const unnamed = await recharge(sandbox, token, orderId, 600, 'ewallet')
    expect([unnamed.code, unnamed.data.wallet, (await paymentRow(sandbox, unnamed.data.paymentId))?.wallet]).toEqual([0, undefined, null])

    const ph = await repaying(sandbox, demoMarket('PH'))
    expect((await recharge(sandbox, ph.token, ph.orderId, 600, 'otc', 'gcash')).code).toBe(40150)
    expect((await recharge(sandbox, ph.token, ph.orderId, 600, 'ewallet', 'grabpay')).code).not.toBe(0)
  })
})

describe('picking the e-wallet through Xendit', () => {
  it('opens GCash on GCASH and Maya on PAYMAYA, each its own payment request', async () => {
    const { token, orderId } = await repaying(xendit, demoMarket('PH'))
    const gcash = await recharge(xendit, token, orderId, 700, 'ewallet', 'gcash')
    const gcashRequest = sim.paymentRequests.at(-1)
    expect([gcash.code, gcash.data.wallet, gcashRequest?.channel_code]).toEqual([0, 'gcash', 'GCASH'])
    expect(gcash.data.url).toBe(`${sim.url}/checkout/${gcashRequest?.payment_request_id}`)
    const maya = await recharge(xendit, token, orderId, 700, 'ewallet', 'maya')
    const mayaRequest = sim.paymentRequests.at(-1)
    expect([maya.code, maya.data.wallet, mayaRequest?.channel_code]).toEqual([0, 'maya', 'PAYMAYA'])
    expect(mayaRequest?.channel_properties?.success_return_url).toMatch(/^https:\/\//)
    expect(maya.data.url).toBe(`${sim.url}/checkout/${mayaRequest?.payment_request_id}`)
    expect(mayaRequest?.reference_id).not.toBe(gcashRequest?.reference_id)
  })
})

describe('the instructions kept with the payment', () => {
  it('keeps what Xendit answered on the payment, and a reopen shows it without asking again', async () => {
    const { token, orderId } = await repaying(xendit, demoMarket('PH'))
    const first = await recharge(xendit, token, orderId, 1_111, 'qr')
    const row = await paymentRow(xendit, first.data.paymentId)
    const asked = sim.paymentRequests.at(-1)
    expect(row?.instructions).toMatchObject({ qr: first.data.qr, expiresAt: first.data.expiresAt, providerId: asked?.payment_request_id })
    expect(first.data).not.toHaveProperty('providerId')
    const posts = sim.paymentPosts
    const reopened = await recharge(xendit, token, orderId, 1_111, 'qr')
    expect(reopened.data).toEqual(first.data)
    expect(sim.paymentPosts).toBe(posts)
  })

  it('answers a replay with the QR when Xendit did not answer in time the first time, asking again under the same key', async () => {
    const { token, orderId } = await repaying(xendit, demoMarket('PH'))
    const key = `lost-${orderId}-qr`
    sim.holdPaymentAnswersMs = 1_500
    const lost = await recharge(xendit, token, orderId, 1_222, 'qr', undefined, key)
    sim.holdPaymentAnswersMs = 0
    expect(lost.code).toBe(40130)
    const [recorded] = await xendit.database.db.select().from(repayments).where(eq(repayments.orderId, orderId))
    expect([recorded?.status, recorded?.instructions]).toEqual(['pending', null])

    const replayed = await recharge(xendit, token, orderId, 1_222, 'qr', undefined, key)
    expect([replayed.code, replayed.data.paymentId]).toEqual([0, recorded?.id])
    const requests = sim.paymentRequests.filter((r) => r.reference_id === recorded?.reference)
    expect(requests).toHaveLength(1)
    expect(replayed.data.qr).toBe(requests[0]?.actions[0]?.value)
    expect((await paymentRow(xendit, recorded?.id ?? ''))?.instructions).toMatchObject({ qr: replayed.data.qr })
    // Replayed again: the completed answer, now kept, asking nothing.
    const posts = sim.paymentPosts
    expect((await recharge(xendit, token, orderId, 1_222, 'qr', undefined, key)).data).toEqual(replayed.data)
    expect(sim.paymentPosts).toBe(posts)
  })

  it('answers a replay whose kept answer has no instructions (the process stopped before keeping them) from the payment, or by asking again', async () => {
    const { token, orderId } = await repaying(xendit, demoMarket('PH'))
    const key = `stopped-${orderId}-wallet`
    const opened = await recharge(xendit, token, orderId, 1_333, 'ewallet', 'maya', key)
    expect(opened.code).toBe(0)
    // As if the process stopped after the commit: the key kept the answer without the checkout,
    // and nothing was kept on the payment either.
    const { url, ...withoutCheckout } = opened.data
    expect(url).toMatch(/\/checkout\//)
    await xendit.database.db
      .update(idempotencyRecords)
      .set({ response: { code: 0, msg: '', data: { ...withoutCheckout, url: '' } } })
      .where(eq(idempotencyRecords.key, key))
    await xendit.database.db.update(repayments).set({ instructions: null }).where(eq(repayments.id, opened.data.paymentId))
    const replayed = await recharge(xendit, token, orderId, 1_333, 'ewallet', 'maya', key)
    expect(replayed.data).toEqual(opened.data)
    const requests = sim.paymentRequests.filter((r) => r.reference_id === (opened.data.reference ?? ''))
    expect(requests.map((r) => r.channel_code)).toEqual(['PAYMAYA'])
    expect((await paymentRow(xendit, opened.data.paymentId))?.instructions).toMatchObject({ url: opened.data.url })
  })
})
