import { randomInt, randomUUID } from 'node:crypto'
import { and, desc, eq, isNull, min } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Data, ParsedBody } from '../../../contract/endpoints'
import { toMajor, wireToMinor } from '../../../contract/money'
import type { MarketPack } from '../../../contract/market/types'
import { DEFAULT_PAYMENT_METHOD, paymentMinMinor, type PaymentChoice, type PaymentMethod, openRoom, paymentExpiresAt, paymentProblem, paymentRange } from '../../../contract/payment-methods'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { ledgerLines, orders, repayments } from '../../db/schema'
import type { CallContext, Services } from '../../services'
import { ownOrderForUpdate } from '../orders/order-actions'
import { lockOrder, transition } from '../orders/state-machine'
import { settleNewCredit } from './credit'
import { markLatePosting } from '../staff/reports/late-data'
import { postEntry } from './ledger'
import { splitOf } from './receipt-split'
import { marketOfApp } from '../markets/company-market'
import { keptInstructions, openPayment, paymentRequestOf, shownInstructions } from './open-payment'
import { bankChoice, openSumOf, stillOpen } from './open-payments'
import { paymentMethodsOfApp } from './payment-methods'
import { payoffOfOrder } from './payoff'
import { allocate, allocatePayoff, closeAll, outstandingOf, periodsOf } from './schedule'

/**
 * Opens a payment for an amount from the minimum up to the smaller of what paying everything
 * off today costs (never more than is owed, never a penalty) and the chosen method's own limit
 * for one payment: where the method takes it, the whole payoff is one payment.
 */
export async function recharge(ctx: CallContext, body: ParsedBody<'/loan/recharge'>): Promise<Data<'/loan/recharge'>> {
  const { answer, request } = await ctx.db.transaction(async (db) => {
    const order = await ownOrderForUpdate({ ...ctx, db }, body.loanOrderId)
    if (!PAYABLE.includes(order.status)) throw new ApiError(40004, { fields: ['status'] })
    const method = body.method ?? DEFAULT_PAYMENT_METHOD
    const limit = (await paymentMethodsOfApp(db, order.appId, ctx.services.payments)).find((m) => m.method === method)
    if (!limit) throw new ApiError(40009, { fields: ['method'] })
    const { market } = await marketOfApp(db, order.appId)
    const wallet = walletOf(market, method, body.wallet)
    const bank = bankOf(market, method, body.bank)
    const counter = counterOf(market, method, body.counter)
    const digits = market.minorDigits
    const amountMinor = wireToMinor(body.amt, digits)
    if (amountMinor === null) throw new ApiError(40001, { fields: ['amt'] })
    const { payoffMinor } = await payoffOfOrder(db, order.id, ctx.services.now())
    const problem = paymentProblem(amountMinor, payoffMinor, limit.maxMinor, digits)
    if (problem !== null) {
      const { minMinor, maxMinor } = paymentRange(payoffMinor, limit.maxMinor, digits)
      throw new ApiError(problem === 'method' ? 40008 : 40001, { fields: ['amt'], range: { min: toMajor(minMinor, digits), max: toMajor(maxMinor, digits) } })
    }
    // A second tap, or fifty at once (serialised by the order's lock), gets the payment already
    // open by that method (and wallet), while it can still be paid and was not cancelled.
    const now = ctx.services.now()
    const [reusable] = await db
      .select()
      .from(repayments)
      .where(
        and(
          eq(repayments.orderId, order.id),
          eq(repayments.amountMinor, amountMinor),
          eq(repayments.method, method),
          wallet ? eq(repayments.wallet, wallet) : isNull(repayments.wallet),
          bank ? eq(repayments.bank, bank) : isNull(repayments.bank),
          counter ? eq(repayments.counter, counter) : isNull(repayments.counter),
          stillOpen(now),
        ),
      )
      .orderBy(desc(repayments.createdAt))
      .limit(1)
    if (!reusable) {
      const room = openRoom(payoffMinor, await openSumOf(db, order.id, now), digits)
      if (room === null || amountMinor > room) {
        throw new ApiError(40151, { fields: ['amt'], ...(room === null ? {} : { range: { min: toMajor(Math.min(paymentMinMinor(digits), room), digits), max: toMajor(room, digits) } }) })
      }
    }
    const payment = reusable ?? { id: randomUUID(), reference: newReference(), createdAt: now, expiresAt: paymentExpiresAt(method, now) }
    if (!reusable) await db.insert(repayments).values({ ...payment, orderId: order.id, amountMinor, method, wallet, bank, counter, status: 'pending' })
    const expiresAt = (payment.expiresAt ?? paymentExpiresAt(method, payment.createdAt)).toISOString()
    const opened = { paymentId: payment.id, method, ...(wallet ? { wallet } : {}), ...bankChoice(market, bank), url: '', reference: payment.reference ?? payment.id, expiresAt }
    // Reopened with the provider's answer already kept: nothing to ask.
    const kept = reusable ? keptInstructions(reusable.instructions) : null
    if (kept) return { answer: { ...opened, ...shownInstructions(kept) }, request: null }
    return { answer: opened, request: await paymentRequestOf(db, ctx.services, market, order, { ...payment, amountMinor, method, wallet, bank, counter }) }
  })
  if (!request) return answer
  // The provider is asked once the payment is committed, with the payment's id as its key.
  const complete = async (opened: Data<'/loan/recharge'>) => ({ ...opened, ...shownInstructions(await openPayment(ctx.services.db, ctx.services, request)) })
  if (!ctx.answerAfterCommit) return complete(answer)
  ctx.answerAfterCommit(complete)
  return answer
}

