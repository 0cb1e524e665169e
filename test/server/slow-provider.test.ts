// A provider that never answers holds up only its own job: borrowers' requests do not wait on it,
// and no request, whatever its headers, can leave the database waiting on itself.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disbursements, jobs } from '../../server/db/schema'
import type { PayoutProvider } from '../../server/providers/payout/port'
import { fundsReadyOrder, PIN } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

const provider = { hang: true, submitted: 0 }
const hangingProvider: PayoutProvider = {
  async submit(_request, signal) {
    if (provider.hang) await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
    provider.submitted++
    return { status: 'pending' }
  },
  async outcome() {
    return { status: 'succeeded' }
  },
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ payouts: hangingProvider, env: { PROVIDER_TIMEOUT_MS: '200' } })
})
afterAll(() => t.close())

/** Fails the test instead of hanging it when a call does not answer within `ms`. */
function within<T>(ms: number, call: Promise<T>): Promise<T> {
  return Promise.race([call, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))])
}

describe('a payout provider that hangs', () => {
  it('leaves withdrawals, other borrowers and the job runner answering, and pays once it is back', async () => {
    const orders = []
    for (let i = 0; i < 12; i++) orders.push(await fundsReadyOrder(t))
    const answers = await within(
      10_000,
      Promise.all(orders.map((o) => t.api.call('/user/withdraw', { loanOrderId: o.orderId, password: PIN, withdrawAmount: 100_000, bankcard: o.cardNo }, { token: o.token }))),
    )
    expect(answers.map((a) => a.data)).toEqual(orders.map(() => ({ verified: true })))
    const other = await t.registerUser()
    expect((await within(2_000, t.api.call('/user/info', {}, { token: other.token }))).code).toBe(0)

    // Each job waits PROVIDER_TIMEOUT_MS, records the time-out and is tried again later.
    await within(30_000, t.runJobs())
    const failedJobs = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'payout'))
    expect(failedJobs.filter((j) => j.lastError?.includes('ProviderTimeout')).length).toBeGreaterThanOrEqual(12)
    expect(JSON.stringify(failedJobs.map((j) => j.lastError))).not.toContain(orders[0]?.cardNo)

    provider.hang = false
    t.clock.advance(60_000)
    await t.runJobs()
    for (const o of orders) {
      const rows = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, o.orderId))
      expect(rows.map((d) => d.status)).toEqual(['succeeded'])
    }
    expect(provider.submitted).toBe(12)
    // Twelve borrowers made ready one by one and a job run that waits out twelve time-outs: well
    // over vitest's 30 s when the two cores are shared; the answers it checks have their own bounds.
  }, 120_000)

  it('answers the sandbox settle call sent with an Idempotency-Key, and the server goes on answering', async () => {
    const call = async (key: string) =>
      t.app.request('/jackey/sandbox/payouts/settle', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: '{}' })
    const response = await within(5_000, call(crypto.randomUUID()))
    expect(response.status).toBe(200)
    expect(((await response.json()) as { code: number }).code).toBe(0)
    expect((await within(5_000, t.api.call('/loan/getPeriodConfig', { appId: 1 }))).code).toBe(0)
  })

  it('answers the sandbox settle with code 40132, not a 500, while the payout provider does not answer, and settles once it is back', async () => {
    const order = await fundsReadyOrder(t)
    await t.api.call('/user/withdraw', { loanOrderId: order.orderId, password: PIN, withdrawAmount: 100_000, bankcard: order.cardNo }, { token: order.token })
    provider.hang = true
    const response = await within(5_000, Promise.resolve(t.app.request('/jackey/sandbox/payouts/settle', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })))
    expect([response.status, ((await response.json()) as { code: number }).code]).toEqual([200, 40132])
    provider.hang = false
    expect((await t.api.call('/sandbox/payouts/settle', {})).code).toBe(0)
    const rows = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, order.orderId))
    expect(rows.map((d) => d.status)).toEqual(['succeeded'])
  })
})
