// Xendit's webhooks, payments and payouts alike, at POST /webhooks/xendit (/webhooks/xendit/payouts
// stays as the payouts' first address). Untrusted input: the x-callback-token is compared in
// constant time with XENDIT_WEBHOOK_TOKEN (wrong or missing: 401 and nothing else), each event
// is kept as it came and applied at most once, keyed by its type and the object's id, in any
// order; a repeat is answered 200 and does nothing. Documented shapes (docs.xendit.co, read
// 2026-11-26): apidocs/payment-webhook-notification (payment.capture, payment.failure,
// payment.expiry with data.payment_id, reference_id, request_amount, currency, failure_code,
// created, updated) and
// apidocs/payout-webhook-notification (payout.succeeded, payout.failed, payout.reversed with
// data.id, reference_id).
import { timingSafeEqual } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { eq } from 'drizzle-orm'
import { ApiError } from '../../contract/api-error'
import { toMinor } from '../../contract/money'
import type { Db } from '../db/client'
import { disbursements, orders, repayments, webhookEvents } from '../db/schema'
import { enqueue } from '../domain/jobs/queue'
import { marketOfApp } from '../domain/markets/company-market'
import { applyPayment } from '../domain/money/repay'
import type { AppBindings, Services } from '../http/services'

const PAYOUT_REFERENCE = /^payout-(\d{1,10})$/
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
 * The amount as minor units, or null when it is no amount at all: not a number, more than two
 * decimals, or beyond what an integer of minor units holds (toMinor's RangeError would otherwise
 * roll the event back with a 500, and the event would be lost).
 */
function minorOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  try {
    return toMinor(value)
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

/** The payment was captured: posted once, when it is the payment, amount and currency expected. */
async function captured(tx: Db, services: Services, data: Record<string, unknown>): Promise<string> {
  if (data.status !== 'SUCCEEDED') return 'ignored'
  const reference = text(data.reference_id)
  const [payment] = reference
    ? await tx
        .select({ id: repayments.id, amountMinor: repayments.amountMinor, status: repayments.status, appId: orders.appId })
        .from(repayments)
        .innerJoin(orders, eq(orders.id, repayments.orderId))
        .where(eq(repayments.reference, reference))
    : []
  if (!payment) return 'review_unknown_reference'
  const { market } = await marketOfApp(tx, payment.appId)
  const amount = minorOf(data.request_amount)
  if (amount === null) return 'review_amount_invalid'
  if (data.currency !== market.currency || amount !== payment.amountMinor) return 'review_amount_mismatch'
  if (payment.status === 'succeeded') return 'already_posted'
  await tx.transaction((inner) => applyPayment(inner, payment.id, services.now(), paidTimeOf(data)))
  return 'posted'
}

/** A payout event is a hint: its job asks Xendit for the status and books it once. */
async function payoutHint(tx: Db, services: Services, { event, data }: Event): Promise<string> {
  const reference = text(data.reference_id)
  const id = Number(PAYOUT_REFERENCE.exec(reference ?? '')?.[1])
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return 'ignored'
  const [row] = await tx.select({ id: disbursements.id, status: disbursements.status }).from(disbursements).where(eq(disbursements.id, id))
  if (!row) return 'review_unknown_reference'
  // Paid, then sent back by the bank: the borrower has not got the money, and the books say they
  // have. Staff decide (pay again to a checked account, or restore the balance); never automatic.
  if (event === 'payout.reversed') return row.status === 'pending' ? 'payout_hint' : 'review_payout_reversed'
  if (row.status === 'pending') await enqueue(tx, 'payout', { disbursementId: row.id }, services.now())
  return 'payout_hint'
}

async function apply(tx: Db, services: Services, event: Event): Promise<string> {
  if (event.event.startsWith('payout.')) return payoutHint(tx, services, event)
  if (event.event === 'payment.capture') return captured(tx, services, event.data)
  if (event.event === 'payment.failure') {
    const code = typeof event.data.failure_code === 'string' && CODE.test(event.data.failure_code) ? event.data.failure_code : 'UNKNOWN'
    return `failed:${code}`
  }
  if (event.event === 'payment.expiry' || event.event === 'payment_request.expiry') return 'expired'
  return 'ignored'
}

/** Keeps the event and applies it, once: a second delivery finds its key taken and does nothing. */
async function receiveXenditEvent(services: Services, raw: string): Promise<{ status: 200 | 400; outcome: string }> {
  const now = services.now()
  const event = eventOf(raw)
  const key = event ? objectIdOf(event) : null
  if (!event || !key) {
    await services.db.insert(webhookEvents).values({ provider: 'xendit', eventKey: null, type: 'malformed', raw, outcome: 'malformed', receivedAt: now })
    return { status: 400, outcome: 'malformed' }
  }
  const eventKey = `${event.event}:${key}`
  return services.db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(webhookEvents)
      .values({ provider: 'xendit', eventKey, type: event.event, raw, outcome: 'received', receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id })
    if (!kept) return { status: 200, outcome: 'duplicate' }
    let outcome: string
    try {
      outcome = await tx.transaction((inner) => apply(inner, services, event))
    } catch (error) {
      // What the event carries that no rule expected (a value out of any range) is parked with
      // the event for staff, never a 500 that loses it; anything else (the database) is retried.
      if (error instanceof RangeError || error instanceof TypeError) outcome = 'review_invalid'
      else if (error instanceof ApiError) outcome = `review_error_${error.code}`
      else throw error
    }
    await tx.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.id, kept.id))
    return { status: 200, outcome }
  })
}

export function mountXenditWebhooks(app: Hono<AppBindings>, services: Services): void {
  const receive = async (c: Context<AppBindings>) => {
    const expected = services.env.XENDIT_WEBHOOK_TOKEN
    if (!expected || !sameToken(c.req.header('x-callback-token'), expected)) {
      services.log.error({ msg: 'xendit webhook refused', reason: 'token' })
      return c.json({ ok: false }, 401)
    }
    const raw = await c.req.text()
    const { status, outcome } = await receiveXenditEvent(services, raw)
    services.log.info({ msg: 'xendit webhook', outcome })
    return c.json({ ok: status === 200 }, status)
  }
  const limit = bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ ok: false }, 413) })
  app.post('/webhooks/xendit', limit, receive)
  app.post('/webhooks/xendit/payouts', limit, receive)
}
