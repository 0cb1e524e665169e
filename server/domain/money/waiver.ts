// Waiving interest and fees still owed on one installment (decisions/0009): the installment and
// the receivable drop by the same amount in one balanced entry, so the borrower's schedule shows
// what they now owe. Never principal: forgiving money lent is a write-off, with its own checks.
import { and, eq } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { waiverBeforeSchema, waiverPayloadSchema } from '../../../contract/admin/schemas/money-requests'
import { ApiError } from '../../../contract/api-error'
import { ORDER_STATUS, PERIOD_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { schedulePeriods } from '../../db/schema'
import { recordAudit } from '../audit/audit-log'
import { lockOrder, type OrderRow, transition } from '../orders/state-machine'
import { requireOrderOfCompany } from '../tenancy/company-scope'
import type { StaffActor } from '../staff/staff-actor'
import { markScheduleChange } from '../staff/reports/late-data'
import { postEntry } from './ledger'
import { outstandingOf, owed, type PeriodRow, periodsOf } from './schedule'

export type Waiver = z.infer<typeof waiverPayloadSchema>
export type WaiverBefore = z.infer<typeof waiverBeforeSchema>

/** The interest and fees still owed on a period: within a period principal is paid first (receipt-split.ts). */
export const chargesOwed = (p: PeriodRow) => Math.min(p.interestMinor, owed(p))

/** The installment as it may be waived now, or the code that refuses it. */
export async function waiverCheck(db: Db, order: OrderRow, waiver: Waiver): Promise<WaiverBefore> {
  // A written-off loan's charges are in loss already; a settled one owes nothing.
  if (order.status !== ORDER_STATUS.repaying) throw new ApiError(40110, { fields: ['orderId'] })
  const periods = await periodsOf(db, order.id)
  const period = periods.find((p) => p.period === waiver.period)
  if (!period) throw new ApiError(40007, { fields: ['period'] })
  if (owed(period) === 0) throw new ApiError(40056, { fields: ['period'] })
  const charges = chargesOwed(period)
  if (waiver.amountMinor > charges) throw new ApiError(40111, { fields: ['amount'] })
  return { dueDate: period.dueDate, periodAmountMinor: period.amountMinor, chargesOwedMinor: charges, outstandingMinor: outstandingOf(periods) }
}

/** Checks again under the order's lock and posts, in the caller's transaction; the last charge waived may close the loan. */
export async function applyWaiver(tx: Db, waiver: Waiver, { staffId, companyId, now }: StaffActor): Promise<void> {
  await requireOrderOfCompany(tx, waiver.orderId, companyId)
  const order = await lockOrder(tx, waiver.orderId)
  if (!order) throw new ApiError(40007, { fields: ['orderId'] })
  const before = await waiverCheck(tx, order, waiver)
  const [period] = (await periodsOf(tx, order.id)).filter((p) => p.period === waiver.period)
  if (!period) throw new ApiError(40007, { fields: ['period'] })
  const amountMinor = period.amountMinor - waiver.amountMinor
  await tx
    .update(schedulePeriods)
    .set({ amountMinor, interestMinor: period.interestMinor - waiver.amountMinor, status: period.paidMinor >= amountMinor ? PERIOD_STATUS.repaid : period.status })
    .where(and(eq(schedulePeriods.orderId, order.id), eq(schedulePeriods.period, period.period)))
  await markScheduleChange(tx, order.id, [period.dueDate], now)
  await postEntry(tx, order.id, `waiver ${order.id}/${period.period}`, [{ account: 'interest_income', amountMinor: waiver.amountMinor }, { account: 'receivable', amountMinor: -waiver.amountMinor }], now)
  const outstandingAfterMinor = outstandingOf(await periodsOf(tx, order.id))
  if (outstandingAfterMinor === 0) await transition(tx, order, ORDER_STATUS.settled, `staff:${staffId}`, now)
  await recordAudit(tx, { staffId, action: 'waive_charges', recordType: 'order', recordId: order.id, before, after: { ...waiver, outstandingAfterMinor }, at: now })
}
