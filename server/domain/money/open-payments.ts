// The payments a borrower opened and can still pay: listed with what they pay with (a QR, a
// counter code, a checkout) so the app shows them on Home and in the history, and keeps a copy
// to show offline; cancelled by the borrower when they choose another way or another amount.
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Data } from '../../../contract/endpoints'
import { toMajor } from '../../../contract/money'
import type { MarketPack } from '../../../contract/market/types'
import { type PaymentChoice, type PaymentMethod, paymentExpiresAt } from '../../../contract/payment-methods'
import { marketOfUser } from '../markets/company-market'
import type { Db } from '../../db/client'
import { orders, repayments } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { callProvider } from '../../providers/call-provider'
import { keptInstructions } from './open-payment'

/** A payment not paid, not cancelled and not expired at `now`. */
export function stillOpen(now: Date): SQL {
  return and(eq(repayments.status, 'pending'), isNull(repayments.cancelledAt), gt(repayments.expiresAt, now)) as SQL
}

/** What the loan's open payments ask for together, in minor units. */
export async function openSumOf(db: Db, orderId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${repayments.amountMinor})` })
    .from(repayments)
    .where(and(eq(repayments.orderId, orderId), stillOpen(now)))
  return Number(row?.sum ?? 0)
}

/** The open payments of the borrower's own loan, newest first; another's or a missing loan: 40007. */
export async function openPaymentsOf(ctx: CallContext, orderId: number): Promise<Data<'/loan/payments/open'>> {
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, requireUser(ctx))))
  if (!order) throw new ApiError(40007)
  const market = await marketOfUser(ctx.db, requireUser(ctx))
  const digits = market.minorDigits
  const rows = await ctx.db
    .select()
    .from(repayments)
    .where(and(eq(repayments.orderId, orderId), stillOpen(ctx.services.now())))
    .orderBy(desc(repayments.createdAt))
  return rows.map((row) => {
    const method = row.method as PaymentMethod
    const kept = keptInstructions(row.instructions)
    const expiresAt = row.expiresAt ?? paymentExpiresAt(method, row.createdAt)
    return {
      paymentId: row.id,
      method,
      amt: toMajor(row.amountMinor, digits),
      // A counter payment is paid with the provider's code; the others carry the payment's own reference.
      reference: kept?.reference ?? row.reference ?? row.id,
      ...(kept?.qr ? { qr: kept.qr } : {}),
      ...(kept?.url ? { url: kept.url } : {}),
      expiresAt: expiresAt.toISOString(),
      ...(row.wallet ? { wallet: row.wallet } : {}),
      ...(kept?.counters ? { counters: kept.counters } : {}),
      ...bankChoice(market, row.bank),
      openedAt: row.createdAt.toISOString(),
      orderId: row.orderId,
    }
  })
}

/**
 * The borrower cancels one of their payments: no longer listed, reused or counted against what
 * may be opened. Cancelling again, or an expired one, changes nothing; a paid one answers 40152.
 * After the commit the provider is asked to withdraw its request, so the code or checkout stops
 * taking money; should that fail, or money arrive first, it is posted like any payment, so a
 * borrower who paid just before cancelling loses nothing.
 */
export async function cancelPayment(ctx: CallContext, paymentId: string): Promise<null> {
  const userId = requireUser(ctx)
  const providerId = await ctx.db.transaction(async (db) => {
    const [row] = await db
      .select({ status: repayments.status, cancelledAt: repayments.cancelledAt, instructions: repayments.instructions, userId: orders.userId })
      .from(repayments)
      .innerJoin(orders, eq(orders.id, repayments.orderId))
      .where(eq(repayments.id, paymentId))
      .for('update', { of: repayments })
    if (!row || row.userId !== userId) throw new ApiError(40007)
    if (row.status === 'succeeded') throw new ApiError(40152)
    if (row.cancelledAt) return null
    await db.update(repayments).set({ cancelledAt: ctx.services.now() }).where(eq(repayments.id, paymentId))
    return keptInstructions(row.instructions)?.providerId ?? null
  })
  const { services } = ctx
  if (providerId) {
    ctx.afterCommit(async () => {
      await callProvider('payments', services.env.PROVIDER_TIMEOUT_MS, (signal) => services.payments.cancel(providerId, signal)).catch((error: unknown) => {
        services.log.error({ msg: 'payment cancel not taken by provider', paymentId, reason: error instanceof Error ? error.name : 'unknown' })
      })
    })
  }
  return null
}

/** The bank of a virtual-account payment as the borrower reads it, by the market's list. */
export function bankChoice(market: MarketPack, code: string | null): { bank?: PaymentChoice } {
  const bank = market.paymentBanks.find((b) => b.code === code)
  return bank ? { bank: { code: bank.code, name: bank.name } } : {}
}
