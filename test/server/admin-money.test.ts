import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, disbursements, ledgerLines, schedulePeriods } from '../../server/db/schema'
import { localToday } from '../../contract/market/local-time'
import { OVERDUE_SHOWN } from '../../server/domain/money/staff/repayment-views'
import { checkInvariants, fundsReadyOrder, fundsReadyPhOrder, PIN } from '../support/money'
import { adminClient, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'
import { newFailingAccount } from '../support/profile'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let money: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())
// A fresh session for each test: some move the clock on by weeks, past the 8-hour idle limit.
beforeEach(async () => {
  money = await staffSession(t, ['money'])
})

const settle = () => t.api.call('/sandbox/payouts/settle', {})
const today = () => localToday('Asia/Bangkok', t.clock.now)

/** A withdrawal to an account the sandbox bank reports closed (numbers ending 0000). */
async function failedPayout() {
  const borrower = await fundsReadyOrder(t, 100_000, newFailingAccount())
  await t.api.call('/user/withdraw', { loanOrderId: borrower.orderId, password: PIN, withdrawAmount: 100_000, bankcard: borrower.cardNo }, { token: borrower.token })
  return borrower
}

describe('disbursements', () => {
  it('lists a pending payout, then the same one failed with its reason', async () => {
    const borrower = await failedPayout()
    const pending = await admin.call('/money/disbursements', { status: 'pending' }, money.token)
    expect(pending.data.find((d) => d.orderId === borrower.orderId)).toMatchObject({ status: 'pending', amount: 100_000, cardNoMasked: expect.stringMatching(/^\d\*{8}0$/) })
    await settle()
    const failed = await admin.call('/money/disbursements', { status: 'failed' }, money.token)
    expect(failed.data.find((d) => d.orderId === borrower.orderId)).toMatchObject({ status: 'failed', reason: 'account_closed', bankChangedSince: false, retryable: true })
  })

  it('retries a failed payout only after the borrower changed their account, through the payouts module', async () => {
    const borrower = await failedPayout()
    await settle()
    const [failed] = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, borrower.orderId))
    const disbursementId = failed?.id ?? 0
    expect((await admin.call('/money/retry', { disbursementId }, money.token)).code).toBe(40004)

    expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '2222222222' }, { token: borrower.token })).code).toBe(0)
    const listed = await admin.call('/money/disbursements', { status: 'failed' }, money.token)
    expect(listed.data.find((d) => d.id === disbursementId)?.bankChangedSince).toBe(true)
    expect((await admin.call('/money/retry', { disbursementId }, money.token)).code).toBe(0)
    expect((await admin.call('/money/retry', { disbursementId }, money.token)).code).toBe(40004)
    expect((await admin.call('/money/disbursements', { status: 'failed' }, money.token)).data.find((d) => d.id === disbursementId)?.retryable).toBe(false)

    const rows = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, borrower.orderId))
    expect(rows.map((d) => [d.status, d.cardNo])).toEqual([
      ['failed', borrower.cardNo],
      ['pending', '2222222222'],
    ])
    await settle()
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })).data.status).toBe(4)
    await checkInvariants(t, borrower.orderId, 100_000_00)
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'disbursement'), eq(auditLog.recordId, String(disbursementId))))
    expect(entry).toMatchObject({ action: 'retry_disbursement', staffId: money.id, recordType: 'disbursement' })
  })
})

