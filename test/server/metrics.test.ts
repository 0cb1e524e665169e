import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../server/db/schema'
import { fundsReadyOrder, PIN } from '../support/money'
import { startTestApp } from '../support/test-app'

const TOKEN = 'metrics-token-for-the-test'
let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } })
})
afterAll(() => t.close())

const scrape = async (authorization = `Bearer ${TOKEN}`) => {
  const response = await t.app.request('/metrics', { headers: { authorization } })
  return { status: response.status, text: await response.text() }
}

const sample = (text: string, name: string, labels: string) => {
  const prefix = labels === '' ? `${name} ` : `${name}{${labels}}`
  const line = text.split('\n').find((l) => l.startsWith(prefix))
  return line === undefined ? undefined : Number(line.split(' ').at(-1))
}

describe('GET /metrics', () => {
  it('answers only with the bearer token', async () => {
    expect((await scrape('Bearer wrong-token-of-the-same-size')).status).toBe(401)
    expect((await scrape('')).status).toBe(401)
    expect((await scrape()).status).toBe(200)
  })

  it('counts API answers by endpoint and envelope code, and times requests by route', async () => {
    await t.api.call('/loan/appList', {})
    await t.api.call('/user/info', {})
    const { text } = await scrape()
    expect(sample(text, 'jackey_api_answers_total', 'path="/loan/appList",code="0"')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'jackey_api_answers_total', 'path="/user/info",code="401"')).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(/jackey_http_request_duration_seconds_count\{route="\/jackey\/loan\/appList",status="200"\} \d+/)
  })

  it('counts a submission replayed with its Idempotency-Key once per replay', async () => {
    const { token } = await t.registerUser()
    const before = sample((await scrape()).text, 'jackey_idempotent_replays_total', '') ?? 0
    const key = randomUUID()
    for (let i = 0; i < 3; i++) await t.api.call('/user/consent/give', { purpose: 'bank_account' }, { token, key })
    expect(sample((await scrape()).text, 'jackey_idempotent_replays_total', '')).toBe(before + 2)
  })

  it('reads the due jobs and the payouts from the database at each scrape', async () => {
    const { token, orderId, cardNo } = await fundsReadyOrder(t)
    const withdrawn = await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: 1_000, bankcard: cardNo }, { token })
    expect(withdrawn.code).toBe(0)
    await t.database.db.delete(jobs)
    await t.database.db.insert(jobs).values([
      { kind: 'decide', payload: {}, runAt: new Date(t.clock.now.getTime() - 90_000) },
      { kind: 'decide', payload: {}, runAt: new Date(t.clock.now.getTime() + 90_000) },
    ])
    const { text } = await scrape()
    expect(sample(text, 'jackey_jobs_due', 'kind="decide"')).toBe(1)
    expect(sample(text, 'jackey_jobs_oldest_due_seconds', '')).toBeGreaterThanOrEqual(90)
    expect(text).toMatch(/^jackey_payouts\{status="\w+"\} [1-9]/m)
  })
})

describe('without METRICS_TOKEN', () => {
  it('serves no metrics at all', async () => {
    const plain = await startTestApp()
    try {
      expect((await plain.app.request('/metrics', { headers: { authorization: 'Bearer ' } })).status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
