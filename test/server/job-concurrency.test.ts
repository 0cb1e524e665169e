// One process runs several jobs at once: a payout provider that takes seconds holds up one
// runner, not every payout behind it, and no job runs twice.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disbursements } from '../../server/db/schema'
import type { PayoutProvider } from '../../server/providers/payout/port'
import { fundsReadyOrder, PIN } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

const SLOW_MS = 1_500
const calls = { inFlight: 0, most: 0, submitted: 0 }
const slowProvider: PayoutProvider = {
  async submit() {
    calls.submitted++
    calls.inFlight++
    calls.most = Math.max(calls.most, calls.inFlight)
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
    calls.inFlight--
    return { status: 'succeeded' }
  },
  outcome: async () => ({ status: 'succeeded' }),
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ payouts: slowProvider, env: { JOB_CONCURRENCY: '4' } })
})
afterAll(() => t.close())

describe('the job worker', () => {
  it('sends four slow payouts side by side, each once', async () => {
    const orders: Awaited<ReturnType<typeof fundsReadyOrder>>[] = []
    for (let i = 0; i < 4; i++) orders.push(await fundsReadyOrder(t))
    for (const o of orders) {
      const answer = await t.api.call('/user/withdraw', { loanOrderId: o.orderId, password: PIN, withdrawAmount: 100_000, bankcard: o.cardNo }, { token: o.token })
      expect(answer.code).toBe(0)
    }
    const stop = t.startJobWorker()
    try {
      const statuses = async () => (await Promise.all(orders.map((o) => t.database.db.select().from(disbursements).where(eq(disbursements.orderId, o.orderId))))).flat().map((d) => d.status)
      await expect.poll(statuses, { timeout: 20_000, interval: 200 }).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded'])
    } finally {
      await stop()
    }
    expect(calls.submitted).toBe(4)
    expect(calls.most).toBe(4)
  })
})
