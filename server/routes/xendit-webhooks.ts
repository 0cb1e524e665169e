// Xendit's webhooks, payments and payouts alike, at POST /webhooks/xendit (/webhooks/xendit/payouts
// stays as the payouts' first address). Untrusted input: the x-callback-token is compared in
// constant time with XENDIT_WEBHOOK_TOKEN (wrong or missing: 401 and nothing else), then Xendit's
// body is read into our neutral event, which domain/money/provider-events.ts keeps and applies at
// most once; a repeat is answered 200 and does nothing. Documented shapes (docs.xendit.co, read
// 2026-11-26): apidocs/payment-webhook-notification (payment.capture, payment.failure,
// payment.expiry with data.payment_id, reference_id, request_amount, currency, failure_code,
// created, updated) and
// apidocs/payout-webhook-notification (payout.succeeded, payout.failed, payout.reversed with
// data.id, reference_id).
import { timingSafeEqual } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { minorDigitsOfCurrency } from '../../contract/market'
import { wireToMinor } from '../../contract/money'
import { type ProviderEvent, type ReceivedEvent, receiveProviderEvent } from '../domain/money/provider-events'
import type { AppBindings, Services } from '../services'

const CODE = /^[A-Z0-9_]{1,60}$/
const ID = /^[A-Za-z0-9_.:-]{1,100}$/
/** Xendit's events are a few kilobytes; anything far larger is not one. */
const MAX_BODY = 64 * 1024

type Event = { event: string; data: Record<string, unknown> }

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function eventOf(raw: string): Event | null {
  try {
    const body: unknown = JSON.parse(raw)
    if (typeof body !== 'object' || body === null) return null
    const { event, data } = body as { event?: unknown; data?: unknown }
    if (typeof event !== 'string' || !CODE.test(event.toUpperCase().replaceAll('.', '_'))) return null
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
    return { event, data: data as Record<string, unknown> }
  } catch {
    return null
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && ID.test(value) ? value : null)

/** The object an event is about: a payment, a payment request, a payout. */
function objectIdOf({ event, data }: Event): string | null {
  if (event.startsWith('payout.')) return text(data.id) ?? text(data.reference_id)
  if (event.startsWith('payment_request.')) return text(data.payment_request_id) ?? text(data.id)
  return text(data.payment_id) ?? text(data.id)
}

/**
 * The amount as minor units of its currency, or null when it is no amount at all: not a number,
 * a currency no market uses, more decimals than the currency has, or beyond what an integer of
 * minor units holds (toMinor's RangeError would otherwise roll the event back with a 500, and the
 * event would be lost).
 */
function minorOf(value: unknown, currency: string | null): number | null {
  const digits = currency === null ? undefined : minorDigitsOfCurrency(currency)
  if (typeof value !== 'number' || !Number.isFinite(value) || digits === undefined) return null
  try {
    return wireToMinor(value, digits)
  } catch {
    return null
  }
}

/**
 * When the provider says the payment succeeded: the payment's `updated` time (its `created` where
 * absent), as the transactions API reads it (providers/payment/xendit/transactions.ts). A webhook that comes
 * late books the money on that time; no time, or one that is no time, books it now.
 */
function paidTimeOf(data: Record<string, unknown>): Date | undefined {
  const value = typeof data.updated === 'string' ? data.updated : data.created
  if (typeof value !== 'string' || value.length > 40) return undefined
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? undefined : at
}

function neutralOf({ event, data }: Event): ProviderEvent {
  if (event.startsWith('payout.')) return { kind: 'payout-changed', reference: text(data.reference_id), reversed: event === 'payout.reversed' }
  if (event === 'payment.capture') {
    const currency = typeof data.currency === 'string' ? data.currency : null
    return { kind: 'payment-captured', succeeded: data.status === 'SUCCEEDED', reference: text(data.reference_id), amountMinor: minorOf(data.request_amount, currency), currency, paidAt: paidTimeOf(data) }
  }
  if (event === 'payment.failure') return { kind: 'payment-failed', code: typeof data.failure_code === 'string' && CODE.test(data.failure_code) ? data.failure_code : 'UNKNOWN' }
  if (event === 'payment.expiry' || event === 'payment_request.expiry') return { kind: 'payment-expired' }
  return { kind: 'other' }
}

/** Xendit's body as our event, or null when it is none (kept as malformed). */
function receivedOf(raw: string): ReceivedEvent | null {
  const event = eventOf(raw)
  const key = event ? objectIdOf(event) : null
  return event && key ? { type: event.event, key, event: neutralOf(event) } : null
}

export function mountXenditWebhooks(app: Hono<AppBindings>, services: Services): void {
  const receive = async (c: Context<AppBindings>) => {
    const expected = services.env.XENDIT_WEBHOOK_TOKEN
    if (!expected || !sameToken(c.req.header('x-callback-token'), expected)) {
      services.log.error({ msg: 'xendit webhook refused', reason: 'token' })
      return c.json({ ok: false }, 401)
    }
    const raw = await c.req.text()
    const { accepted, outcome } = await receiveProviderEvent(services, 'xendit', raw, receivedOf(raw))
    services.log.info({ msg: 'xendit webhook', outcome })
    return c.json({ ok: accepted }, accepted ? 200 : 400)
  }
  const limit = bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ ok: false }, 413) })
  app.post('/webhooks/xendit', limit, receive)
  app.post('/webhooks/xendit/payouts', limit, receive)
}
