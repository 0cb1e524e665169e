// Paying off is one payment: each payment method's own limit per payment, set by the market and
// replaceable by the lender, instead of a fixed 20,000; and what Home shows of a loan.
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { companyConfigs, schedulePeriods } from '../../server/db/schema'
import { DEMO_MARKETS } from '../support/demo-markets'
import { checkInvariants, fundsReadyOrder, repaying } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())
afterEach(async () => {
  await t.database.db.delete(companyConfigs).where(eq(companyConfigs.key, 'PAYMENT_METHODS'))
})

// The methods each market's pack offers and their limits (contract/market/*/payment-methods).
const METHODS = {
  TH: [
    { method: 'qr', maxAmount: 700_000 },
    { method: 'ewallet', maxAmount: 50_000 },
    { method: 'otc', maxAmount: 30_000 },
    { method: 'page', maxAmount: 700_000 },
  ],
  PH: [
    { method: 'qr', maxAmount: 50_000 },
    { method: 'ewallet', maxAmount: 100_000, wallets: [{ code: 'gcash', name: 'GCash' }, { code: 'maya', name: 'Maya' }] },
    { method: 'otc', maxAmount: 30_000 },
    { method: 'page', maxAmount: 700_000 },
  ],
} as const
// Indonesia's whole-rupiah payments by each of its methods (QRIS, VA, e-wallets, counter chains) are
// test/server/id-repayments.test.ts's: the amounts here carry cents.
const MARKETS = DEMO_MARKETS.filter((m) => m.market !== 'ID').map((m) => ({ ...m, methods: METHODS[m.market as keyof typeof METHODS] }))


const info = async (token: string, loanOrderId: number) => (await t.api.call('/loan/orderInfo', { loanOrderId }, { token })).data
const recharge = (token: string, loanOrderId: number, amt: number, method?: 'qr' | 'ewallet' | 'otc' | 'page') =>
  t.api.call('/loan/recharge', { loanOrderId, amt, ...(method ? { method } : {}) }, { token })

/** A borrower of the market whose whole loan is paid out (status 4). */
async function lenderMethods(companyId: number, methods: { method: string; maxMinor: number }[]) {
  await t.database.db.insert(companyConfigs).values({ companyId, key: 'PAYMENT_METHODS', value: JSON.stringify(methods) })
}