/**
 * A replayed recharge whose kept answer lacks the provider's instructions (the process stopped,
 * or the provider did not answer, after the payment was committed): the instructions kept on the
 * payment, else the provider asked again under the payment's id, so the borrower is never left
 * with a payment and nothing to pay it with.
 */
export async function resumeRecharge(ctx: CallContext, answer: Data<'/loan/recharge'>): Promise<Data<'/loan/recharge'>> {
  const [row] = await ctx.db
    .select({ payment: repayments, appId: orders.appId, userId: orders.userId })
    .from(repayments)
    .innerJoin(orders, eq(orders.id, repayments.orderId))
    .where(eq(repayments.id, answer.paymentId))
  if (!row) return answer
  const kept = keptInstructions(row.payment.instructions)
  if (kept) return { ...answer, ...shownInstructions(kept) }
  if (row.payment.status !== 'pending') return answer
  const { market } = await marketOfApp(ctx.db, row.appId)
  const { payment } = row
  const wallet = payment.wallet === null ? null : walletOf(market, 'ewallet', payment.wallet)
  const bank = payment.bank === null ? null : bankOf(market, 'va', payment.bank)
  const counter = payment.counter === null ? null : counterOf(market, 'otc', payment.counter)
  const request = await paymentRequestOf(ctx.db, ctx.services, market, row, { ...payment, method: answer.method, wallet, bank, counter })
  return { ...answer, ...shownInstructions(await openPayment(ctx.db, ctx.services, request)) }
}

/**
 * What the borrower picked within a method (the e-wallet, a virtual account's bank, a counter
 * code's chain): the one named, if the market offers it, else the market's first (none where the
 * market names none). One named for another method, or not offered, is refused before anything is
 * recorded.
 */
function pickOf(choices: readonly PaymentChoice[], pickedFor: PaymentMethod, field: string, method: PaymentMethod, named: string | undefined): string | null {
  const offered = choices.find((c) => c.code === named)
  if (named !== undefined && (method !== pickedFor || !offered)) throw new ApiError(40150, { fields: [field] })
  if (method !== pickedFor) return null
  return (offered ?? choices[0])?.code ?? null
}
const walletOf = (market: MarketPack, method: PaymentMethod, named: string | undefined) => pickOf(market.paymentWallets, 'ewallet', 'wallet', method, named)
const bankOf = (market: MarketPack, method: PaymentMethod, named: string | undefined) => pickOf(market.paymentBanks, 'va', 'bank', method, named)
const counterOf = (market: MarketPack, method: PaymentMethod, named: string | undefined) => pickOf(market.paymentCounterChains, 'otc', 'counter', method, named)

/** A written-off loan is still owed: the borrower can pay it, and the money is a recovery. */
const PAYABLE: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.writtenOff]

/** A payment's reference: 12 digits, which a counter clerk can key in and a QR Ph reference label carries. */
export function newReference(): string {
  return String(randomInt(1, 1_000_000_000_000)).padStart(12, '0')
}