describe('repayments and reconciliation', () => {
  it('shows a repayment and a period left unpaid past its due date', async () => {
    const borrower = await fundsReadyOrder(t)
    await t.api.call('/user/withdraw', { loanOrderId: borrower.orderId, password: PIN, withdrawAmount: 100_000, bankcard: borrower.cardNo }, { token: borrower.token })
    await settle()
    const { data: pay } = await t.api.call('/loan/recharge', { loanOrderId: borrower.orderId, amt: 1_000 }, { token: borrower.token })
    await t.api.call('/sandbox/payments/complete', { paymentId: pay.paymentId })
    t.clock.advance(40 * 86_400_000)
    const { data } = await admin.call('/money/repayments', {}, (await staffSession(t, ['money'])).token)
    expect(data.repayments.find((r) => r.id === pay.paymentId)).toMatchObject({ orderId: borrower.orderId, amount: 1_000, status: 'succeeded' })
    const late = data.overdue.find((p) => p.orderId === borrower.orderId)
    expect(late).toMatchObject({ period: 1, paid: 1_000, realName: 'Somchai Jaidee' })
    expect(late?.daysOverdue).toBeGreaterThan(0)
  })

  // Before the test below fills the Thai lender's list with periods of 2001.
  it("counts a period overdue from the lender's midnight, in Bangkok and in Manila, not from UTC's", async () => {
    const thai = await fundsReadyOrder(t)
    const filipino = await fundsReadyPhOrder(t)
    for (const [borrower, amount] of [[thai, 100_000], [filipino, 8_000]] as const) {
      const { orderId, cardNo, token } = borrower
      expect((await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: amount, bankcard: cardNo }, { token })).code).toBe(0)
    }
    await settle()
    // 17:30 UTC: already tomorrow in Bangkok (00:30) and in Manila (01:30).
    const utcDay = new Date(t.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10)
    t.clock.now = new Date(`${utcDay}T17:30:00Z`)
    for (const { orderId } of [thai, filipino]) {
      await t.database.db.update(schedulePeriods).set({ dueDate: utcDay }).where(and(eq(schedulePeriods.orderId, orderId), eq(schedulePeriods.period, 1)))
    }
    const lists = [
      await admin.call('/money/repayments', {}, (await staffSession(t, ['money'])).token),
      await admin.call('/money/repayments', {}, (await staffSession(t, ['money'], { companyId: 2 })).token),
    ]
    ;[thai, filipino].forEach(({ orderId }, i) => {
      expect(lists[i]?.data.overdue.find((p) => p.orderId === orderId)).toMatchObject({ period: 1, dueDate: utcDay, daysOverdue: 1 })
    })
  })

  it('lists the oldest overdue periods first, and no more than it can show', async () => {
    const borrower = await fundsReadyOrder(t)
    await t.api.call('/user/withdraw', { loanOrderId: borrower.orderId, password: PIN, withdrawAmount: 100_000, bankcard: borrower.cardNo }, { token: borrower.token })
    await settle()
    // More late periods than the list holds, written straight into the loan's schedule, the oldest in 2001.
    const day = (i: number) => new Date(Date.UTC(2001, 0, 1 + i)).toISOString().slice(0, 10)
    await t.database.db
      .insert(schedulePeriods)
      .values(Array.from({ length: OVERDUE_SHOWN + 5 }, (_, i) => ({ orderId: borrower.orderId, period: 100 + i, dueDate: day(OVERDUE_SHOWN + 4 - i), amountMinor: 100, interestMinor: 0 })))
    const { data } = await admin.call('/money/repayments', {}, money.token)
    expect(data.overdue).toHaveLength(OVERDUE_SHOWN)
    expect(data.overdue[0]).toMatchObject({ orderId: borrower.orderId, period: 100 + OVERDUE_SHOWN + 4, dueDate: day(0) })
    const dates = data.overdue.map((p) => p.dueDate)
    expect(dates).toEqual([...dates].sort())
  })

  it("sums the day per ledger account and finds the day's every entry balanced", async () => {
    const { data } = await admin.call('/money/reconciliation', { date: today() }, money.token)
    expect(data.balanced).toBe(true)
    expect(data.entries).toBeGreaterThan(0)
    expect(data.accounts.map((a) => a.account)).toEqual(['cash', 'interest_income', 'receivable'])
    expect(data.accounts.reduce((sum, a) => sum + Math.round(a.balance * 100), 0)).toBe(0)
  })

  it('names an entry whose lines do not sum to zero', async () => {
    const { data: before } = await admin.call('/money/reconciliation', {}, money.token)
    const orderId = (await t.database.db.select({ id: ledgerLines.orderId }).from(ledgerLines).limit(1))[0]?.id ?? 0
    const later = new Date(t.clock.now.getTime() + 86_400_000)
    await t.database.db.insert(ledgerLines).values({ entryId: 'broken-entry', orderId, account: 'cash', amountMinor: 5, memo: 'test', at: later })
    const day = localToday('Asia/Bangkok', later)
    const { data } = await admin.call('/money/reconciliation', { date: day }, money.token)
    expect(data).toMatchObject({ balanced: false, unbalanced: [{ entryId: 'broken-entry', sum: 0.05 }] })
    expect(before.balanced).toBe(true)
  })

  it("sums a day of the lender's market: a line at 00:30 in Bangkok or Manila is on that day, not on UTC's day before", async () => {
    const thai = await fundsReadyOrder(t)
    const filipino = await fundsReadyPhOrder(t)
    const utcDay = new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10)
    const nextDay = new Date(Date.parse(utcDay) + 86_400_000).toISOString().slice(0, 10)
    const cases = [
      { orderId: thai.orderId, companyId: 1, at: new Date(`${utcDay}T17:30:00Z`) },
      { orderId: filipino.orderId, companyId: 2, at: new Date(`${utcDay}T16:30:00Z`) },
    ]
    for (const { orderId, at } of cases) {
      await t.database.db.insert(ledgerLines).values([
        { entryId: `night-${orderId}`, orderId, account: 'cash', amountMinor: 777, memo: 'test', at },
        { entryId: `night-${orderId}`, orderId, account: 'receivable', amountMinor: -777, memo: 'test', at },
      ])
    }
    for (const { companyId } of cases) {
      const { token } = await staffSession(t, ['money'], { companyId })
      const cashMoved = async (date: string) => (await admin.call('/money/reconciliation', { date }, token)).data.accounts.find((a) => a.account === 'cash')?.movement
      expect(await cashMoved(nextDay)).toBe(7.77)
      expect(await cashMoved(utcDay)).toBe(0)
    }
  })
})
