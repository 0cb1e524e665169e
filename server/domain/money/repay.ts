import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import { toMajor, toMinor } from '../../../contract/money'
import { DEFAULT_PAYMENT_METHOD, paymentProblem, paymentRange } from '../../../contract/payment-methods'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { repayments } from '../../db/schema'
import type { CallContext, Services } from '../../http/services'
import { ownOrderForUpdate } from '../orders/order-actions'
import { lockOrder, transition } from '../orders/state-machine'
import { todayForOrder } from '../markets/local-days'
import { postEntry } from './ledger'
import { paymentMethodsOfApp } from './payment-methods'
import { allocate, closeAll, outstandingOf, payoffOf, periodsOf } from './schedule'

/**
 * Opens a payment for an amount from the minimum up to the smaller of what paying everything
 * off today costs (never more than is owed, never a penalty) and the chosen method's own limit
 * for one payment: where the method takes it, the whole payoff is one payment.
 */
export async function recharge(ctx: CallContext, body: ParsedBody<'/loan/recharge'>) {
  return ctx.db.transaction(async (db) => {
    const order = await ownOrderForUpdate({ ...ctx, db }, body.loanOrderId)
    if (order.status !== ORDER_STATUS.repaying) throw new ApiError(40004, { fields: ['status'] })
    const method = body.method ?? DEFAULT_PAYMENT_METHOD
    const limit = (await paymentMethodsOfApp(db, order.appId)).find((m) => m.method === method)
    if (!limit) throw new ApiError(40009, { fields: ['method'] })
    const amountMinor = toMinor(body.amt)
    const { payoffMinor } = payoffOf(await periodsOf(db, order.id), await todayForOrder(db, order.id, ctx.services.now()))
    const problem = paymentProblem(amountMinor, payoffMinor, limit.maxMinor)
    if (problem !== null) {
      const { minMinor, maxMinor } = paymentRange(payoffMinor, limit.maxMinor)
      throw new ApiError(problem === 'method' ? 40008 : 40001, { fields: ['amt'], range: { min: toMajor(minMinor), max: toMajor(maxMinor) } })
    }
    // A second tap, or fifty at once (serialised by the order's lock), gets the page already open.
    const [open] = await db
      .select({ id: repayments.id })
      .from(repayments)
      .where(and(eq(repayments.orderId, order.id), eq(repayments.amountMinor, amountMinor), eq(repayments.status, 'pending')))
      .limit(1)
    const paymentId = open?.id ?? randomUUID()
    if (!open) await db.insert(repayments).values({ id: paymentId, orderId: order.id, amountMinor, status: 'pending', createdAt: ctx.services.now() })
    return { url: `/sandbox/pay/${paymentId}`, paymentId, method }
  })
}

/**
 * The provider says paid: applied once, against what is owed when the money arrives, oldest
 * period first. Enough to pay off today closes the loan with the interest of periods not begun
 * forgiven; anything beyond what is owed (pages paid after another settled the loan) is the
 * borrower's credit, never a negative receivable.
 */
export async function completePayment(db: Db, services: Services, paymentId: string): Promise<null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(repayments).where(eq(repayments.id, paymentId)).for('update')
    if (!payment) throw new ApiError(40007)
    if (payment.status !== 'pending') return null
    const order = await lockOrder(tx, payment.orderId)
    if (!order) throw new ApiError(40007)
    const now = services.now()
    const periods = await periodsOf(tx, order.id)
    const today = await todayForOrder(tx, order.id, now)
    const { payoffMinor, forgivenMinor } = payoffOf(periods, today)
    const paysOff = payoffMinor > 0 && payment.amountMinor >= payoffMinor
    const applied = await allocate(tx, periods, Math.min(payment.amountMinor, payoffMinor), today)
    const creditMinor = payment.amountMinor - applied
    await tx.update(repayments).set({ status: 'succeeded', paidAt: now }).where(eq(repayments.id, payment.id))
    await postEntry(
      tx,
      order.id,
      `repayment ${payment.id}`,
      [
        { account: 'cash', amountMinor: payment.amountMinor },
        { account: 'receivable', amountMinor: -applied },
        { account: 'borrower_credit', amountMinor: -creditMinor },
      ],
      now,
    )
    if (paysOff && forgivenMinor > 0) {
      await postEntry(tx, order.id, `interest forgiven on payoff ${payment.id}`, [{ account: 'interest_income', amountMinor: forgivenMinor }, { account: 'receivable', amountMinor: -forgivenMinor }], now)
      await closeAll(tx, await periodsOf(tx, order.id))
    }
    if (order.status === ORDER_STATUS.repaying && outstandingOf(await periodsOf(tx, order.id)) === 0) await transition(tx, order, ORDER_STATUS.settled, 'payout', now)
    return null
  })
}
