// The Xendit payout adapter against a local simulator of its Payouts API, in process and in a
// server process killed with SIGKILL while Xendit is answering: the money goes once.
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disbursements, webhookEvents } from '../../server/db/schema'
import { newDataDir } from '../support/database-snapshot'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { checkInvariants, fundsReadyOrder, fundsReadyPhOrder, PIN } from '../support/money'
import { acceptContract, applyAndDecide, orderInfo } from '../support/loans-over-http'
import { freePort, inheritedEnv, post } from '../support/server-process'
import { startTestApp, type TestApp } from '../support/test-app'
import { openTestDatabase } from '../support/test-database'
import { startXenditSimulator, type XenditSimulator } from '../support/xendit-simulator'

const CALLBACK_TOKEN = 'callback-token-of-the-test-1234'

describe('payouts through Xendit', () => {
  let sim: XenditSimulator
  let t: TestApp
  beforeAll(async () => {
    sim = await startXenditSimulator()
    t = await startTestApp({ env: { PAYOUT_PROVIDER: 'xendit', XENDIT_API_URL: sim.url, XENDIT_SECRET_KEY: sim.secretKey, XENDIT_WEBHOOK_TOKEN: CALLBACK_TOKEN } })
  })
  afterAll(async () => {
    await t.close()
    await sim.close()
  })

  const withdraw = (o: Awaited<ReturnType<typeof fundsReadyPhOrder>>, amount = 8_000) =>
    t.api.call('/user/withdraw', { loanOrderId: o.orderId, password: PIN, withdrawAmount: amount, bankcard: o.cardNo }, { token: o.token })

  it('pays a GCash wallet in pesos to the name on the ID, once however often the job runs', async () => {
    const order = await fundsReadyPhOrder(t)
    expect((await withdraw(order)).data).toEqual({ verified: true })
    await t.runJobs()
    const [payout] = sim.payouts.filter((p) => p.reference_id.startsWith('payout-'))
    expect(sim.payouts.at(-1)).toMatchObject({ amount: 8_000, currency: 'PHP', channel_code: 'PH_GCASH', account_number: order.cardNo.replace('+63', '0'), status: 'SUCCEEDED' })
    expect(payout?.account_holder_name).not.toBe('')
    const posts = sim.posts
    await t.api.call('/sandbox/payouts/settle', {})
    await t.runJobs()
    expect(sim.posts).toBe(posts)
    expect((await orderInfo2(order)).status).toBe(4)
    await checkInvariants(t, order.orderId, 8_000_00)
  })

  it('returns the money to the balance with the reason when Xendit fails the transfer', async () => {
    const order = await fundsReadyPhOrder(t)
    sim.settleAs = () => ({ status: 'FAILED', failure_code: 'INVALID_DESTINATION' })
    await withdraw(order)
    await t.runJobs()
    sim.settleAs = () => ({ status: 'SUCCEEDED' })
    const info = await orderInfo2(order)
    expect(info).toMatchObject({ status: 9, balance: 8_000, payout: { status: 'failed', reason: 'account_invalid' } })
  })

  it('checks the webhook token, and takes the body only as a hint to ask Xendit', async () => {
    const order = await fundsReadyPhOrder(t)
    sim.settleAs = () => ({ status: 'ACCEPTED' })
    await withdraw(order)
    await t.runJobs()
    const [row] = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, order.orderId))
    const hook = (token: string, body: unknown) =>
      t.app.request('/webhooks/xendit/payouts', { method: 'POST', headers: { 'content-type': 'application/json', 'x-callback-token': token }, body: JSON.stringify(body) })
    const claim = { event: 'payout.succeeded', data: { reference_id: `payout-${row?.id}`, status: 'SUCCEEDED' } }
    expect((await hook('wrong-token-of-the-same-len', claim)).status).toBe(401)
    // Signed, but Xendit still says ACCEPTED: the body's SUCCEEDED changes nothing.
    expect((await hook(CALLBACK_TOKEN, claim)).status).toBe(200)
    await t.runJobs()
    expect((await orderInfo2(order)).status).toBe(9)
    sim.settleAs = () => ({ status: 'SUCCEEDED' })
    const sent = sim.payouts.find((p) => p.reference_id === `payout-${row?.id}`)
    if (sent) sent.status = 'SUCCEEDED'
    // Xendit's own webhook names its payout's id: another event than the claim without one.
    expect((await hook(CALLBACK_TOKEN, { ...claim, data: { ...claim.data, id: sent?.id } })).status).toBe(200)
    expect((await hook(CALLBACK_TOKEN, { event: 'payout.succeeded', data: { reference_id: 'payout-99999999999' } })).status).toBe(200)
    await t.runJobs()
    expect((await orderInfo2(order)).status).toBe(4)
    await checkInvariants(t, order.orderId, 8_000_00)
  })

  it("pays a Thai bank account through Xendit's Thai channel, and parks a payout reversed after it succeeded", async () => {
    const order = await fundsReadyOrder(t)
    const answer = await t.api.call('/user/withdraw', { loanOrderId: order.orderId, password: PIN, withdrawAmount: 100_000, bankcard: order.cardNo }, { token: order.token })
    expect(answer.code).toBe(0)
    await t.runJobs()
    const sent = sim.payouts.at(-1)
    expect(sent).toMatchObject({ channel_code: 'TH_KBANK', currency: 'THB', amount: 100_000, account_number: order.cardNo, status: 'SUCCEEDED' })
    expect((await orderInfo2(order)).status).toBe(4)
    const reversed = { event: 'payout.reversed', business_id: 'sim', created: new Date().toISOString(), data: { id: sent?.id, reference_id: sent?.reference_id, status: 'REVERSED' } }
    const hook = () =>
      t.app.request('/webhooks/xendit', { method: 'POST', headers: { 'content-type': 'application/json', 'x-callback-token': CALLBACK_TOKEN }, body: JSON.stringify(reversed) })
    expect((await hook()).status).toBe(200)
    expect((await hook()).status).toBe(200)
    const kept = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventKey, `payout.reversed:${sent?.id}`))
    expect(kept.map((k) => k.outcome)).toEqual(['review_payout_reversed'])
    const [row] = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, order.orderId))
    expect([row?.status, (await orderInfo2(order)).status]).toEqual(['succeeded', 4])
    await checkInvariants(t, order.orderId, 100_000_00)
  })

  async function orderInfo2(o: { token: string; orderId: number }) {
    return (await t.api.call('/loan/orderInfo', { loanOrderId: o.orderId }, { token: o.token })).data
  }
})

