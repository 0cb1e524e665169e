// CREDIT_POLICY (decisions/0012): money paid beyond what a loan owed is the borrower's. `refund`
// sends it back at once; `apply_next` holds it as the first payment of their next loan, and sends
// it back whenever they ask, when the account is deleted, or when no new loan came in time.
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest'
import { toMinor } from '../../contract/money'
import { companyConfigs, disbursements, jobs, ledgerLines, repayments } from '../../server/db/schema'
import { DEMO_MARKETS } from '../support/demo-markets'
import { checkInvariants, fundsReady, PIN } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())
afterEach(() => t.database.db.delete(companyConfigs).where(eq(companyConfigs.key, 'CREDIT_POLICY')))

const MARKETS = DEMO_MARKETS
type Market = (typeof MARKETS)[number]

const EXTRA = 500

const setPolicy = (companyId: number, mode: 'refund' | 'apply_next') =>
  t.database.db.insert(companyConfigs).values({ companyId, key: 'CREDIT_POLICY', value: JSON.stringify({ mode, refundAfterDays: 30 }) })
const info = async (token: string, loanOrderId: number) => (await t.api.call('/loan/orderInfo', { loanOrderId }, { token })).data
const userInfo = async (token: string) => (await t.api.call('/user/info', {}, { token })).data
const refundsOf = async (orderId: number) => (await t.database.db.select().from(disbursements).where(and(eq(disbursements.orderId, orderId), eq(disbursements.purpose, 'refund')))).map((d) => ({ amountMinor: d.amountMinor, status: d.status }))
const creditOnLedger = async (orderId: number) =>
  (await t.database.db.select().from(ledgerLines).where(and(eq(ledgerLines.orderId, orderId), eq(ledgerLines.account, 'borrower_credit')))).reduce((a, l) => a + l.amountMinor, 0)

async function paidOut(token: string, orderId: number, amount: number, cardNo: string) {
  const answer = await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: amount, bankcard: cardNo }, { token })
  if (answer.code !== 0) throw new Error(`withdraw answered ${answer.code}`)
  await t.api.call('/sandbox/payouts/settle', {})
}

/**
 * A loan paid off, then paid EXTRA more under a payment opened and cancelled before the payoff was
 * opened (open payments never ask for more than the payoff together): EXTRA of credit.
 */
async function withCredit(market: Market) {
  const borrower = await fundsReady(t, market)
  await paidOut(borrower.token, borrower.orderId, market.amount, borrower.cardNo)
  const payoff = (await info(borrower.token, borrower.orderId)).payoff ?? 0
  const extra = (await t.api.call('/loan/recharge', { loanOrderId: borrower.orderId, amt: EXTRA, method: 'page' }, { token: borrower.token })).data
  await t.api.call('/loan/payments/cancel', { paymentId: extra.paymentId }, { token: borrower.token })
  const all = (await t.api.call('/loan/recharge', { loanOrderId: borrower.orderId, amt: payoff, method: 'qr' }, { token: borrower.token })).data
  await t.api.call('/sandbox/payments/complete', { paymentId: all.paymentId })
  await t.api.call('/sandbox/payments/complete', { paymentId: extra.paymentId })
  return borrower
}

async function applyAgain(token: string, market: Market): Promise<number> {
  const { data, code } = await t.api.call('/loan/apply', market.loan, { token })
  if (code !== 0) throw new Error(`apply answered ${code}`)
  await t.runJobs()
  const accepted = await t.api.call('/loan/contract/accept', { loanOrderId: data.loanOrderId }, { token })
  if (accepted.code !== 0) throw new Error(`accept answered ${accepted.code}`)
  return data.loanOrderId
}

