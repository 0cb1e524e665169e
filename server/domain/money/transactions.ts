import { desc, eq, inArray } from 'drizzle-orm'
import type { Data } from '../../../contract/endpoints'
import { toMajor } from '../../../contract/money'
import type { ReceiptMethod } from '../../../contract/payment-methods'
import type { PayoutFailure } from '../../../contract/payout-failures'
import { marketOfUser } from '../markets/company-market'
import type { Db } from '../../db/client'
import { disbursements, orders, repayments } from '../../db/schema'

type Transactions = Data<'/loan/transactions'>
type Status = Transactions[number]['status']

/** Disbursements and repayments of all the borrower's orders, newest first. */
export async function transactionsOf(db: Db, userId: number): Promise<Transactions> {
  const orderIds = (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map((o) => o.id)
  if (orderIds.length === 0) return []
  const digits = (await marketOfUser(db, userId)).minorDigits
  const outs = await db.select().from(disbursements).where(inArray(disbursements.orderId, orderIds)).orderBy(desc(disbursements.id))
  // A payment the borrower cancelled and never paid is no transaction: nothing moved.
  const ins = (await db.select().from(repayments).where(inArray(repayments.orderId, orderIds)).orderBy(desc(repayments.createdAt))).filter(
    (r) => !(r.cancelledAt && r.status === 'pending'),
  )
  const list: (Transactions[number] & { sortAt: number })[] = [
    ...outs.map((d) => ({
      id: `d-${d.id}`,
      kind: d.purpose === 'refund' ? ('refund' as const) : ('disbursement' as const),
      orderId: d.orderId,
      amt: toMajor(d.amountMinor, digits),
      status: d.status as Status,
      at: (d.settledAt ?? d.createdAt).toISOString(),
      ...(d.reason ? { reason: d.reason as PayoutFailure } : {}),
      sortAt: d.createdAt.getTime(),
    })),
    ...ins.map((r) => ({
      id: `r-${r.id}`,
      kind: 'repayment' as const,
      orderId: r.orderId,
      amt: toMajor(r.amountMinor, digits),
      status: r.status as Status,
      method: r.method as ReceiptMethod,
      at: (r.paidAt ?? r.createdAt).toISOString(),
      sortAt: r.createdAt.getTime(),
    })),
  ]
  // At the same instant a repayment is the newer: nothing is repaid before it is paid out.
  const rank = (t: { kind: string }) => (t.kind === 'repayment' ? 1 : 0)
  return list.sort((a, b) => b.sortAt - a.sortAt || rank(b) - rank(a)).map(({ sortAt, ...t }) => t)
}
