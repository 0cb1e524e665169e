// What a payment or payout provider tells us, once the route has checked who sent it and read the
// vendor's body (routes/xendit-webhooks.ts): kept as it came and applied at most once, keyed by
// its type and the object's id, in any order; a repeat does nothing. The outcome is kept with the
// event (webhook_events) for staff; what no rule expected is parked there, never a 500 that loses it.
import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Db } from '../../db/client'
import { disbursements, orders, repayments, webhookEvents } from '../../db/schema'
import type { Services } from '../../services'
import { enqueue } from '../jobs/queue'
import { marketOfApp } from '../markets/company-market'
import { applyPayment } from './repay'

/** A provider's event in our words; what the vendor's body held that is no valid value is null. */
export type ProviderEvent =
  | {
      kind: 'payment-captured'
      /** The provider says the money arrived (a capture can also report a pending or failed one). */
      succeeded: boolean
      /** The payment's own reference (repayments.reference). */
      reference: string | null
      amountMinor: number | null
      currency: string | null
      /** When the provider received the money; absent, it is booked now. */
      paidAt: Date | undefined
    }
  | { kind: 'payment-failed'; code: string }
  | { kind: 'payment-expired' }
  /** A payout moved: a hint only, its job asks the provider. `reference` is the payout's idempotency key. */
  | { kind: 'payout-changed'; reference: string | null; reversed: boolean }
  | { kind: 'other' }

/** An event read from a provider's body: its type as the provider names it, and the key it is applied once under. */
export type ReceivedEvent = { type: string; key: string; event: ProviderEvent }

const PAYOUT_REFERENCE = /^payout-(\d{1,10})$/

/** The payment was captured: posted once, when it is the payment, amount and currency expected. */
async function captured(tx: Db, services: Services, event: Extract<ProviderEvent, { kind: 'payment-captured' }>): Promise<string> {
  if (!event.succeeded) return 'ignored'
  const [payment] = event.reference
    ? await tx
        .select({ id: repayments.id, amountMinor: repayments.amountMinor, status: repayments.status, appId: orders.appId })
        .from(repayments)
        .innerJoin(orders, eq(orders.id, repayments.orderId))
        .where(eq(repayments.reference, event.reference))
    : []
  if (!payment) return 'review_unknown_reference'
  const { market } = await marketOfApp(tx, payment.appId)
  if (event.amountMinor === null) return 'review_amount_invalid'
  if (event.currency !== market.currency || event.amountMinor !== payment.amountMinor) return 'review_amount_mismatch'
  if (payment.status === 'succeeded') return 'already_posted'
  await tx.transaction((inner) => applyPayment(inner, payment.id, services.now(), event.paidAt))
  return 'posted'
}

/** A payout event is a hint: its job asks the provider for the status and books it once. */
async function payoutHint(tx: Db, services: Services, event: Extract<ProviderEvent, { kind: 'payout-changed' }>): Promise<string> {
  const id = Number(PAYOUT_REFERENCE.exec(event.reference ?? '')?.[1])
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return 'ignored'
  const [row] = await tx.select({ id: disbursements.id, status: disbursements.status }).from(disbursements).where(eq(disbursements.id, id))
  if (!row) return 'review_unknown_reference'
  // Paid, then sent back by the bank: the borrower has not got the money, and the books say they
  // have. Staff decide (pay again to a checked account, or restore the balance); never automatic.
  if (event.reversed) return row.status === 'pending' ? 'payout_hint' : 'review_payout_reversed'
  if (row.status === 'pending') await enqueue(tx, 'payout', { disbursementId: row.id }, services.now())
  return 'payout_hint'
}

async function apply(tx: Db, services: Services, event: ProviderEvent): Promise<string> {
  if (event.kind === 'payout-changed') return payoutHint(tx, services, event)
  if (event.kind === 'payment-captured') return captured(tx, services, event)
  if (event.kind === 'payment-failed') return `failed:${event.code}`
  if (event.kind === 'payment-expired') return 'expired'
  return 'ignored'
}

/**
 * Keeps the event and applies it, once: a second delivery finds its key taken and does nothing.
 * `received` null is a body that was no event: kept as malformed, and not accepted.
 */
export async function receiveProviderEvent(services: Services, provider: string, raw: string, received: ReceivedEvent | null): Promise<{ accepted: boolean; outcome: string }> {
  const now = services.now()
  if (!received) {
    await services.db.insert(webhookEvents).values({ provider, eventKey: null, type: 'malformed', raw, outcome: 'malformed', receivedAt: now })
    return { accepted: false, outcome: 'malformed' }
  }
  const eventKey = `${received.type}:${received.key}`
  return services.db.transaction(async (tx) => {
    const [kept] = await tx.insert(webhookEvents).values({ provider, eventKey, type: received.type, raw, outcome: 'received', receivedAt: now }).onConflictDoNothing().returning({ id: webhookEvents.id })
    if (!kept) return { accepted: true, outcome: 'duplicate' }
    let outcome: string
    try {
      outcome = await tx.transaction((inner) => apply(inner, services, received.event))
    } catch (error) {
      // What the event carries that no rule expected (a value out of any range) is parked with
      // the event for staff, never a 500 that loses it; anything else (the database) is retried.
      if (error instanceof RangeError || error instanceof TypeError) outcome = 'review_invalid'
      else if (error instanceof ApiError) outcome = `review_error_${error.code}`
      else throw error
    }
    await tx.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.id, kept.id))
    return { accepted: true, outcome }
  })
}