/**
 * The provider says paid: applied once, against what is owed when the money arrives, oldest
 * period first. Enough to pay off today (payoff.ts: principal and interest to the day) closes the
 * loan with the interest of the days not yet come forgiven; anything beyond what is owed (pages
 * paid after another settled the loan) is the borrower's credit, never a negative receivable.
 */
export async function completePayment(db: Db, services: Services, paymentId: string): Promise<null> {
  return db.transaction((tx) => applyPayment(tx, paymentId, services.now()))
}

/**
 * A provider's time is believed only between the loan's payout and now: money for a loan is never
 * booked before the loan existed, whatever time a webhook names.
 */
async function bookingTime(tx: Db, orderId: number, now: Date, receivedAt: Date | undefined): Promise<Date> {
  if (!receivedAt || receivedAt.getTime() >= now.getTime()) return now
  const [first] = await tx.select({ at: min(ledgerLines.at) }).from(ledgerLines).where(eq(ledgerLines.orderId, orderId))
  const paidOut = first?.at ?? now
  return receivedAt.getTime() < paidOut.getTime() ? paidOut : receivedAt
}

/**
 * completePayment in the caller's transaction: a payment staff posted goes exactly the same way.
 * `receivedAt`, when the provider says the money arrived before now (a late webhook, a posting
 * staff matched days later), is the time the money is booked at: the ledger and the portfolio
 * figures count it on the day it was received, and the written figures of that day are marked
 * for recomputation (late-data.ts). What it pays is reckoned as of now, as before.
 */
export async function applyPayment(tx: Db, paymentId: string, now: Date, receivedAt?: Date): Promise<null> {
  const [payment] = await tx.select().from(repayments).where(eq(repayments.id, paymentId)).for('update')
  if (!payment) throw new ApiError(40007)
  if (payment.status !== 'pending') return null
  const order = await lockOrder(tx, payment.orderId)
  if (!order) throw new ApiError(40007)
  const { rows: periods, today, payoffMinor, toPay } = await payoffOfOrder(tx, order.id, now)
  const owedBefore = outstandingOf(periods)
  const paysOff = owedBefore > 0 && payment.amountMinor >= payoffMinor
  const applied = paysOff ? await allocatePayoff(tx, periods, toPay, payoffMinor) : await allocate(tx, periods, payment.amountMinor, today)
  // What a payoff does not ask: the interest of days not yet come, and interest paid ahead of its days.
  const forgivenMinor = paysOff ? owedBefore - applied : 0
  const creditMinor = payment.amountMinor - applied
  const split = splitOf(periods, await periodsOf(tx, order.id))
  // What a write-off moved to loss is no longer receivable: money for it is a recovery.
  const owedTo = order.status === ORDER_STATUS.writtenOff ? 'recovery' : 'receivable'
  const at = await bookingTime(tx, order.id, now, receivedAt)
  await postEntry(
    tx,
    order.id,
    `repayment ${payment.id}`,
    [
      { account: 'cash', amountMinor: payment.amountMinor },
      { account: owedTo, amountMinor: -applied },
      { account: 'borrower_credit', amountMinor: -creditMinor },
    ],
    at,
  )
  if (paysOff) {
    const forgivenFrom = order.status === ORDER_STATUS.writtenOff ? 'loss' : 'receivable'
    if (forgivenMinor > 0) {
      await postEntry(tx, order.id, `interest forgiven on payoff ${payment.id}`, [{ account: 'interest_income', amountMinor: forgivenMinor }, { account: forgivenFrom, amountMinor: -forgivenMinor }], at)
    }
    await closeAll(tx, await periodsOf(tx, order.id))
  }
  const outstandingAfterMinor = outstandingOf(await periodsOf(tx, order.id))
  await tx
    .update(repayments)
    .set({ status: 'succeeded', paidAt: at, ...split, outstandingAfterMinor })
    .where(eq(repayments.id, payment.id))
  await markLatePosting(tx, order.id, at, now)
  const settles = PAYABLE.includes(order.status) && outstandingAfterMinor === 0
  if (settles) await transition(tx, order, ORDER_STATUS.settled, 'payout', now)
  if (creditMinor > 0) await settleNewCredit(tx, order, creditMinor, now)
  return null
}
