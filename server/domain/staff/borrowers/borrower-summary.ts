import { desc, eq } from 'drizzle-orm'
import type { BorrowerSummary } from '../../../../contract/admin/schemas/borrowers'
import { toMajor } from '../../../../contract/money'
import { mask, maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { orders } from '../../../db/schema'
import { type BorrowerRow, holdOf } from '../borrower-row'

/** What the summary shows of an order: not its quote and terms, a few kB of JSON each. */
export const SUMMARY_ORDER_COLUMNS = { id: orders.id, status: orders.status, principalMinor: orders.principalMinor, createdAt: orders.createdAt }
type SummaryOrder = { id: number; status: number; principalMinor: number; createdAt: Date }

/** A borrower as staff first see them: every number masked, their orders newest first. */
export async function borrowerSummary(db: Db, user: BorrowerRow): Promise<BorrowerSummary> {
  return summaryOf(user, await db.select(SUMMARY_ORDER_COLUMNS).from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.id)))
}

/** The same from orders already read, newest first. */
export function summaryOf(user: BorrowerRow, rows: readonly SummaryOrder[]): BorrowerSummary {
  return {
    userId: user.id,
    realName: user.realName,
    mobileMasked: maskTail(user.mobile),
    identityMasked: user.identity === null ? null : mask(user.identity),
    bankName: user.bankName,
    cardNoMasked: user.cardNo === null ? null : mask(user.cardNo),
    hold: holdOf(user),
    registeredAt: user.createdAt.toISOString(),
    orders: rows.map((o) => ({ orderId: o.id, status: o.status, principal: toMajor(o.principalMinor), appliedAt: o.createdAt.toISOString() })),
  }
}
