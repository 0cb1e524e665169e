import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markOverdue } from '../../server/domain/money/schedule'
import { checkInvariants, fundsReadyOrder, PIN } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'
import { newFailingAccount } from '../support/profile'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const step = fc.oneof(
  fc.record({ kind: fc.constant('withdraw' as const), rightPin: fc.boolean(), share: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('settle' as const) }),
  fc.record({ kind: fc.constant('repay' as const), share: fc.double({ min: 0, max: 1, noNaN: true }), paid: fc.boolean() }),
  fc.record({ kind: fc.constant('fixBank' as const) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('overdue' as const), days: fc.integer({ min: 1, max: 400 }) }),
)

describe('the money of one order, driven by random steps against the real server', () => {
  it('keeps every ledger invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { minLength: 1, maxLength: 10 }), async (failingBank, steps) => {
        const order = await fundsReadyOrder(t, 100_000, failingBank ? newFailingAccount() : undefined)
        const { token, orderId } = order
        let card = order.cardNo
        const info = async () => (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data
        // Nothing changes the order between one step's check and the next step.
        let before = await info()
        for (const s of steps) {
          if (s.kind === 'withdraw') {
            const amount = Math.max(0.01, Math.floor(before.balance * s.share * 100) / 100)
            const answer = await t.api.call('/user/withdraw', { loanOrderId: orderId, password: s.rightPin ? PIN : '999999', withdrawAmount: amount, bankcard: card }, { token })
            if (!s.rightPin && answer.code === 0) expect(answer.data.verified).toBe(false)
            if (before.status !== 9) expect(answer.code).not.toBe(0)
          } else if (s.kind === 'settle') {
            await t.api.call('/sandbox/payouts/settle', {})
          } else if (s.kind === 'repay') {
            const most = before.payoff ?? 0
            const amt = Math.max(100, Math.round(most * s.share * 100) / 100)
            const answer = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: Math.min(amt, most) }, { token })
            if (answer.code === 0 && s.paid) await t.api.call('/sandbox/payments/complete', { paymentId: answer.data.paymentId })
          } else if (s.kind === 'fixBank') {
            if ((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '3333333333' }, { token })).code === 0) card = '3333333333'
          } else if (s.kind === 'cancel') {
            const answer = await t.api.call('/loan/cancel', { loanOrderId: orderId }, { token })
            expect(answer.code === 0).toBe([0, 1, 3, 9].includes(before.status) && before.payout?.status !== 'pending')
          } else {
            const day = new Date(Date.now() + s.days * 86_400_000).toISOString().slice(0, 10)
            await markOverdue(t.database.db, 1, day)
          }
          await checkInvariants(t, orderId, 100_000_00)
          const after = await info()
          expect(after.balance).toBeGreaterThanOrEqual(0)
          if (after.status === 10) expect(after.outstanding).toBe(0)
          before = after
        }
      }),
      { numRuns: 15 },
    )
  })
})
