// A recorded repayment, shown to the payment provider: what it is asked (built inside the
// transaction that records the payment), the asking itself (after that transaction commits,
// never inside it, bounded by PROVIDER_TIMEOUT_MS), and its answer kept with the payment.
import { and, eq, isNull } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { MarketPack } from '../../../contract/market/types'
import { type PaymentMethod, paymentExpiresAt } from '../../../contract/payment-methods'
import type { Db } from '../../db/client'
import { apps, repayments, users } from '../../db/schema'
import type { Services } from '../../services'
import { callProvider } from '../../providers/call-provider'
import { type PaymentInstructions, PaymentRefused, type PaymentRequest, paymentInstructionsSchema } from '../../providers/payment/port'
import { paymentQrOfApp } from './payment-methods'
import { toMajor } from '../../../contract/money'

type Payment = { id: string; reference: string | null; createdAt: Date; expiresAt: Date | null; amountMinor: number; method: PaymentMethod; wallet: string | null; bank: string | null; counter: string | null }
type Order = { appId: number; userId: number }

export async function paymentRequestOf(db: Db, services: Services, market: MarketPack, order: Order, payment: Payment): Promise<PaymentRequest> {
  const [user] = await db.select({ name: users.realName }).from(users).where(eq(users.id, order.userId))
  const [app] = await db.select({ host: apps.host }).from(apps).where(eq(apps.id, order.appId))
  const qrAccount = payment.method === 'qr' ? await paymentQrOfApp(db, order.appId) : null
  // A QR drawn here needs the lender's own account; a provider's QR pays into the provider's.
  if (payment.method === 'qr' && services.payments.qrPaysInto === 'lender-account' && !qrAccount) throw new ApiError(40009, { fields: ['method'] })
  return {
    paymentId: payment.id,
    reference: payment.reference ?? payment.id,
    method: payment.method,
    wallet: payment.wallet,
    bank: payment.bank,
    counter: payment.counter,
    country: market.code,
    currency: market.currency,
    amountMinor: payment.amountMinor,
    amount: toMajor(payment.amountMinor, market.minorDigits),
    expiresAt: payment.expiresAt ?? paymentExpiresAt(payment.method, payment.createdAt),
    payerName: user?.name ?? '',
    returnUrl: app?.host ? `https://${app.host}/` : null,
    qrAccount,
    // A code for one chain is paid at that chain only.
    counters: chainCounters(market, payment.counter),
  }
}

/**
 * Asks the provider how the borrower pays. A refusal of the payment itself asks for another
 * method; no answer in time (or a 5xx) asks to try again, which reuses the same payment and key.
 */
export async function paymentInstructions(services: Services, request: PaymentRequest): Promise<PaymentInstructions> {
  try {
    return await callProvider('payments', services.env.PROVIDER_TIMEOUT_MS, (signal) => services.payments.open(request, signal))
  } catch (error) {
    const refused = error instanceof PaymentRefused
    services.log.error({ msg: refused ? 'payment refused by provider' : 'payment provider unavailable', paymentId: request.paymentId, method: request.method, reason: refused ? error.errorCode : error instanceof Error ? error.name : 'unknown' })
    throw refused ? new ApiError(40131, { fields: ['method'] }) : new ApiError(40130)
  }
}

/** What was kept of the provider's answer on the payment (repayments.instructions), if anything. */
export function keptInstructions(kept: unknown): PaymentInstructions | null {
  const parsed = paymentInstructionsSchema.safeParse(kept)
  return parsed.success ? parsed.data : null
}

/**
 * Asks the provider (after any transaction) and keeps its answer on the payment as soon as it
 * arrives: if the answer to the borrower is then lost, a replay or a reopen shows it from there.
 * The first answer kept stays: the provider gives the same one again under the same key.
 */
export async function openPayment(db: Db, services: Services, request: PaymentRequest): Promise<PaymentInstructions> {
  const instructions = await paymentInstructions(services, request)
  await db
    .update(repayments)
    .set({ instructions })
    .where(and(eq(repayments.id, request.paymentId), isNull(repayments.instructions)))
  return instructions
}

/** The instructions as the borrower gets them: the provider's own id stays with the payment. */
export function shownInstructions({ providerId, ...shown }: PaymentInstructions): Omit<PaymentInstructions, 'providerId'> {
  return shown
}

function chainCounters(market: MarketPack, counter: string | null): readonly string[] {
  const chain = market.paymentCounterChains.find((c) => c.code === counter)
  return chain ? [chain.name] : market.paymentCounters
}
