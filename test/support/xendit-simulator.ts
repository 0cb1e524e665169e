// A local stand-in for Xendit's Payouts API v2 and Payments API v3, as its documentation describes
// them: Basic auth with the secret key; POST /v2/payouts deduplicated by Idempotency-key and
// GET /v2/payouts?reference_id=; POST /v3/payment_requests deduplicated by Idempotency-key,
// answering the QR string, checkout URL or payment code in `actions`; GET /transactions. It keeps
// what it "paid" and "received" so a test can count them, can hold an answer back or fail it, and
// writes the webhooks Xendit would send when a payment is paid, fails or expires.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SimulatedPayout = { id: string; reference_id: string; status: string; failure_code: string | null; amount: number; currency: string; channel_code: string; account_number: string; account_holder_name: string }

export type SimulatedPaymentRequest = {
  payment_request_id: string
  reference_id: string
  country: string
  currency: string
  request_amount: number
  channel_code: string
  channel_properties?: Record<string, string>
  status: string
  actions: { type: string; descriptor: string; value: string }[]
}

export type SimulatedTransaction = { id: string; reference_id: string; type: 'PAYMENT'; amount: number; currency: string; status: string; created: string; updated: string }

/** A webhook as Xendit sends it: the event and its data (apidocs/payment-webhook-notification). */
export type SimulatedEvent = { event: string; business_id: string; created: string; data: Record<string, unknown> }

// Channels each country takes, from Xendit's channel pages (PROMPTPAY, QRPH, GCASH, PAYMAYA,
// 7ELEVEN; QRIS, OVO, DANA, SHOPEEPAY, LINKAJA, ALFAMART, INDOMARET, <BANK>_VIRTUAL_ACCOUNT).
const PAYMENT_CHANNELS: Record<string, string[]> = {
  TH: ['PROMPTPAY'],
  PH: ['QRPH', 'GCASH', 'PAYMAYA', '7ELEVEN'],
  ID: ['QRIS', 'OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA', 'ALFAMART', 'INDOMARET', ...['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA', 'BSI', 'CIMB'].map((bank) => `${bank}_VIRTUAL_ACCOUNT`)],
}
const QR_CHANNELS: Record<string, string> = { PROMPTPAY: 'TH', QRPH: 'PH', QRIS: 'ID' }
const COUNTER_CHANNELS = new Set(['7ELEVEN', 'ALFAMART', 'INDOMARET'])
// Currencies whose amounts Xendit takes whole (IDR: docs.xendit.co, each Indonesian channel's minimum and maximum).
const WHOLE_CURRENCIES = new Set(['IDR'])

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
  /** Payment requests created, one per idempotency key. */
  paymentRequests: SimulatedPaymentRequest[]
  /** Every POST /v3/payment_requests received, repeats included. */
  paymentPosts: number
  /** Answers the next POST /v3/payment_requests with this status and error code instead (then clears). */
  failNextPayment: { status: number; error_code: string } | null
  /** Milliseconds to hold answers to POST /v3/payment_requests back (after the request is created). */
  holdPaymentAnswersMs: number
  transactions: SimulatedTransaction[]
  /** The borrower paid: the request succeeds, a transaction is booked, and the capture webhook is written. */
  pay(referenceId: string, paid?: { amount?: number; currency?: string }): SimulatedEvent
  /** The channel refused the payment with one of Xendit's failure codes. */
  fail(referenceId: string, failureCode: string): SimulatedEvent
  expire(referenceId: string): SimulatedEvent
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

