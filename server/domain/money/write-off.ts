// Writing off a loan the lender no longer expects to be repaid: what is still receivable moves
// to loss in one balanced entry and the order becomes writtenOff. The borrower still owes it
// (their schedule is unchanged and they can pay); what they pay later is a recovery.
import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { apps, companyConfigs, orders } from '../../db/schema'
import { recordAudit } from '../audit/audit-log'
import { todayForOrder } from '../markets/local-days'
import { lockOrder, type OrderRow, transition } from '../orders/state-machine'
import type { StaffActor } from '../staff/staff-actor'
import { balanceOf, postEntry } from './ledger'
import { owed, periodsOf } from './schedule'

/**
 * 180 days past due unless the company sets WRITE_OFF_AFTER_DAYS: the age at which both
 * markets' banking practice treats a consumer loan as loss (BOT and BSP classify unsecured
 * consumer loans over 180 days past due as loss), and past the last collection bucket (90+).
 */
export const DEFAULT_WRITE_OFF_AFTER_DAYS = 180

/** The lender's write-off age: what the request checks and what the back office offers the button from. */
export async function writeOffAfterDays(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: companyConfigs.value })
    .from(companyConfigs)
    .where(and(eq(companyConfigs.companyId, companyId), eq(companyConfigs.key, 'WRITE_OFF_AFTER_DAYS')))
  const days = Number(row?.value)
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_WRITE_OFF_AFTER_DAYS
}

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

export type WriteOffCheck = { outstandingMinor: number; daysPastDue: number; afterDays: number }

/** The loan as it may be written off now, or 40033 (40007 for another company's order). */
export async function writeOffEligibility(db: Db, order: OrderRow, companyId: number, now: Date): Promise<WriteOffCheck> {
  const [app] = await db.select({ companyId: apps.companyId }).from(apps).where(eq(apps.id, order.appId))
  if (app?.companyId !== companyId) throw new ApiError(40007, { fields: ['orderId'] })
  const afterDays = await writeOffAfterDays(db, companyId)
  const unpaid = (await periodsOf(db, order.id)).filter((p) => owed(p) > 0)
  const oldest = unpaid[0]
  const daysPastDue = oldest ? Math.max(0, daysBetween(oldest.dueDate, await todayForOrder(db, order.id, now))) : 0
  const outstandingMinor = unpaid.reduce((acc, p) => acc + owed(p), 0)
  if (order.status !== ORDER_STATUS.repaying || outstandingMinor === 0 || daysPastDue < afterDays) {
    throw new ApiError(40033, { fields: ['orderId'], message: `Written off only at ${afterDays} days past due; this loan is ${daysPastDue} days past due` })
  }
  return { outstandingMinor, daysPastDue, afterDays }
}

export async function readOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new ApiError(40007, { fields: ['orderId'] })
  return order
}

/** Checks again under the order's lock and posts, in the caller's transaction. */
export async function writeOff(tx: Db, orderId: number, { staffId, companyId, now }: StaffActor): Promise<void> {
  const order = await lockOrder(tx, orderId)
  if (!order) throw new ApiError(40007, { fields: ['orderId'] })
  const check = await writeOffEligibility(tx, order, companyId, now)
  // The ledger's receivable, principal and interest alike, is what leaves the books.
  const receivableMinor = await balanceOf(tx, order.id, 'receivable')
  await postEntry(tx, order.id, `write-off ${order.id}`, [{ account: 'loss', amountMinor: receivableMinor }, { account: 'receivable', amountMinor: -receivableMinor }], now)
  await transition(tx, order, ORDER_STATUS.writtenOff, `staff:${staffId}`, now)
  await recordAudit(tx, { staffId, action: 'write_off', recordType: 'order', recordId: order.id, before: { status: order.status }, after: { status: ORDER_STATUS.writtenOff, lossMinor: receivableMinor, ...check }, at: now })
}
