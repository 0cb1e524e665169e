// Repayments through Xendit's Payments API v3, as documented at docs.xendit.co (read 2026-11-26):
// - POST /v3/payment_requests (apidocs/create-payment-request; header api-version 2024-11-11):
//   reference_id, type PAY, country, currency, request_amount, capture_method AUTOMATIC,
//   channel_code, channel_properties; the answer's `actions` carry what the payer needs
//   (PRESENT_TO_CUSTOMER with descriptor QR_STRING or PAYMENT_CODE, REDIRECT_CUSTOMER with WEB_URL
//   or DEEPLINK_URL).
// - Channel codes, from each channel's page: PROMPTPAY (docs/qr-promptpay: THB, 1 to 700,000),
//   QRPH (docs/qrph: PHP, 1 to 50,000), GCASH and PAYMAYA (docs/maya: Maya, formerly PayMaya;
//   e-wallets, success/failure return URLs), 7ELEVEN (docs/7-eleven: PHP, 50 to 50,000, expiry settable).
// - POST /v3/payment_requests/{payment_request_id}/cancel (apidocs/cancel-payment-request, read
//   2026-11-28: "Prevents end users from completing payment"), when the borrower cancels.
// - GET /transactions (apidocs/list-transactions): types, reference_id, created[gte]/[lt],
//   limit, after_id; statuses PENDING, SUCCESS, FAILED, VOIDED, REVERSED.
// The payment's id is the Idempotency-key and its reference the reference_id, so a retry after a
// lost answer or a second tap gets the same payment request back.
import type { MarketCode } from '../../../contract/market/types'
import { toMinor } from '../../../contract/money'
import type { PaymentMethod, PaymentWallet } from '../../../contract/payment-methods'
import type { PaymentInstructions, PaymentProvider, PaymentRequest } from '../payment'
import { PaymentRefused } from '../payment'
import type { PaymentTransactions, ProviderTransaction } from '../payment-transactions'
import { type XenditConfig, XenditError } from './payouts'

const API_VERSION = '2024-11-11'

/** 400s that say "not now" rather than "not this payment" (docs.xendit.co/docs/error-scenarios). */
const PASSING = new Set(['TEMPORARILY_UNAVAILABLE', 'PAYMENT_REQUEST_RATE_LIMITED'])

// Where each market's borrowers pay by each method through Xendit. Thai e-wallets and counters
// are not offered: the lender's Thai methods through Xendit are PromptPay QR only.
const CHANNELS: Record<MarketCode, Partial<Record<PaymentMethod, string>>> = {
  TH: { qr: 'PROMPTPAY' },
  PH: { qr: 'QRPH', ewallet: 'GCASH', otc: '7ELEVEN' },
}

/** The counters a 7ELEVEN payment code is paid at. */
const OTC_COUNTERS: Record<string, string[]> = { '7ELEVEN': ['7-Eleven'] }

type Action = { type?: string; descriptor?: string; value?: string }
type XenditPaymentRequest = { payment_request_id?: string; status?: string; actions?: Action[] }
type XenditTransaction = { id: string; reference_id: string; amount: number; currency: string; status: string; created: string; updated?: string }

/** The channel of each wallet a borrower can pick; GCASH is the e-wallet's when none is named. */
const WALLET_CHANNELS: Record<PaymentWallet, string> = { gcash: 'GCASH', maya: 'PAYMAYA' }

export function xenditChannelOf(country: MarketCode, method: PaymentMethod, wallet: PaymentWallet | null = null): string | undefined {
  const channel = CHANNELS[country][method]
  return channel && method === 'ewallet' && wallet ? WALLET_CHANNELS[wallet] : channel
}

function errorCodeOf(body: unknown): string {
  const code = (body as { error_code?: unknown } | null)?.error_code
  return typeof code === 'string' && /^[A-Z0-9_]{1,60}$/.test(code) ? code : 'UNKNOWN'
}

