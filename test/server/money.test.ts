import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disbursements, ledgerLines, repayments, users } from '../../server/db/schema'
import { ERROR_MESSAGES } from '../../contract/error-codes'
import { markOverdue } from '../../server/domain/money/schedule'
import { checkInvariants, fundsReadyOrder, PIN, setPin } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'
import { boundAccount, newFailingAccount } from '../support/profile'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const withdraw = async (token: string, loanOrderId: number, withdrawAmount: number, password = PIN, bankcard?: string, key?: string) =>
  t.api.call('/user/withdraw', { loanOrderId, password, withdrawAmount, bankcard: bankcard ?? (await boundAccount(t, token)) }, { token, key })
const settle = () => t.api.call('/sandbox/payouts/settle', {})
const info = (token: string, loanOrderId: number) => t.api.call('/loan/orderInfo', { loanOrderId }, { token }).then((a) => a.data)

describe('withdrawal', () => {
  it('pays the full balance to the borrower own account, then builds the schedule (9 → 4)', async () => {
    const { token, orderId } = await fundsReadyOrder(t)
    expect((await withdraw(token, orderId, 100_000)).data).toEqual({ verified: true })
    expect((await info(token, orderId)).payout).toEqual({ status: 'pending', amount: 100_000, reason: null })
    await settle()
    const order = await info(token, orderId)
    expect(order).toMatchObject({ status: 4, balance: 0, lastWithdrawAmount: 100_000 })
    expect(order.periodViews).toHaveLength(12)
    expect(order.periodViews.reduce((a, p) => a + Math.round(p.amt * 100), 0)).toBe(Math.round((order.outstanding ?? 0) * 100))
    await checkInvariants(t, orderId, 100_000_00)
  })

  it('releases the rest when a partial withdrawal settles, and schedules only what was paid out', async () => {
    const { token, orderId } = await fundsReadyOrder(t)
    await withdraw(token, orderId, 60_000)
    await settle()
    const order = await info(token, orderId)
    expect(order).toMatchObject({ status: 4, balance: 0, lastWithdrawAmount: 60_000 })
    expect(order.outstanding).toBeLessThan(70_000)
    await checkInvariants(t, orderId, 100_000_00)
  })

  it('refuses a PIN easy to guess (10044 on the PIN), the birth date included, and takes another with the same code', async () => {
    const { token, mobile } = await fundsReadyOrder(t)
    t.clock.advance(61_000)
    await t.api.call('/sms/withdrawPin', {}, { token })
    const smsCode = await t.smsCode(mobile)
    for (const pin of ['123456', '999999', '170590', '170533']) {
      const answer = await t.api.call('/user/withdrawPin/set', { pin, smsCode }, { token })
      expect([answer.code, answer.msg]).toEqual([10044, 'Choose a PIN that is harder to guess'])
    }
    expect((await t.api.call('/user/withdrawPin/set', { pin: '802461', smsCode }, { token })).code).toBe(0)
  })

  it('answers a wrong PIN with verified false, and after five in a row asks for a new PIN', async () => {
    const { token, orderId, mobile } = await fundsReadyOrder(t)
    for (let i = 0; i < 5; i++) expect((await withdraw(token, orderId, 100_000, '000000')).data).toEqual({ verified: false })
    expect((await t.api.call('/user/info', {}, { token })).data.withdrawPinLocked).toBe(true)
    expect((await withdraw(token, orderId, 100_000)).data).toEqual({ verified: false })
    await setPin(t, token, mobile, '135790')
    expect((await withdraw(token, orderId, 100_000, '135790')).data).toEqual({ verified: true })
  })

  it('refuses more than the balance (40006) and an account that is not the borrower own (10028)', async () => {
    const { token, orderId } = await fundsReadyOrder(t)
    expect((await withdraw(token, orderId, 100_000.01)).code).toBe(40006)
    expect((await withdraw(token, orderId, 100_000, PIN, '5555555555')).code).toBe(10028)
  })

  it('returns a failed payout to the balance with its reason, and the borrower changes the account and tries again', async () => {
    const { token, orderId, cardNo } = await fundsReadyOrder(t, 100_000, newFailingAccount())
    await withdraw(token, orderId, 100_000, PIN, cardNo)
    expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '2222222222' }, { token })).code).toBe(110012)
    await settle()
    const failed = await info(token, orderId)
    expect(failed).toMatchObject({ status: 9, balance: 100_000, payout: { status: 'failed', reason: 'account_closed' } })
    const history = (await t.api.call('/loan/transactions', {}, { token })).data
    expect(history[0]).toMatchObject({ kind: 'disbursement', status: 'failed', reason: 'account_closed' })
    expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '2222222222' }, { token })).code).toBe(0)
    expect((await withdraw(token, orderId, 100_000, PIN, '2222222222')).data).toEqual({ verified: true })
    await settle()
    expect((await info(token, orderId)).status).toBe(4)
    await checkInvariants(t, orderId, 100_000_00)
  })

  it('stops a borrower on hold (20003)', async () => {
    const { token, orderId } = await fundsReadyOrder(t)
    const me = await t.api.call('/user/info', {}, { token })
    await t.database.db.update(users).set({ holdReason: 'verify_bank_account' }).where(eq(users.mobile, me.data.mobile))
    expect((await withdraw(token, orderId, 100_000)).code).toBe(20003)
  })

  it('disburses once when fifty withdrawals of the full balance arrive at once', async () => {
    const { token, orderId } = await fundsReadyOrder(t)
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(token, orderId, 100_000, PIN, undefined, crypto.randomUUID())))
    expect(answers.filter((a) => a.code === 0 && a.data.verified)).toHaveLength(1)
    expect(await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, orderId))).toHaveLength(1)
    await settle()
    await checkInvariants(t, orderId, 100_000_00)
  })
})

