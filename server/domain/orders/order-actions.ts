import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { CANCELLABLE, ORDER_STATUS, type OrderStatus } from '../../../contract/order-status'
import { disbursements } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { userRow } from '../profile/user-row'
import { lockOrder, type OrderRow } from './state-machine'
import { transition } from './state-machine'

/** The borrower's own order, locked for the rest of the transaction; 40007 for anyone else's. */
export async function ownOrderForUpdate(ctx: CallContext, orderId: number): Promise<OrderRow> {
  const order = await lockOrder(ctx.db, orderId)
  if (!order || order.userId !== requireUser(ctx)) throw new ApiError(40007)
  return order
}

/** Signing: needs the borrower's signature on file; makes the approved amount withdrawable (3 → 9). */
export async function acceptContract(ctx: CallContext, orderId: number): Promise<null> {
  return ctx.db.transaction(async (db) => {
    const scoped = { ...ctx, db }
    const order = await ownOrderForUpdate(scoped, orderId)
    const user = await userRow(db, order.userId)
    if (order.status !== ORDER_STATUS.approved) throw new ApiError(40004, { fields: ['status'] })
    if (!user.signatureKey) throw new ApiError(10004, { fields: ['signatureImg'] })
    const now = ctx.services.now()
    await transition(db, order, ORDER_STATUS.fundsReady, `user:${order.userId}`, now, {
      acceptedAt: now,
      acceptSignatureKey: user.signatureKey,
      balanceMinor: order.principalMinor,
    })
    return null
  })
}

/** Free while nothing has been disbursed. */
export async function cancelOrder(ctx: CallContext, orderId: number): Promise<null> {
  return ctx.db.transaction(async (db) => {
    const order = await ownOrderForUpdate({ ...ctx, db }, orderId)
    if (!CANCELLABLE.includes(order.status as OrderStatus)) throw new ApiError(40004, { fields: ['status'] })
    // Money already on its way cannot be called back by a cancel; it settles or fails first.
    const [sending] = await db
      .select({ id: disbursements.id })
      .from(disbursements)
      .where(and(eq(disbursements.orderId, order.id), eq(disbursements.status, 'pending')))
    if (sending) throw new ApiError(40005)
    await transition(db, order, ORDER_STATUS.cancelled, `user:${order.userId}`, ctx.services.now(), { balanceMinor: 0 })
    return null
  })
}