function xenditClient(config: XenditConfig) {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`
  return async (path: string, init: RequestInit, signal?: AbortSignal) => {
    const response = await fetch(`${config.baseUrl}${path}`, { ...init, signal, headers: { authorization, 'content-type': 'application/json', ...init.headers } })
    const body: unknown = await response.json().catch(() => null)
    return { status: response.status, body }
  }
}

function channelPropertiesOf(channel: string, request: PaymentRequest): Record<string, string> | undefined {
  if (channel === '7ELEVEN') return { payer_name: request.payerName, expires_at: request.expiresAt.toISOString() }
  if ((channel === 'GCASH' || channel === 'PAYMAYA') && request.returnUrl) return { success_return_url: request.returnUrl, failure_return_url: request.returnUrl }
  return undefined
}

function actionValue(actions: Action[] | undefined, descriptors: string[]): string | undefined {
  return actions?.find((a) => a.descriptor !== undefined && descriptors.includes(a.descriptor) && typeof a.value === 'string')?.value
}

// A QR and a counter code are paid from the borrower's phone or at the counter: no page to open.
export function instructionsOf(channel: string, request: PaymentRequest, answer: XenditPaymentRequest): PaymentInstructions {
  const expiresAt = request.expiresAt.toISOString()
  const reference = request.reference
  const provider = typeof answer.payment_request_id === 'string' ? { providerId: answer.payment_request_id } : {}
  if (request.method === 'qr') {
    const qr = actionValue(answer.actions, ['QR_STRING'])
    if (!qr) throw new XenditError(200, 'NO_QR_STRING')
    return { url: '', reference, expiresAt, qr, ...provider }
  }
  if (request.method === 'otc') {
    const code = actionValue(answer.actions, ['PAYMENT_CODE'])
    if (!code) throw new XenditError(200, 'NO_PAYMENT_CODE')
    return { url: '', reference: code, expiresAt, counters: OTC_COUNTERS[channel] ?? [], ...provider }
  }
  const url = actionValue(answer.actions, ['WEB_URL', 'DEEPLINK_URL', 'MOBILE_URL'])
  if (!url) throw new XenditError(200, 'NO_CHECKOUT_URL')
  return { url, reference, ...provider }
}

export function xenditPayments(config: XenditConfig): PaymentProvider {
  const call = xenditClient(config)
  return {
    sandbox: false,
    offers: (country, method) => xenditChannelOf(country, method) !== undefined,
    async open(request, signal) {
      const channel = xenditChannelOf(request.country, request.method, request.wallet)
      if (!channel) throw new PaymentRefused('CHANNEL_NOT_OFFERED')
      const properties = channelPropertiesOf(channel, request)
      const { status, body } = await call(
        '/v3/payment_requests',
        {
          method: 'POST',
          headers: { 'api-version': API_VERSION, 'idempotency-key': request.paymentId },
          body: JSON.stringify({
            reference_id: request.reference,
            type: 'PAY',
            country: request.country,
            currency: request.currency,
            request_amount: request.amount,
            capture_method: 'AUTOMATIC',
            channel_code: channel,
            ...(properties ? { channel_properties: properties } : {}),
            description: 'Loan repayment',
            metadata: { payment_id: request.paymentId },
          }),
        },
        signal,
      )
      if (status === 200 || status === 201) return instructionsOf(channel, request, body as XenditPaymentRequest)
      // A 4xx is about the payment itself (CHANNEL_NOT_ACTIVATED, INVALID_VALUE_ERROR, an amount
      // out of the channel's range): trying again changes nothing. Anything else may pass, as the
      // 400s Xendit marks as passing (docs/error-scenarios): the borrower is asked to try again.
      const errorCode = errorCodeOf(body)
      const passing = status === 401 || status === 403 || status === 409 || status === 429 || PASSING.has(errorCode)
      if (status >= 400 && status < 500 && !passing) throw new PaymentRefused(errorCode)
      throw new XenditError(status, errorCode)
    },
    async cancel(providerId, signal) {
      const { status, body } = await call(`/v3/payment_requests/${encodeURIComponent(providerId)}/cancel`, { method: 'POST', headers: { 'api-version': API_VERSION } }, signal)
      if (status !== 200 && status !== 201) throw new XenditError(status, errorCodeOf(body))
    },
  }
}

function statusOf(status: string): ProviderTransaction['status'] | null {
  if (status === 'SUCCESS') return 'paid'
  if (status === 'VOIDED' || status === 'REVERSED') return 'refunded'
  if (status === 'FAILED') return 'failed'
  return null
}

function transactionOf(t: XenditTransaction): ProviderTransaction | null {
  const status = statusOf(t.status)
  if (!status || typeof t.reference_id !== 'string') return null
  return { reference: t.reference_id, providerId: t.id, amountMinor: toMinor(Number(t.amount)), currency: t.currency, paidAt: new Date(t.updated ?? t.created), status }
}

// One page is at most 50 transactions; a day of a lender's repayments is read page by page.
const PAGE = 50
const MAX_PAGES = 2_000

/** Xendit's own book of payments received, for reports and the daily reconciliation. */
export function xenditTransactions(config: XenditConfig & { timeoutMs: number }): PaymentTransactions {
  const call = xenditClient(config)
  const page = async (query: URLSearchParams): Promise<{ data: XenditTransaction[]; hasMore: boolean }> => {
    const { status, body } = await call(`/transactions?${query}`, { method: 'GET' }, AbortSignal.timeout(config.timeoutMs))
    if (status !== 200) throw new XenditError(status, errorCodeOf(body))
    const answer = body as { data?: unknown; has_more?: unknown } | null
    return { data: Array.isArray(answer?.data) ? (answer.data as XenditTransaction[]) : [], hasMore: answer?.has_more === true }
  }
  const all = async (query: URLSearchParams): Promise<ProviderTransaction[]> => {
    const found: ProviderTransaction[] = []
    for (let n = 0; n < MAX_PAGES; n++) {
      const { data, hasMore } = await page(query)
      for (const t of data) {
        const transaction = transactionOf(t)
        if (transaction) found.push(transaction)
      }
      const last = data.at(-1)
      if (!hasMore || !last) break
      query.set('after_id', last.id)
    }
    return found.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())
  }
  return {
    list: ({ from, to }) => all(new URLSearchParams({ types: 'PAYMENT', 'created[gte]': from.toISOString(), 'created[lt]': to.toISOString(), limit: String(PAGE) })),
    findByReference: (reference) => all(new URLSearchParams({ types: 'PAYMENT', reference_id: reference, limit: String(PAGE) })),
  }
}