/** The settings of a test app taking payments through the simulator, its webhooks signed with `webhookToken`. */
export function xenditPaymentsEnv(sim: XenditSimulator, webhookToken: string): Record<string, string> {
  return { PAYMENT_PROVIDER: 'xendit', XENDIT_API_URL: sim.url, XENDIT_SECRET_KEY: sim.secretKey, XENDIT_WEBHOOK_TOKEN: webhookToken, PROVIDER_TIMEOUT_MS: '1000' }
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
    paymentRequests: [],
    paymentPosts: 0,
    failNextPayment: null,
    holdPaymentAnswersMs: 0,
    transactions: [],
    pay(referenceId, paid = {}) {
      const request = requestOf(referenceId)
      request.status = 'SUCCEEDED'
      const amount = paid.amount ?? request.request_amount
      const currency = paid.currency ?? request.currency
      const at = new Date().toISOString()
      const paymentId = `py-${sim.transactions.length + 1}-${request.payment_request_id}`
      sim.transactions.push({ id: `txn-${sim.transactions.length + 1}`, reference_id: referenceId, type: 'PAYMENT', amount, currency, status: 'SUCCESS', created: at, updated: at })
      return paymentEvent('payment.capture', request, { payment_id: paymentId, status: 'SUCCEEDED', request_amount: amount, currency })
    },
    fail(referenceId, failureCode) {
      const request = requestOf(referenceId)
      return paymentEvent('payment.failure', request, { payment_id: `py-failed-${request.payment_request_id}`, status: 'FAILED', failure_code: failureCode })
    },
    expire(referenceId) {
      const request = requestOf(referenceId)
      request.status = 'EXPIRED'
      return { event: 'payment_request.expiry', business_id: 'sim-business', created: new Date().toISOString(), data: { ...request, actions: undefined } }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const paymentsByKey = new Map<string, { body: string; request: SimulatedPaymentRequest }>()
  const requestOf = (referenceId: string) => {
    const request = sim.paymentRequests.find((r) => r.reference_id === referenceId)
    if (!request) throw new Error(`no payment request ${referenceId}`)
    return request
  }
  const paymentEvent = (event: string, request: SimulatedPaymentRequest, data: Record<string, unknown>): SimulatedEvent => ({
    event,
    business_id: 'sim-business',
    created: new Date().toISOString(),
    data: {
      payment_request_id: request.payment_request_id,
      reference_id: request.reference_id,
      request_amount: request.request_amount,
      currency: request.currency,
      country: request.country,
      channel_code: request.channel_code,
      type: 'PAY',
      ...data,
    },
  })
  const actionsOf = (channel: string, id: string): SimulatedPaymentRequest['actions'] => {
    const country = QR_CHANNELS[channel]
    if (country) return [{ type: 'PRESENT_TO_CUSTOMER', descriptor: 'QR_STRING', value: `00020101021226${id}5802${country}6304ABCD` }]
    if (channel.endsWith('_VIRTUAL_ACCOUNT')) return [{ type: 'PRESENT_TO_CUSTOMER', descriptor: 'VIRTUAL_ACCOUNT_NUMBER', value: `8808${id.replace(/\D/g, '').padStart(12, '0')}` }]
    if (COUNTER_CHANNELS.has(channel)) return [{ type: 'PRESENT_TO_CUSTOMER', descriptor: 'PAYMENT_CODE', value: `XND${id.replace(/\D/g, '').padStart(9, '0')}` }]
    return [{ type: 'REDIRECT_CUSTOMER', descriptor: 'WEB_URL', value: `${sim.url}/checkout/${id}` }]
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
    if (req.method === 'POST' && url.pathname === '/v3/payment_requests') {
      sim.paymentPosts++
      const key = req.headers['idempotency-key']
      const body = (await bodyOf(req)) as Record<string, unknown> | null
      if (sim.failNextPayment) {
        const { status, error_code } = sim.failNextPayment
        sim.failNextPayment = null
        return answer(res, status, { error_code, message: 'simulated' })
      }
      if (typeof key !== 'string' || !body || req.headers['api-version'] !== '2024-11-11') return answer(res, 400, { error_code: 'API_VALIDATION_ERROR' })
      const valid = typeof body.reference_id === 'string' && body.type === 'PAY' && typeof body.request_amount === 'number' && body.request_amount > 0 && body.capture_method === 'AUTOMATIC'
      if (!valid) return answer(res, 400, { error_code: 'API_VALIDATION_ERROR' })
      const channel = String(body.channel_code)
      if (!(PAYMENT_CHANNELS[String(body.country)] ?? []).includes(channel)) return answer(res, 400, { error_code: 'CHANNEL_NOT_ACTIVATED' })
      const properties = body.channel_properties as Record<string, string> | undefined
      if (COUNTER_CHANNELS.has(channel) && (!properties?.payer_name || !properties.expires_at)) return answer(res, 400, { error_code: 'API_VALIDATION_ERROR' })
      if (channel.endsWith('_VIRTUAL_ACCOUNT') && (!properties?.display_name || !properties.expires_at)) return answer(res, 400, { error_code: 'API_VALIDATION_ERROR' })
      if (WHOLE_CURRENCIES.has(String(body.currency)) && !Number.isInteger(body.request_amount)) return answer(res, 400, { error_code: 'API_VALIDATION_ERROR' })
      const text = JSON.stringify(body)
      const seen = paymentsByKey.get(key)
      if (seen && seen.body !== text) return answer(res, 409, { error_code: 'IDEMPOTENCY_ERROR' })
      const id = `pr-${sim.paymentRequests.length + 1}`
      const request = seen?.request ?? {
        payment_request_id: id,
        reference_id: String(body.reference_id),
        country: String(body.country),
        currency: String(body.currency),
        request_amount: Number(body.request_amount),
        channel_code: channel,
        channel_properties: properties,
        status: 'REQUIRES_ACTION',
        actions: actionsOf(channel, id),
      }
      if (!seen) {
        paymentsByKey.set(key, { body: text, request })
        sim.paymentRequests.push(request)
      }
      if (sim.holdPaymentAnswersMs > 0) await new Promise((resolve) => setTimeout(resolve, sim.holdPaymentAnswersMs))
      return answer(res, 201, request)
    }
    const cancel = /^\/v3\/payment_requests\/([^/]+)\/cancel$/.exec(url.pathname)
    if (req.method === 'POST' && cancel) {
      const request = sim.paymentRequests.find((r) => r.payment_request_id === cancel[1])
      if (!request) return answer(res, 404, { error_code: 'DATA_NOT_FOUND' })
      if (req.headers['api-version'] !== '2024-11-11') return answer(res, 400, { error_code: 'API_VALIDATION_ERROR' })
      if (request.status === 'SUCCEEDED') return answer(res, 409, { error_code: 'PAYMENT_REQUEST_ALREADY_SUCCEEDED' })
      request.status = 'CANCELED'
      return answer(res, 200, request)
    }
    if (req.method === 'GET' && url.pathname === '/transactions') {
      const q = url.searchParams
      const from = q.get('created[gte]')
      const to = q.get('created[lt]')
      const matching = sim.transactions.filter(
        (t) => (!q.get('reference_id') || t.reference_id === q.get('reference_id')) && (!from || t.created >= from) && (!to || t.created < to) && (!q.get('types') || q.get('types') === t.type),
      )
      const after = q.get('after_id')
      const start = after ? matching.findIndex((t) => t.id === after) + 1 : 0
      const limit = Number(q.get('limit') ?? 10)
      const data = matching.slice(start, start + limit)
      return answer(res, 200, { data, has_more: start + limit < matching.length })
    }
    return answer(res, 404, { error_code: 'NOT_FOUND' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return sim
}
