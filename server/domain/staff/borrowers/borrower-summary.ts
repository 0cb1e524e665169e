import type { BorrowerSummary } from '../../../../contract/admin/schemas/borrowers'
import { toMajor } from '../../../../contract/money'
import { mask, maskTail } from '../../../../contract/validation'
import { orders } from '../../../db/schema'
import { type BorrowerRow, holdOf } from '../borrower-row'

/** What the summary shows of an order: not its quote and terms, a few kB of JSON each. */
export const SUMMARY_ORDER_COLUMNS = { id: orders.id, status: orders.status, principalMinor: orders.principalMinor, createdAt: orders.createdAt }
type SummaryOrder = { id: number; status: number; principalMinor: number; createdAt: Date }

/** A borrower as staff first see them, every number masked, from their orders already read, newest first; amounts in the lender's market's digits. */
export function summaryOf(user: BorrowerRow, rows: readonly SummaryOrder[], minorDigits: number): BorrowerSummary {
  return {
    userId: user.id,
    realName: user.realName,
    mobileMasked: maskTail(user.mobile),
    identityMasked: user.identity === null ? null : mask(user.identity),
    bankName: user.bankName,
    cardNoMasked: user.cardNo === null ? null : mask(user.cardNo),
    hold: holdOf(user),
    registeredAt: user.createdAt.toISOString(),
    orders: rows.map((o) => ({ orderId: o.id, status: o.status, principal: toMajor(o.principalMinor, minorDigits), appliedAt: o.createdAt.toISOString() })),
  }
}
