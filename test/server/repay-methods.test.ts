// Repaying the way borrowers pay: a QR for the exact amount, an e-wallet page, a counter code;
// each payment posted once, with a receipt that is its ledger entry; money beyond what was owed
// held as the borrower's credit and sent back.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasValidCrc, readFields } from '../../contract/emvco-qr'
import { PAYMENT_VALID_MS } from '../../contract/payment-methods'
import { disbursements, ledgerLines, repayments } from '../../server/db/schema'
import { DEMO_MARKETS } from '../support/demo-markets'
import { checkInvariants, repaying } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

// What a market's QR carries (EMVCo tags 53 and 58: ISO 4217 numeric currency, country) and the counter its OTC payment names.
const QR_AND_COUNTER = {
  TH: { currencyNumber: '764', country: 'TH', counter: '7-Eleven (Counter Service)' },
  PH: { currencyNumber: '608', country: 'PH', counter: '7-Eleven' },
} as const
// Indonesia's whole-rupiah payments by each of its methods (QRIS, VA, e-wallets, counter chains) are
// test/server/id-repayments.test.ts's: the amounts here carry cents.
const MARKETS = DEMO_MARKETS.filter((m) => m.market !== 'ID').map((m) => ({ ...m, ...QR_AND_COUNTER[m.market as keyof typeof QR_AND_COUNTER] }))

const info = async (token: string, loanOrderId: number) => (await t.api.call('/loan/orderInfo', { loanOrderId }, { token })).data
const recharge = (token: string, loanOrderId: number, amt: number, method: 'qr' | 'ewallet' | 'otc' | 'page') => t.api.call('/loan/recharge', { loanOrderId, amt, method }, { token })
const complete = (paymentId: string) => t.api.call('/sandbox/payments/complete', { paymentId })
const receipt = (token: string, paymentId: string) => t.api.call('/loan/receipt', { paymentId }, { token })

