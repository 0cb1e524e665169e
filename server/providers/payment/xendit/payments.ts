// Repayments through Xendit's Payments API v3, as documented at docs.xendit.co (read 2026-11-26):
// - POST /v3/payment_requests (apidocs/create-payment-request; header api-version 2024-11-11):
//   reference_id, type PAY, country, currency, request_amount, capture_method AUTOMATIC,
//   channel_code, channel_properties; the answer's `actions` carry what the payer needs
//   (PRESENT_TO_CUSTOMER with descriptor QR_STRING or PAYMENT_CODE, REDIRECT_CUSTOMER with WEB_URL
//   or DEEPLINK_URL).
// - Channel codes, one file a market in ./channels/ (each with its sources).
// - POST /v3/payment_requests/{payment_request_id}/cancel (apidocs/cancel-payment-request, read
//   2026-11-28: "Prevents end users from completing payment"), when the borrower cancels.
// The payment's id is the Idempotency-key and its reference the reference_id, so a retry after a
// lost answer or a second tap gets the same payment request back.
import type { MarketCode } from '../../../../contract/market/types'
import type { PaymentMethod } from '../../../../contract/payment-methods'
import { errorCodeOf, xenditClient, type XenditConfig, XenditError } from '../../xendit-client/client'
import { xenditChannelsOf } from './channels'
import { type PaymentInstructions, type PaymentProvider, PaymentRefused, type PaymentRequest } from '../port'

const API_VERSION = '2024-11-11'

/** 400s that say "not now" rather than "not this payment" (docs.xendit.co/docs/error-scenarios). */
const PASSING = new Set(['TEMPORARILY_UNAVAILABLE', 'PAYMENT_REQUEST_RATE_LIMITED'])

type Action = { type?: string; descriptor?: string; value?: string }
type XenditPaymentRequest = { payment_request_id?: string; status?: string; actions?: Action[] }

/**
 * The channel a method is paid through in the market, and for a method with a pick (an e-wallet,
 * a virtual account's bank) the channel of the choice of that code; the method's own channel is
 * its default choice's.
 */
export function xenditChannelOf(country: MarketCode, method: PaymentMethod, choice: string | null = null): string | undefined {
  const channels = xenditChannelsOf(country)
  const channel = channels?.methods[method]
  const picks = channels?.picks?.[method]
  return channel && picks && choice ? picks[choice] : channel
}

function channelPropertiesOf(country: MarketCode, channel: string, request: PaymentRequest): Record<string, string> | undefined {
  const needs = xenditChannelsOf(country)?.properties?.[channel]
  if (needs === 'payerAndExpiry') return { payer_name: request.payerName, expires_at: request.expiresAt.toISOString() }
  if (needs === 'displayNameAndExpiry') return { display_name: request.payerName, expires_at: request.expiresAt.toISOString() }
  if (needs === 'returnUrls' && request.returnUrl) return { success_return_url: request.returnUrl, failure_return_url: request.returnUrl }
  return undefined
}

function actionValue(actions: Action[] | undefined, descriptors: string[]): string | undefined {
  return actions?.find((a) => a.descriptor !== undefined && descriptors.includes(a.descriptor) && typeof a.value === 'string')?.value
}

// A QR, a counter code and a virtual account are paid from the borrower's phone, at the counter or
// the ATM: no page to open. A virtual account's number is its reference, as a counter's code is.
export function instructionsOf(channel: string, request: PaymentRequest, answer: XenditPaymentRequest): PaymentInstructions {
  const expiresAt = request.expiresAt.toISOString()
  const reference = request.reference
  const provider = typeof answer.payment_request_id === 'string' ? { providerId: answer.payment_request_id } : {}
  if (request.method === 'qr') {
    const qr = actionValue(answer.actions, ['QR_STRING'])
    if (!qr) throw new XenditError(200, 'NO_QR_STRING')
    return { url: '', reference, expiresAt, qr, ...provider }
  }
  if (request.method === 'va') {
    const number = actionValue(answer.actions, ['VIRTUAL_ACCOUNT_NUMBER', 'PAYMENT_CODE'])
    if (!number) throw new XenditError(200, 'NO_VIRTUAL_ACCOUNT_NUMBER')
    return { url: '', reference: number, expiresAt, ...provider }
  }
  if (request.method === 'otc') {
    const code = actionValue(answer.actions, ['PAYMENT_CODE'])
    if (!code) throw new XenditError(200, 'NO_PAYMENT_CODE')
    return { url: '', reference: code, expiresAt, counters: [...(xenditChannelsOf(request.country)?.counters?.[channel] ?? [])], ...provider }
  }
  const url = actionValue(answer.actions, ['WEB_URL', 'DEEPLINK_URL', 'MOBILE_URL'])
  if (!url) throw new XenditError(200, 'NO_CHECKOUT_URL')
  return { url, reference, ...provider }
}

export function xenditPayments(config: XenditConfig): PaymentProvider {
  const call = xenditClient(config)
  return {
    qrPaysInto: 'provider',
    offers: (country, method) => xenditChannelOf(country, method) !== undefined,
    async open(request, signal) {
      const picked: Partial<Record<PaymentMethod, string | null>> = { ewallet: request.wallet, va: request.bank, otc: request.counter }
      const channel = xenditChannelOf(request.country, request.method, picked[request.method] ?? null)
      if (!channel) throw new PaymentRefused('CHANNEL_NOT_OFFERED')
      const properties = channelPropertiesOf(request.country, channel, request)
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