// PGlite keeps its data in a folder here; in the server-pg project the process uses PostgreSQL.
describe('a server process killed while Xendit is answering', () => {
  let sim: XenditSimulator
  let dataDir: string
  let database: { url?: string; close: () => Promise<void> } | undefined
  beforeAll(async () => {
    sim = await startXenditSimulator()
    dataDir = await newDataDir('kill')
    if (process.env.TEST_DB === 'postgres') database = await openTestDatabase()
  })
  afterAll(async () => {
    await sim.close()
    await database?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('sends the payout once after kill -9 and a restart', { timeout: 120_000 }, async () => {
    const port = await freePort()
    const env = {
      ...inheritedEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_APP: 'false',
      LOG_LEVEL: 'silent',
      PAYOUT_PROVIDER: 'xendit',
      // The first adapter's names, still read when the new ones are not set.
      XENDIT_BASE_URL: sim.url,
      XENDIT_SECRET_KEY: sim.secretKey,
      XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN,
      // The provider's own time-out stays the default: at 1 s a loaded machine's local simulator
      // missed it, and each miss put the payout's next try further off (2, 4, 8 s) than the test waits.
      JOB_LEASE_MS: '1500',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    }
    const start = async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'ignore' })
      const base = `http://127.0.0.1:${port}`
      for (let i = 0; i < 300; i++) {
        if ((await fetch(`${base}/jackey/loan/appList`, { method: 'POST' }).catch(() => null))?.ok) return { child, base }
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error('server did not start')
    }
    let server = await start()
    const base = server.base
    const { mobile, token } = await registerOverHttp(base, 'PH')
    await completeProfileOverHttp(base, token, {}, 'PH')
    await uploadSignatureOverHttp(base, token)
    const { orderId } = await applyAndDecide(base, token, 8_000, 3, 3)
    await acceptContract(base, token, orderId)
    await post(base, '/sms/withdrawPin', {}, token)
    const { data: sms } = await post(base, '/sandbox/sms/last', { mobile })
    await post(base, '/user/withdrawPin/set', { pin: PIN, smsCode: (sms as { code: string }).code }, token)

    // Xendit takes the payout and its answer is held; the server is killed while waiting for it.
    sim.holdAnswersMs = 5_000
    const { data: me } = await post(base, '/user/info', {}, token)
    expect((await post(base, '/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: 8_000, bankcard: (me as { cardNo: string }).cardNo }, token)).code).toBe(0)
    for (let i = 0; i < 100 && sim.posts === 0; i++) await new Promise((r) => setTimeout(r, 50))
    expect(sim.posts).toBe(1)
    server.child.kill('SIGKILL')
    await new Promise((r) => server.child.once('exit', r))
    sim.holdAnswersMs = 0

    server = await start()
    for (let i = 0; i < 100 && (await orderInfo(base, token, orderId)).status !== 4; i++) await new Promise((r) => setTimeout(r, 200))
    expect((await orderInfo(base, token, orderId)).status).toBe(4)
    expect(sim.posts).toBeGreaterThanOrEqual(2)
    expect(sim.payouts.filter((p) => p.amount === 8_000)).toHaveLength(1)
    server.child.kill('SIGTERM')
    await new Promise((r) => server.child.once('exit', r))
  })
})