describe.each(MARKETS)('repaying in $market', (market) => {
  it("answers a QR for the exact amount in the market's currency, with a valid CRC and an expiry, and pays it", async () => {
    const { token, orderId } = await repaying(t, market)
    const { code, data } = await recharge(token, orderId, 1_234.56, 'qr')
    expect([code, data.method]).toEqual([0, 'qr'])
    const fields = readFields(data.qr ?? '')
    expect([fields.get('53'), fields.get('54'), fields.get('58')]).toEqual([market.currencyNumber, '1234.56', market.country])
    expect(hasValidCrc(data.qr ?? '')).toBe(true)
    expect((await recharge(token, orderId, 1_234.56, 'qr')).data.paymentId).toBe(data.paymentId)
    const [opened] = await t.database.db.select().from(repayments).where(eq(repayments.id, data.paymentId))
    expect(new Date(data.expiresAt ?? '').getTime() - (opened?.createdAt.getTime() ?? 0)).toBe(PAYMENT_VALID_MS.qr)
    expect((await complete(data.paymentId)).code).toBe(0)
    const [row] = await t.database.db.select().from(repayments).where(eq(repayments.id, data.paymentId))
    expect([row?.status, row?.method]).toEqual(['succeeded', 'qr'])
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('answers a counter payment code with where to pay it, and an e-wallet page, each recorded with its method', async () => {
    const { token, orderId } = await repaying(t, market)
    const otc = (await recharge(token, orderId, 500, 'otc')).data
    expect(otc.reference).toMatch(/^\d{12}$/)
    expect(otc.counters).toContain(market.counter)
    expect(otc.expiresAt).toBeDefined()
    const wallet = (await recharge(token, orderId, 600, 'ewallet')).data
    expect(wallet.url).toBe(`/sandbox/pay/${wallet.paymentId}`)
    await complete(otc.paymentId)
    await complete(wallet.paymentId)
    const history = (await t.api.call('/loan/transactions', {}, { token })).data
    expect(history.filter((x: { kind: string }) => x.kind === 'repayment').map((x: { method?: string }) => x.method).sort()).toEqual(['ewallet', 'otc'])
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('still holds each method to its own limit (a Philippine loan here owes less than a counter takes)', async () => {
    const { token, orderId } = await repaying(t, market)
    expect((await recharge(token, orderId, 30_000.01, 'otc')).code).toBe(market.market === 'TH' ? 40008 : 40001)
  })

  it('gives a receipt whose split is the ledger entry of the payment, and none for a payment not paid or not theirs', async () => {
    const { token, orderId } = await repaying(t, market)
    const firstAmt = (await info(token, orderId)).periodViews[0]?.amt ?? 0
    const { data } = await recharge(token, orderId, firstAmt, 'qr')
    expect((await receipt(token, data.paymentId)).code).toBe(40007)
    await complete(data.paymentId)
    const { code, data: r } = await receipt(token, data.paymentId)
    expect(code).toBe(0)
    const lines = await t.database.db.select().from(ledgerLines).where(eq(ledgerLines.memo, `repayment ${data.paymentId}`))
    const sum = (account: string) => lines.filter((l) => l.account === account).reduce((a, l) => a + l.amountMinor, 0) / 100
    expect(r).toMatchObject({ method: 'qr', amt: firstAmt, fees: 0, toCredit: 0, outstandingAfter: (await info(token, orderId)).outstanding })
    expect(r.reference).toMatch(/^\d{12}$/)
    expect(r.interest).toBeGreaterThan(0)
    expect(Math.round((r.principal + r.interest + r.fees) * 100) / 100).toBe(-sum('receivable'))
    expect(r.amt).toBe(sum('cash'))
    const stranger = await t.registerUser()
    expect((await receipt(stranger.token, data.paymentId)).code).toBe(40007)
  })

  it('holds a payment beyond what was owed as credit and refunds it to the account the loan was paid to', async () => {
    const { token, orderId, cardNo } = await repaying(t, market)
    const payoff = (await info(token, orderId)).payoff ?? 0
    // Open payments never ask for more than the payoff together: the first page is cancelled, and
    // paid all the same after the second settled the loan.
    const one = (await recharge(token, orderId, payoff, 'page')).data
    expect((await recharge(token, orderId, payoff, 'qr')).code).toBe(40151)
    await t.api.call('/loan/payments/cancel', { paymentId: one.paymentId }, { token })
    const two = (await recharge(token, orderId, payoff, 'qr')).data
    await complete(two.paymentId)
    await complete(one.paymentId)
    const r = (await receipt(token, one.paymentId)).data
    expect(r).toMatchObject({ amt: payoff, principal: 0, interest: 0, toCredit: payoff, outstandingAfter: 0 })
    const [refund] = await t.database.db.select().from(disbursements).where(eq(disbursements.purpose, 'refund')).orderBy(disbursements.id).then((rows) => rows.filter((d) => d.orderId === orderId))
    expect(refund).toMatchObject({ amountMinor: Math.round(payoff * 100), cardNo, status: 'pending' })
    await checkInvariants(t, orderId, market.approvedMinor)
    await t.runJobs()
    await t.api.call('/sandbox/payouts/settle', {})
    const [sent] = await t.database.db.select().from(disbursements).where(eq(disbursements.id, refund?.id ?? 0))
    expect(sent?.status).toBe('succeeded')
    const credit = (await t.database.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId))).filter((l) => l.account === 'borrower_credit').reduce((a, l) => a + l.amountMinor, 0)
    expect(credit).toBe(0)
    expect(await info(token, orderId)).toMatchObject({ status: 10, payout: { status: 'succeeded', amount: market.amount } })
    expect((await t.api.call('/loan/transactions', {}, { token })).data.map((x: { kind: string }) => x.kind)).toContain('refund')
    await checkInvariants(t, orderId, market.approvedMinor)
  })
})