describe('repayment', () => {
  async function repaying() {
    const order = await fundsReadyOrder(t)
    await withdraw(order.token, order.orderId, 100_000)
    await settle()
    return order
  }

  it('takes from 100 up to the payoff, and says the bounds otherwise (40001)', async () => {
    const { token, orderId } = await repaying()
    const { payoff = 0 } = await info(token, orderId)
    const range = { min: 100, max: payoff }
    expect(await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: 99.99 }, { token })).toMatchObject({ code: 40001, data: { fields: ['amt'], range } })
    expect(await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: payoff + 0.01 }, { token })).toMatchObject({ code: 40001, data: { fields: ['amt'], range } })
    expect(ERROR_MESSAGES[40001]).not.toContain('20000')
  })

  it('applies a payment to the oldest period once, and shows it in the history', async () => {
    const { token, orderId } = await repaying()
    const first = (await info(token, orderId)).periodViews[0]
    const { data } = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: first?.amt ?? 0 }, { token })
    expect(data.url).toBe(`/sandbox/pay/${data.paymentId}`)
    await Promise.all(Array.from({ length: 5 }, () => t.api.call('/sandbox/payments/complete', { paymentId: data.paymentId })))
    const order = await info(token, orderId)
    expect(order.periodViews[0]).toMatchObject({ status: 1, paid: first?.amt })
    expect(order.periodViews[1]).toMatchObject({ status: 0, paid: 0 })
    const history = (await t.api.call('/loan/transactions', {}, { token })).data
    expect(history.map((h) => h.kind)).toEqual(['repayment', 'disbursement'])
    await checkInvariants(t, orderId, 100_000_00)
  })

  it('creates one payment for fifty identical requests with one key', async () => {
    const { token, orderId } = await repaying()
    const key = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.api.call('/loan/recharge', { loanOrderId: orderId, amt: 500 }, { token, key })))
    expect(new Set(answers.map((a) => a.data.paymentId)).size).toBe(1)
    expect(await t.database.db.select().from(repayments).where(eq(repayments.orderId, orderId))).toHaveLength(1)
  })

  it('settles early in one payment of 100,000 on the day of payout, without a penalty: the payoff is the principal, no day of interest', async () => {
    const { token, orderId } = await repaying()
    const start = await info(token, orderId)
    expect(start.payoff).toBe(100_000)
    expect(start.payoff).toBeLessThan(start.outstanding ?? 0)
    const { data, code } = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: start.payoff ?? 0 }, { token })
    expect([code, data.method]).toEqual([0, 'page'])
    await t.api.call('/sandbox/payments/complete', { paymentId: data.paymentId })
    const end = await info(token, orderId)
    expect(end).toMatchObject({ status: 10, outstanding: 0 })
    await checkInvariants(t, orderId, 100_000_00)
    const lines = await t.database.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId))
    const total = (account: string) => lines.filter((l) => l.account === account).reduce((a, l) => a + l.amountMinor, 0)
    expect(total('cash')).toBe(-100_000_00 + Math.round((start.payoff ?? 0) * 100))
    expect(total('borrower_credit')).toBe(0)
  })

  it('keeps one open payment page per order and amount, however many taps arrive at once', async () => {
    const { token, orderId } = await repaying()
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.api.call('/loan/recharge', { loanOrderId: orderId, amt: 700 }, { token })))
    expect(answers.every((a) => a.code === 0)).toBe(true)
    expect(new Set(answers.map((a) => a.data.paymentId)).size).toBe(1)
    const other = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: 800 }, { token })
    expect(other.data.paymentId).not.toBe(answers[0]?.data.paymentId)
  })

  it('opens fifty pages asked for at once only up to the payoff (the rest 40151, never a 5xx), and applies those paid at once against what is owed', async () => {
    const { token, orderId } = await repaying()
    const { payoff } = await info(token, orderId)
    const pages = await Promise.all(Array.from({ length: 50 }, (_, i) => t.api.call('/loan/recharge', { loanOrderId: orderId, amt: 20_000 - i }, { token })))
    const opened = pages.filter((p) => p.code === 0)
    expect(pages.filter((p) => p.code !== 0).map((p) => p.code)).toEqual(Array.from({ length: 50 - opened.length }, () => 40151))
    const openedMinor = pages.reduce((a, p, i) => a + (p.code === 0 ? (20_000 - i) * 100 : 0), 0)
    expect(opened.length).toBeGreaterThan(0)
    expect(openedMinor).toBeLessThanOrEqual(Math.round((payoff ?? 0) * 100))
    const paid = await Promise.all(opened.map((p) => t.app.request('/jackey/sandbox/payments/complete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paymentId: p.data.paymentId }) })))
    expect(paid.map((r) => r.status).filter((status) => status >= 500)).toEqual([])
    expect(await Promise.all(paid.map(async (r) => ((await r.json()) as { code: number }).code))).toEqual(opened.map(() => 0))
    await checkInvariants(t, orderId, 100_000_00)
    const lines = await t.database.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId))
    const total = (account: string) => lines.filter((l) => l.account === account).reduce((a, l) => a + l.amountMinor, 0)
    expect(total('cash')).toBe(-100_000_00 + openedMinor)
    expect(total('borrower_credit')).toBe(0)
    expect(await t.database.db.select().from(repayments).where(eq(repayments.orderId, orderId))).toSatisfy((rows: { status: string }[]) => rows.every((r) => r.status === 'succeeded'))
  })

  it('marks a period overdue the day after it falls due', async () => {
    const { token, orderId } = await repaying()
    const first = (await info(token, orderId)).periodViews[0]
    const dayAfter = new Date(Date.parse(`${first?.dueDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    // Judged on this loan's own periods: the file's other loans may fall due a day apart when it
    // runs across the market's midnight.
    await markOverdue(t.database.db, 1, first?.dueDate ?? '')
    expect((await info(token, orderId)).periodViews[0]?.status).toBe(0)
    expect(await markOverdue(t.database.db, 1, dayAfter)).toBeGreaterThan(0)
    const periods = (await info(token, orderId)).periodViews
    expect(periods[0]?.status).toBe(2)
    expect(periods[1]?.status).toBe(0)
  })
})

describe('cancelling', () => {
  it('is refused while a payout is on its way (40005), and free before it', async () => {
    const { token, orderId } = await fundsReadyOrder(t)
    await withdraw(token, orderId, 50_000)
    expect((await t.api.call('/loan/cancel', { loanOrderId: orderId }, { token })).code).toBe(40005)
    await settle()
    expect((await info(token, orderId)).status).toBe(4)
    await checkInvariants(t, orderId, 100_000_00)
  })
})
