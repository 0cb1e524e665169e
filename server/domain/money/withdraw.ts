import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import { wireToMinor } from '../../../contract/money'
import { ORDER_STATUS } from '../../../contract/order-status'
import { disbursements, users } from '../../db/schema'
import type { CallContext } from '../../services'
import { marketOfApp } from '../markets/company-market'
import { ownOrderForUpdate } from '../orders/order-actions'
import { userRow } from '../profile/user-row'
import { recordPayout } from './payouts'
import { checkWithdrawPin } from './withdraw-pin'

/**
 * Sends approved money to the borrower's own account. Serialised per order by the row
 * lock, so fifty identical requests at once disburse once; the provider is called after the
 * commit (payouts.ts), so a failed transaction sends nothing. A wrong PIN is an answer
 * ({verified: false}), not an error, so its count sticks.
 */
export function withdraw(ctx: CallContext, body: ParsedBody<'/user/withdraw'>): Promise<{ verified: boolean }> {
  return ctx.db.transaction(async (db) => {
    const scoped = { ...ctx, db }
    const order = await ownOrderForUpdate(scoped, body.loanOrderId)
    await db.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update')
    const user = await userRow(db, order.userId)
    if (user.holdReason) throw new ApiError(20003)
    // No money leaves for an identity that neither a check nor a person verified.
    if (!user.identityVerified) throw new ApiError(10045)
    if (order.status !== ORDER_STATUS.fundsReady) throw new ApiError(40004, { fields: ['status'] })
    if (!user.withdrawPinHash) throw new ApiError(10004, { fields: ['password'] })
    if (!(await checkWithdrawPin(scoped, user, body.password))) return { verified: false }
    const amountMinor = wireToMinor(body.withdrawAmount, (await marketOfApp(db, order.appId)).market.minorDigits)
    if (amountMinor === null || amountMinor <= 0 || amountMinor > order.balanceMinor) throw new ApiError(40006, { fields: ['withdrawAmount'] })
    if (!user.bankName || !user.cardNo || body.bankcard !== user.cardNo) throw new ApiError(10028, { fields: ['bankcard'] })
    const [pending] = await db
      .select({ id: disbursements.id })
      .from(disbursements)
      .where(and(eq(disbursements.orderId, order.id), eq(disbursements.status, 'pending')))
    if (pending) throw new ApiError(40005)
    await recordPayout(db, order, { bankName: user.bankName, cardNo: user.cardNo }, amountMinor, ctx.services.now())
    return { verified: true }
  })
}
