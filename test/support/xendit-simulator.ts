// A local stand-in for Xendit's Payouts API v2, as its documentation describes it: Basic auth with
// the secret key, POST /v2/payouts deduplicated by Idempotency-key, GET /v2/payouts?reference_id=.
// It keeps what it "paid" so a test can count payouts, and can hold an answer back or fail it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SimulatedPayout = { id: string; reference_id: string; status: string; failure_code: string | null; amount: number; currency: string; channel_code: string; account_number: string; account_holder_name: string }

export type XenditSimulator = {
  url: string
  secretKey: string
  /** Payouts created, one per idempotency key, in order. */
  payouts: SimulatedPayout[]
  /** Every POST /v2/payouts received, repeats included. */
  posts: number
  /** Milliseconds to hold the next answers to POST back (after the payout is created). */
  holdAnswersMs: number
  /** Status a new payout moves to when it is first asked about. */
  settleAs: (payout: SimulatedPayout) => { status: string; failure_code?: string }
  close(): Promise<void>
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += chunk
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export async function startXenditSimulator(): Promise<XenditSimulator> {
  const secretKey = `xnd_development_${Math.random().toString(36).slice(2)}`
  const byKey = new Map<string, { body: string; payout: SimulatedPayout }>()
  const answer = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  const sim: XenditSimulator = {
    url: '',
    secretKey,
    payouts: [],
    posts: 0,
    holdAnswersMs: 0,
    settleAs: (p) => (p.account_number.endsWith('0000') ? { status: 'FAILED', failure_code: 'INVALID_DESTINATION' } : { status: 'SUCCEEDED' }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const server = createServer(async (req, res) => {
    if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) return answer(res, 401, { error_code: 'INVALID_API_KEY' })
    const url = new URL(req.url ?? '/', 'http://sim')
    if (req.method === 'POST' && url.pathname === '/v2/payouts') {
      sim.posts++
      const key = req.headers['idempotency-key']
      const body = (await bodyOf(req)) as Record<string, unknown> | null
      if (typeof key !== 'string' || !body) return answer(res, 400, { error_code: 'API_VALIDATION_ERROR' })
      const text = JSON.stringify(body)
      const seen = byKey.get(key)
      if (seen && seen.body !== text) return answer(res, 409, { error_code: 'DUPLICATE_TRANSACTION_ERROR' })
      const properties = (body.channel_properties ?? {}) as Record<string, string>
      const payout = seen?.payout ?? {
        id: `disb-${sim.payouts.length + 1}`,
        reference_id: String(body.reference_id),
        status: 'ACCEPTED',
        failure_code: null,
        amount: Number(body.amount),
        currency: String(body.currency),
        channel_code: String(body.channel_code),
        account_number: properties.account_number ?? '',
        account_holder_name: properties.account_holder_name ?? '',
      }
      if (!seen) {
        byKey.set(key, { body: text, payout })
        sim.payouts.push(payout)
      }
      if (sim.holdAnswersMs > 0) await new Promise((resolve) => setTimeout(resolve, sim.holdAnswersMs))
      return answer(res, 200, payout)
    }
    if (req.method === 'GET' && url.pathname === '/v2/payouts') {
      const found = sim.payouts.filter((p) => p.reference_id === url.searchParams.get('reference_id'))
      for (const p of found) if (p.status === 'ACCEPTED') Object.assign(p, { failure_code: null, ...sim.settleAs(p) })
      return answer(res, 200, found)
    }
    return answer(res, 404, { error_code: 'NOT_FOUND' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return sim
}
