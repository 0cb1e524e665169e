import { and, desc, eq, inArray } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { principalCeilingMinor } from '../../../contract/credit-limits'
import { withinCeiling } from '../../../contract/loan-history-limit'
import { ORDER_STATUS } from '../../../contract/order-status'
import { orders, users } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { effectiveConfigs } from '../configs/company-configs'
import { enqueue } from '../jobs/queue'
import { userRow } from '../profile/user-row'
import { creditLimitOf, decisionRulesOf } from './decision-inputs'
import { historyLimitOf } from './history-limit'
import { isProfileComplete } from './profile-complete'
import { checkedQuote, type QuoteRequest, quoteToWire } from './quote'
import { OPEN_STATUSES } from './open-loan'
import { noteApplicationOrigin, noteDevice, UNKNOWN_ADDRESS } from '../kyc/devices'
import { pendingReapplyDate } from './reapply-wait'

/**
 * Whether the borrower's latest application was refused with a reapply date still to come in
 * their market: the app stops offering Apply until then, and the server holds to it too, or a
 * refused borrower could type a higher income and be decided again at once.
 */
async function waitingAfterRefusal(db: CallContext['db'], userId: number, now: Date): Promise<boolean> {
  const [latest] = await db.select({ id: orders.id, status: orders.status, decision: orders.decision }).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(1)
  return latest !== undefined && (await pendingReapplyDate(db, latest, now)) !== null
}

/** Records the application with the quote the borrower confirmed; the decision follows in the background. */
export function apply(ctx: CallContext, body: QuoteRequest): Promise<{ loanOrderId: number }> {
  return ctx.db.transaction((db) => applyIn({ ...ctx, db }, body))
}

async function applyIn(ctx: CallContext, body: QuoteRequest): Promise<{ loanOrderId: number }> {
  const { db } = ctx
  const userId = requireUser(ctx)
  // One open application per borrower: two sent at once queue on the borrower's row.
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  const now = ctx.services.now()
  const user = await userRow(db, userId)
  if (user.holdReason) throw new ApiError(20003)
  if (!(await isProfileComplete(db, user))) throw new ApiError(40000)
  const checked = await checkedQuote(db, body, now, user.companyId)
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_STATUSES)))
  if (open) throw new ApiError(40005)
  if (await waitingAfterRefusal(db, userId, now)) throw new ApiError(20014)
  // The borrower's own history may hold them below the product's maximum, and the law's limit for
  // their income always does (the offer shows both); what they can afford each month is the decision's.
  const rules = decisionRulesOf(await effectiveConfigs(db, checked.terms.app.id))
  const ceiling = principalCeilingMinor(await creditLimitOf(db, user, rules))
  const limit = withinCeiling(await historyLimitOf(db, userId, checked.terms), ceiling)
  if (checked.quote.amountMinor > limit.limitMinor) throw new ApiError(20010, { fields: ['amt'] })
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      appId: checked.terms.app.id,
      periodConfigId: checked.config.id,
      status: ORDER_STATUS.submitted,
      principalMinor: checked.quote.amountMinor,
      rate: checked.config.rate,
      periods: checked.config.periods,
      periodUnit: checked.terms.periodUnit,
      quote: quoteToWire(checked),
      dueDay: checked.dueDay,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('order insert returned nothing')
  await noteDevice(db, { companyId: user.companyId, userId, deviceId: ctx.deviceId, now })
  await noteApplicationOrigin(db, { orderId: order.id, companyId: user.companyId, ip: ctx.ip === UNKNOWN_ADDRESS ? null : ctx.ip, deviceId: ctx.deviceId, at: now })
  // The bureau is asked first; its job queues the decision once the answer is kept (domain/credit/bureau-pull.ts).
  await enqueue(db, 'credit-bureau', { orderId: order.id }, now)
  return { loanOrderId: order.id }
}
