import { asc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { disbursements, orders } from '../../db/schema'
import type { Services } from '../../http/services'
import { userRow } from '../profile/user-row'
import { type Actor, lockOrder, transition } from '../orders/state-machine'
import { todayForOrder } from '../markets/local-days'
import { postEntry } from './ledger'
import { createSchedule } from './schedule'

type DisbursementRow = typeof disbursements.$inferSelect

/** Asks the provider about every pending payout and books what it says. */
export async function settlePendingPayouts(services: Services): Promise<number> {
  const pending = await services.db.select().from(disbursements).where(eq(disbursements.status, 'pending')).orderBy(asc(disbursements.id))
  let settled = 0
  for (const d of pending) if (await settleOne(services, d.id)) settled++
  return settled
}

async function settleOne(services: Services, disbursementId: number): Promise<boolean> {
  return services.db.transaction(async (db) => {
    const [d] = await db.select().from(disbursements).where(eq(disbursements.id, disbursementId)).for('update')
    if (!d || d.status !== 'pending') return false
    const order = await lockOrder(db, d.orderId)
    if (!order) return false
    const outcome = await services.payouts.outcome({ disbursementId: d.id, amountMinor: d.amountMinor, bankName: d.bankName, cardNo: d.cardNo })
    if (outcome.status === 'pending') return false
    const now = services.now()
    if (outcome.status === 'failed') {
      // The money goes back to the order; the borrower is asked to check their own account.
      await db.update(disbursements).set({ status: 'failed', reason: outcome.reason, settledAt: now }).where(eq(disbursements.id, d.id))
      await db.update(orders).set({ balanceMinor: order.balanceMinor + d.amountMinor, updatedAt: now }).where(eq(orders.id, order.id))
      return true
    }
    await db.update(disbursements).set({ status: 'succeeded', settledAt: now }).where(eq(disbursements.id, d.id))
    await bookDisbursed(db, order, d, now)
    return true
  })
}

/** Money left: schedule on what was paid out, the rest released, 9 → 4, all in one transaction. */
async function bookDisbursed(db: Db, order: NonNullable<Awaited<ReturnType<typeof lockOrder>>>, d: DisbursementRow, now: Date): Promise<void> {
  const quote = await createSchedule(db, order, d.amountMinor, await todayForOrder(db, order.id, now))
  await postEntry(db, order.id, `payout ${d.id}`, [{ account: 'receivable', amountMinor: d.amountMinor }, { account: 'cash', amountMinor: -d.amountMinor }], now)
  await postEntry(db, order.id, `interest on payout ${d.id}`, [{ account: 'receivable', amountMinor: quote.interestMinor }, { account: 'interest_income', amountMinor: -quote.interestMinor }], now)
  await transition(db, order, ORDER_STATUS.repaying, 'payout', now, { balanceMinor: 0 })
}

/** A failed payout tried again to the borrower's current account (after they changed it). */
export async function retryDisbursement(db: Db, services: Services, disbursementId: number, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [failed] = await tx.select().from(disbursements).where(eq(disbursements.id, disbursementId)).for('update')
    if (!failed || failed.status !== 'failed') throw new ApiError(40007)
    const order = await lockOrder(tx, failed.orderId)
    if (!order || order.status !== ORDER_STATUS.fundsReady || order.balanceMinor < failed.amountMinor) throw new ApiError(40004)
    const user = await userRow(tx, order.userId)
    if (!user.bankName || !user.cardNo) throw new ApiError(10028)
    const now = services.now()
    const [retry] = await tx
      .insert(disbursements)
      .values({ orderId: order.id, amountMinor: failed.amountMinor, bankName: user.bankName, cardNo: user.cardNo, status: 'pending', createdAt: now })
      .returning({ id: disbursements.id })
    await tx.update(orders).set({ balanceMinor: order.balanceMinor - failed.amountMinor, updatedAt: now }).where(eq(orders.id, order.id))
    services.log.info({ msg: 'payout retried', disbursementId, actor })
    if (!retry) throw new Error('retry insert returned nothing')
    await services.payouts.submit({ disbursementId: retry.id, amountMinor: failed.amountMinor, bankName: user.bankName, cardNo: user.cardNo })
    return retry.id
  })
}
