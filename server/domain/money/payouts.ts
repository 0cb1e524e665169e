// A payout is recorded, with a job to send it, in the transaction that takes the money from the
// order's balance; the provider is called only by that job, after the commit, with the
// disbursement's own idempotency key. A transaction that fails leaves no payout and no call; a
// call that fails or hangs is retried by the job with the same key, so the money goes once.
import { asc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { disbursements, orders, users } from '../../db/schema'
import type { Services } from '../../services'
import { callProvider } from '../../providers/call-provider'
import type { PayoutOutcome, PayoutRequest } from '../../providers/payout/port'
import { enqueue } from '../jobs/queue'
import { marketOfApp } from '../markets/company-market'
import { todayForOrder } from '../markets/local-days'
import { type Actor, lockOrder, type OrderRow, transition } from '../orders/state-machine'
import { userRow } from '../profile/user-row'
import { postEntry } from './ledger'
import { createSchedule } from './schedule'
import { payCreditIntoLoan } from './credit-to-next-loan'
import { toMajor } from '../../../contract/money'

type DisbursementRow = typeof disbursements.$inferSelect

/** How long the provider has to settle a payout before the job asks it again. */
export const ASK_AGAIN_MS = 3_000

/** Records a payout from the order's balance and the job that sends it; in the caller's transaction. */
export async function recordPayout(db: Db, order: OrderRow, account: { bankName: string; cardNo: string }, amountMinor: number, now: Date): Promise<number> {
  const [created] = await db
    .insert(disbursements)
    .values({ orderId: order.id, amountMinor, bankName: account.bankName, cardNo: account.cardNo, status: 'pending', createdAt: now })
    .returning({ id: disbursements.id })
  if (!created) throw new Error('disbursement insert returned nothing')
  await db.update(orders).set({ balanceMinor: order.balanceMinor - amountMinor, updatedAt: now }).where(eq(orders.id, order.id))
  await enqueue(db, 'payout', { disbursementId: created.id }, now)
  return created.id
}

/** What the provider is told: the amount in the market's currency, to the name on the borrower's ID. */
async function requestOf(db: Db, d: DisbursementRow): Promise<PayoutRequest> {
  const [row] = await db.select({ name: users.realName, appId: orders.appId }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, d.orderId))
  if (!row) throw new Error(`no order ${d.orderId}`)
  const { market } = await marketOfApp(db, row.appId)
  return {
    idempotencyKey: `payout-${d.id}`,
    disbursementId: d.id,
    amountMinor: d.amountMinor,
    amount: toMajor(d.amountMinor, market.minorDigits),
    currency: market.currency,
    bankName: d.bankName,
    cardNo: d.cardNo,
    accountHolderName: row.name ?? '',
  }
}

/**
 * Sends one payout (again, harmlessly, if it was sent before) and books what the provider says.
 * 'pending' when the provider has no final answer yet. Outside any transaction: the calls are
 * bounded by PROVIDER_TIMEOUT_MS and a time-out throws, for the job to try again.
 */
export async function advancePayout(services: Services, disbursementId: number): Promise<'final' | 'pending'> {
  const [d] = await services.db.select().from(disbursements).where(eq(disbursements.id, disbursementId))
  if (!d || d.status !== 'pending') return 'final'
  const request = await requestOf(services.db, d)
  const ms = services.env.PROVIDER_TIMEOUT_MS
  const submitted = await callProvider('payouts', ms, (signal) => services.payouts.submit(request, signal))
  const outcome = submitted.status === 'pending' ? await callProvider('payouts', ms, (signal) => services.payouts.outcome(request, signal)) : submitted
  if (outcome.status === 'pending') return 'pending'
  await bookOutcome(services, disbursementId, outcome)
  return 'final'
}