describe.each(MARKETS)('borrower credit in $market', (market) => {
  it('under the default policy sends the credit back at once, as before', async () => {
    const { token, orderId } = await withCredit(market)
    expect(await refundsOf(orderId)).toEqual([{ amountMinor: toMinor(EXTRA, market.minorDigits), status: 'pending' }])
    expect((await userInfo(token)).credit).toBeUndefined()
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('under apply_next holds the credit, keeps it through a cancelled loan, and pays it into the next loan at its payout', async () => {
    await setPolicy(market.companyId, 'apply_next')
    const { token, orderId, cardNo } = await withCredit(market)
    expect(await refundsOf(orderId)).toEqual([])
    expect(await creditOnLedger(orderId)).toBe(-toMinor(EXTRA, market.minorDigits))
    expect((await userInfo(token)).credit).toEqual({ amount: EXTRA, appliesToNextLoan: true })

    const cancelled = await applyAgain(token, market)
    expect((await t.api.call('/loan/cancel', { loanOrderId: cancelled }, { token })).code).toBe(0)
    expect((await userInfo(token)).credit).toEqual({ amount: EXTRA, appliesToNextLoan: true })

    const next = await applyAgain(token, market)
    expect(await t.database.db.select().from(repayments).where(eq(repayments.orderId, next))).toEqual([])
    await paidOut(token, next, market.amount, cardNo)
    const [paid] = await t.database.db.select().from(repayments).where(eq(repayments.orderId, next))
    expect(paid).toMatchObject({ method: 'credit', amountMinor: toMinor(EXTRA, market.minorDigits), status: 'succeeded' })
    const receipt = (await t.api.call('/loan/receipt', { paymentId: paid?.id ?? '' }, { token })).data
    expect(receipt).toMatchObject({ method: 'credit', amt: EXTRA, toCredit: 0 })
    expect(toMinor(receipt.principal + receipt.interest, market.minorDigits)).toBe(toMinor(EXTRA, market.minorDigits))
    const loan = await info(token, next)
    expect(loan.status).toBe(4)
    expect(toMinor(loan.total ?? 0, market.minorDigits) - toMinor(loan.outstanding ?? 0, market.minorDigits)).toBe(toMinor(EXTRA, market.minorDigits))
    expect(await creditOnLedger(orderId)).toBe(0)
    expect(await refundsOf(orderId)).toEqual([])
    expect((await userInfo(token)).credit).toBeUndefined()
    await checkInvariants(t, orderId, market.approvedMinor)
    await checkInvariants(t, next, market.approvedMinor)
    const history = (await t.api.call('/loan/transactions', {}, { token })).data
    expect(history.filter((x: { orderId: number }) => x.orderId === next).map((x: { kind: string; method?: string }) => [x.kind, x.method ?? null])).toContainEqual(['repayment', 'credit'])
  })

  it('sends the held credit back when the borrower asks, through the payout job after the commit', async () => {
    await setPolicy(market.companyId, 'apply_next')
    const { token, orderId, cardNo } = await withCredit(market)
    const asked = await t.api.call('/loan/credit/refund', {}, { token })
    expect([asked.code, asked.data]).toEqual([0, { amount: EXTRA }])
    const [refund] = await t.database.db.select().from(disbursements).where(and(eq(disbursements.orderId, orderId), eq(disbursements.purpose, 'refund')))
    expect(refund).toMatchObject({ amountMinor: toMinor(EXTRA, market.minorDigits), cardNo, status: 'pending' })
    expect((await userInfo(token)).credit).toBeUndefined()
    expect((await t.api.call('/loan/credit/refund', {}, { token })).data).toEqual({ amount: 0 })
    await t.runJobs()
    expect(await refundsOf(orderId)).toEqual([{ amountMinor: toMinor(EXTRA, market.minorDigits), status: 'succeeded' }])
    expect(await creditOnLedger(orderId)).toBe(0)
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('sends the held credit back when no new loan came within the configured days', async () => {
    await setPolicy(market.companyId, 'apply_next')
    const { orderId } = await withCredit(market)
    const [expiry] = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'credit-expiry'))).filter((j) => (j.payload as { orderId: number }).orderId === orderId)
    expect(expiry?.runAt.getTime()).toBe(t.clock.now.getTime() + 30 * 86_400_000)
    await t.runJobs()
    expect(await refundsOf(orderId)).toEqual([])
    t.clock.advance(30 * 86_400_000)
    await t.runJobs()
    expect(await refundsOf(orderId)).toEqual([{ amountMinor: toMinor(EXTRA, market.minorDigits), status: 'succeeded' }])
    expect(await creditOnLedger(orderId)).toBe(0)
    await checkInvariants(t, orderId, market.approvedMinor)
  })

  it('sends the held credit back when the borrower deletes their account', async () => {
    await setPolicy(market.companyId, 'apply_next')
    const { token, orderId, cardNo } = await withCredit(market)
    expect((await t.api.call('/user/delete', {}, { token })).code).toBe(0)
    const [refund] = await t.database.db.select().from(disbursements).where(and(eq(disbursements.orderId, orderId), eq(disbursements.purpose, 'refund')))
    expect(refund).toMatchObject({ amountMinor: toMinor(EXTRA, market.minorDigits), cardNo, status: 'pending' })
    await t.runJobs()
    expect(await refundsOf(orderId)).toEqual([{ amountMinor: toMinor(EXTRA, market.minorDigits), status: 'succeeded' }])
  })
})
