// A repayment the payment provider received but never reported to us (a bank transfer to the
// lender's collection account, say), posted by staff (decisions/0009). Issue 21's rule holds:
// never posted by hand without the provider's transaction. The request names the provider's
// reference and amount, and the provider's own book (providers/payment/port.ts, PaymentTransactions) must
// hold a payment received under that reference for exactly that amount in the market's
// currency. It is then applied exactly like a reported payment (repay.ts applyPayment: principal
// and interest split, anything beyond what is owed to the borrower's credit, a receipt), once per
// reference: the reference becomes the repayment's own, which is unique, and which the daily
// reconciliation against the provider reads.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { postingBeforeSchema, postingPayloadSchema } from '../../../contract/admin/schemas/money-requests'
import { ApiError } from '../../../contract/api-error'
import type { PaymentTransactions, ProviderTransaction } from '../../providers/payment/port'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { repayments } from '../../db/schema'
import { recordAudit } from '../audit/audit-log'
import { lockOrder, type OrderRow } from '../orders/state-machine'
import type { StaffActor } from '../staff/staff-actor'
import { requireOrderOfCompany } from '../tenancy/company-scope'
import { applyPayment } from './repay'
import { payoffOfOrder } from './payoff'
import { outstandingOf, periodsOf } from './schedule'

export type Posting = z.infer<typeof postingPayloadSchema>
export type PostingBefore = z.infer<typeof postingBeforeSchema>

/** A loan with a schedule: being repaid, written off (a recovery) or settled (all of it credit, refunded). */
const POSTABLE: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.writtenOff, ORDER_STATUS.settled]

/**
 * The provider's payment under the reference for exactly the amount, or 40113 (none received) or
 * 40114 (none of that amount). Asked outside any transaction, when the request is made: the
 * checker sees the provider's own id and time for it, and a paid transaction stays paid.
 */
export async function receivedByProvider(provider: PaymentTransactions, reference: string, amountMinor: number, currency: string): Promise<ProviderTransaction> {
  const paid = (await provider.findByReference(reference)).filter((t) => t.status === 'paid' && t.currency === currency)
  if (paid.length === 0) throw new ApiError(40113, { fields: ['providerReference'] })
  const received = paid.find((t) => t.amountMinor === amountMinor)
  if (!received) throw new ApiError(40114, { fields: ['amount'] })
  return received
}

/** The loan as the money would meet it now, or the code that refuses the posting. */
export async function postingCheck(db: Db, order: OrderRow, posting: Posting, now: Date): Promise<PostingBefore> {
  if (!POSTABLE.includes(order.status)) throw new ApiError(40115, { fields: ['orderId'] })
  const [taken] = await db.select({ status: repayments.status, method: repayments.method }).from(repayments).where(eq(repayments.reference, posting.providerReference))
  // A payment the app opened and the provider never reported is the borrower's report to match (payment-report-actions.ts).
  if (taken?.status === 'pending' && taken.method !== 'transfer') throw new ApiError(40119, { fields: ['providerReference'] })
  if (taken) throw new ApiError(40112, { fields: ['providerReference'] })
  const { rows, payoffMinor } = await payoffOfOrder(db, order.id, now)
  return { outstandingMinor: outstandingOf(rows), payoffMinor }
}

/** Checks again under the order's lock, records the repayment and applies it, in the caller's transaction. */
export async function applyManualPosting(tx: Db, posting: Posting, { staffId, companyId, now }: StaffActor): Promise<void> {
  await requireOrderOfCompany(tx, posting.orderId, companyId)
  const order = await lockOrder(tx, posting.orderId)
  if (!order) throw new ApiError(40007, { fields: ['orderId'] })
  const before = await postingCheck(tx, order, posting, now)
  const paymentId = randomUUID()
  // Another company's staff may post the same reference at the same moment: the unique index decides.
  const [created] = await tx
    .insert(repayments)
    .values({ id: paymentId, orderId: order.id, amountMinor: posting.amountMinor, method: 'transfer', status: 'pending', reference: posting.providerReference, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: repayments.id })
  if (!created) throw new ApiError(40112, { fields: ['providerReference'] })
  await applyPayment(tx, paymentId, now, new Date(posting.paidAt))
  const outstandingAfterMinor = outstandingOf(await periodsOf(tx, order.id))
  await recordAudit(tx, { staffId, action: 'manual_posting', recordType: 'order', recordId: order.id, before, after: { ...posting, paymentId, outstandingAfterMinor }, at: now })
}