/** The provider's final answer, booked once: a second answer for the same payout changes nothing. */
async function bookOutcome(services: Services, disbursementId: number, outcome: Exclude<PayoutOutcome, { status: 'pending' }>): Promise<void> {
  await services.db.transaction(async (db) => {
    const [d] = await db.select().from(disbursements).where(eq(disbursements.id, disbursementId)).for('update')
    if (!d || d.status !== 'pending') return
    const order = await lockOrder(db, d.orderId)
    if (!order) return
    const now = services.now()
    if (d.purpose === 'refund') return bookRefund(db, d, outcome, now)
    if (outcome.status === 'failed') {
      // The money goes back to the order; the borrower is asked to check their own account.
      await db.update(disbursements).set({ status: 'failed', reason: outcome.reason, settledAt: now }).where(eq(disbursements.id, d.id))
      await db.update(orders).set({ balanceMinor: order.balanceMinor + d.amountMinor, updatedAt: now }).where(eq(orders.id, order.id))
      return
    }
    await db.update(disbursements).set({ status: 'succeeded', settledAt: now }).where(eq(disbursements.id, d.id))
    await bookDisbursed(db, order, d, now)
  })
}

/** A refund of credit: sent, it leaves the borrower's credit; failed, the credit stays held for them. */
async function bookRefund(db: Db, d: DisbursementRow, outcome: Exclude<PayoutOutcome, { status: 'pending' }>, now: Date): Promise<void> {
  if (outcome.status === 'failed') {
    await db.update(disbursements).set({ status: 'failed', reason: outcome.reason, settledAt: now }).where(eq(disbursements.id, d.id))
    return
  }
  await db.update(disbursements).set({ status: 'succeeded', settledAt: now }).where(eq(disbursements.id, d.id))
  await postEntry(db, d.orderId, `credit refund ${d.id}`, [{ account: 'borrower_credit', amountMinor: d.amountMinor }, { account: 'cash', amountMinor: -d.amountMinor }], now)
}

/** The job: one payout sent and, while the provider has no answer, asked about again later. */
export async function runPayoutJob(services: Services, payload: unknown): Promise<void> {
  const disbursementId = (payload as { disbursementId?: unknown }).disbursementId
  if (typeof disbursementId !== 'number') return
  if ((await advancePayout(services, disbursementId)) === 'pending') {
    await enqueue(services.db, 'payout', { disbursementId }, new Date(services.now().getTime() + ASK_AGAIN_MS))
  }
}

/** Every pending payout advanced now (the sandbox's "settle" button, and jobs queued by older versions). */
export async function settlePendingPayouts(services: Services): Promise<number> {
  const pending = await services.db.select({ id: disbursements.id }).from(disbursements).where(eq(disbursements.status, 'pending')).orderBy(asc(disbursements.id))
  let settled = 0
  for (const d of pending) if ((await advancePayout(services, d.id)) === 'final') settled++
  return settled
}

/** Money left: schedule on what was paid out, the rest released, 9 → 4, all in one transaction. */
async function bookDisbursed(db: Db, order: OrderRow, d: DisbursementRow, now: Date): Promise<void> {
  const quote = await createSchedule(db, order, d.amountMinor, await todayForOrder(db, order.id, now))
  await postEntry(db, order.id, `payout ${d.id}`, [{ account: 'receivable', amountMinor: d.amountMinor }, { account: 'cash', amountMinor: -d.amountMinor }], now)
  await postEntry(db, order.id, `interest on payout ${d.id}`, [{ account: 'receivable', amountMinor: quote.interestMinor }, { account: 'interest_income', amountMinor: -quote.interestMinor }], now)
  await transition(db, order, ORDER_STATUS.repaying, 'payout', now, { balanceMinor: 0 })
  await payCreditIntoLoan(db, order, now)
}

/** A failed payout tried again to the borrower's current account (after they changed it); in the caller's transaction. */
export async function retryDisbursement(db: Db, services: Services, disbursementId: number, actor: Actor): Promise<number> {
  const [failed] = await db.select().from(disbursements).where(eq(disbursements.id, disbursementId)).for('update')
  if (!failed || failed.status !== 'failed') throw new ApiError(40007)
  const order = await lockOrder(db, failed.orderId)
  if (!order || order.status !== ORDER_STATUS.fundsReady || order.balanceMinor < failed.amountMinor) throw new ApiError(40004)
  const user = await userRow(db, order.userId)
  if (!user.bankName || !user.cardNo) throw new ApiError(10028)
  const retryId = await recordPayout(db, order, { bankName: user.bankName, cardNo: user.cardNo }, failed.amountMinor, services.now())
  services.log.info({ msg: 'payout retried', disbursementId, actor })
  return retryId
}
