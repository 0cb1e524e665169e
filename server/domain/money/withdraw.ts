import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import { toMinor } from '../../../contract/money'
import { ORDER_STATUS } from '../../../contract/order-status'
import { disbursements, orders, users } from '../../db/schema'
import type { CallContext } from '../../http/services'
import { enqueue } from '../jobs/queue'
import { ownOrderForUpdate } from '../orders/order-actions'
import { userRow } from '../profile/user-row'
import { checkWithdrawPin } from './withdraw-pin'

const SETTLE_AFTER_MS = 3_000

/**
 * Sends approved money to the borrower's own account. Serialised per order by the row
 * lock, so fifty identical requests at once disburse once. A wrong PIN is an answer
 * ({verified: false}), not an error, so its count sticks.
 */
export function withdraw(ctx: CallContext, body: ParsedBody<'/user/withdraw'>): Promise<{ verified: boolean }> {
  return ctx.db.transaction(async (db) => {
    const scoped = { ...ctx, db }
    const order = await ownOrderForUpdate(scoped, body.loanOrderId)
    await db.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update')
    const user = await userRow(db, order.userId)
    if (user.holdReason) throw new ApiError(20003)
    if (order.status !== ORDER_STATUS.fundsReady) throw new ApiError(40004, { fields: ['status'] })
    if (!user.withdrawPinHash) throw new ApiError(10004, { fields: ['password'] })
    if (!(await checkWithdrawPin(scoped, user, body.password))) return { verified: false }
    const amountMinor = toMinor(body.withdrawAmount)
    if (amountMinor <= 0 || amountMinor > order.balanceMinor) throw new ApiError(40006, { fields: ['withdrawAmount'] })
    if (!user.bankName || !user.cardNo || body.bankcard !== user.cardNo) throw new ApiError(10028, { fields: ['bankcard'] })
    const [pending] = await db
      .select({ id: disbursements.id })
      .from(disbursements)
      .where(and(eq(disbursements.orderId, order.id), eq(disbursements.status, 'pending')))
    if (pending) throw new ApiError(40005)
    const now = ctx.services.now()
    const [created] = await db
      .insert(disbursements)
      .values({ orderId: order.id, amountMinor, bankName: user.bankName, cardNo: user.cardNo, status: 'pending', createdAt: now })
      .returning()
    if (!created) throw new Error('disbursement insert returned nothing')
    await db.update(orders).set({ balanceMinor: order.balanceMinor - amountMinor, updatedAt: now }).where(eq(orders.id, order.id))
    await ctx.services.payouts.submit({ disbursementId: created.id, amountMinor, bankName: created.bankName, cardNo: created.cardNo })
    await enqueue(db, 'settle-payouts', {}, new Date(now.getTime() + SETTLE_AFTER_MS))
    return { verified: true }
  })
}