describe.each(MARKETS)('one payment in $market', (market) => {
  it("offers the market's methods with their own limits, and pays the whole payoff in one payment, booked once", async () => {
    const { token, orderId } = await repaying(t, market)
    const before = await info(token, orderId)
    expect(before.paymentMethods).toEqual(market.methods)
    const { code, data } = await recharge(token, orderId, before.payoff ?? 0, 'page')
    expect([code, data.method]).toEqual([0, 'page'])
    await t.api.call('/sandbox/payments/complete', { paymentId: data.paymentId })
    expect(await info(token, orderId)).toMatchObject({ status: 10, outstanding: 0 })
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('refuses more than the method takes in one payment, saying the limit (40008), and takes the limit itself', async () => {
    const { token, orderId } = await repaying(t, market)
    await lenderMethods(market.companyId, [{ method: 'page', maxMinor: 2_000_00 }])
    expect((await info(token, orderId)).paymentMethods).toEqual([{ method: 'page', maxAmount: 2_000 }])
    expect(await recharge(token, orderId, 2_000.01)).toMatchObject({ code: 40008, data: { fields: ['amt'], range: { min: 100, max: 2_000 } } })
    expect((await recharge(token, orderId, 2_000)).code).toBe(0)
  })

  it('refuses under the minimum (40001)', async () => {
    const { token, orderId } = await repaying(t, market)
    expect(await recharge(token, orderId, 99.99)).toMatchObject({ code: 40001, data: { fields: ['amt'], range: { min: 100 } } })
  })

  it('refuses a method the lender does not offer (40009), and does not list it', async () => {
    const { token, orderId } = await repaying(t, market)
    await lenderMethods(market.companyId, [{ method: 'otc', maxMinor: 10_000_00 }])
    expect((await info(token, orderId)).paymentMethods).toEqual([{ method: 'otc', maxAmount: 10_000 }])
    expect(await recharge(token, orderId, 500, 'qr')).toMatchObject({ code: 40009, data: { fields: ['method'] } })
    expect((await recharge(token, orderId, 500)).code).toBe(40009)
  })

  it('offers no QR without an account of the kind its market scans to pay into (PAYMENT_QR)', async () => {
    const { token, orderId } = await repaying(t, market)
    const other = market.market === 'TH' ? { acquirerBic: 'DEMOPHM1XXX', merchantId: 'X', mcc: '6012', name: 'X', city: 'X' } : { promptPayId: '0105566000001' }
    await t.database.db
      .update(companyConfigs)
      .set({ value: JSON.stringify(other) })
      .where(and(eq(companyConfigs.companyId, market.companyId), eq(companyConfigs.key, 'PAYMENT_QR')))
    try {
      expect((await info(token, orderId)).paymentMethods?.map((m) => m.method)).not.toContain('qr')
      expect((await recharge(token, orderId, 500, 'qr')).code).toBe(40009)
    } finally {
      await t.database.db
        .update(companyConfigs)
        .set({ value: JSON.stringify(market.market === 'TH' ? { promptPayId: '0105566000001' } : { acquirerBic: 'DEMOPHM1XXX', merchantId: 'DEMO-PH-0001', mcc: '6012', name: 'Demo Lending PH', city: 'Makati City' }) })
        .where(and(eq(companyConfigs.companyId, market.companyId), eq(companyConfigs.key, 'PAYMENT_QR')))
    }
  })

  it("falls back to the market's methods when the lender's list is not valid", async () => {
    const { token, orderId } = await repaying(t, market)
    await lenderMethods(market.companyId, [{ method: 'page', maxMinor: -5 }])
    expect((await info(token, orderId)).paymentMethods).toEqual(market.methods)
  })
})

describe("Home's view of the latest loan (/loan/getLoanProgress)", () => {
  const progress = async (token: string) => (await t.api.call('/loan/getLoanProgress', {}, { token })).data

  it('shows what can be withdrawn before the money is out, and nothing as owed', async () => {
    const { token } = await fundsReadyOrder(t)
    const ready = await progress(token)
    expect(ready).toMatchObject({ status: 9, balance: 100_000 })
    expect(ready).not.toHaveProperty('outstanding')
  })

  it.each(MARKETS)('shows what is owed and the next payment once the money is out ($market)', async (market) => {
    const { token, orderId } = await repaying(t, market)
    const order = await info(token, orderId)
    const first = order.periodViews[0]
    expect(await progress(token)).toMatchObject({
      status: 4,
      balance: 0,
      outstanding: order.outstanding,
      nextDue: { dueDate: first?.dueDate, amt: first?.amt, overdue: false },
    })
  })

  it('says plainly what is overdue, from the oldest due date, once due dates have passed', async () => {
    const { token, orderId } = await repaying(t, DEMO_MARKETS[0])
    const [first, second] = (await info(token, orderId)).periodViews
    // Two due dates in the past, before the overdue job has marked them.
    const due = async (period: number, dueDate: string) =>
      t.database.db.update(schedulePeriods).set({ dueDate }).where(and(eq(schedulePeriods.orderId, orderId), eq(schedulePeriods.period, period)))
    await due(1, '2020-01-15')
    await due(2, '2020-02-15')
    const overdue = Math.round(((first?.amt ?? 0) + (second?.amt ?? 0)) * 100) / 100
    expect((await progress(token))?.nextDue).toEqual({ dueDate: '2020-01-15', amt: overdue, overdue: true })
  })
})

describe('the borrowing policy', () => {
  it('is remembered once agreed, on any phone (/user/info), until it is withdrawn', async () => {
    const { token } = await t.registerUser()
    const consents = async () => (await t.api.call('/user/info', {}, { token })).data.consents
    expect(await consents()).toEqual([])
    expect((await t.api.call('/user/consent/give', { purpose: 'borrowing_policy' }, { token })).code).toBe(0)
    expect(await consents()).toEqual(['borrowing_policy'])
    expect((await t.api.call('/user/consent/withdraw', { purpose: 'borrowing_policy' }, { token })).code).toBe(0)
    expect(await consents()).toEqual([])
  })
})
