import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Data } from '../../../contract/endpoints'
import { toMajor } from '../../../contract/money'
import type { ReceiptMethod } from '../../../contract/payment-methods'
import type { Db } from '../../db/client'
import { ledgerLines, orders, repayments } from '../../db/schema'
import { marketOfApp } from '../markets/company-market'

/**
 * The receipt of one of the borrower's paid repayments, from its ledger entry: the money in
 * (cash), what it paid of the loan (receivable) and what it left as credit (borrower_credit);
 * the principal and interest as the payment was applied to the schedule, the rest of what it
 * paid being fees. Someone else's payment, or one not paid yet, has no receipt (40007).
 */
export async function receiptOf(db: Db, userId: number, paymentId: string): Promise<Data<'/loan/receipt'>> {
  const [row] = await db
    .select({ payment: repayments, appId: orders.appId })
    .from(repayments)
    .innerJoin(orders, eq(orders.id, repayments.orderId))
    .where(and(eq(repayments.id, paymentId), eq(orders.userId, userId)))
  const paidAt = row?.payment.status === 'succeeded' ? row.payment.paidAt : null
  if (!row || !paidAt) throw new ApiError(40007)
  const { payment } = row
  const lines = await db
    .select()
    .from(ledgerLines)
    .where(and(eq(ledgerLines.orderId, payment.orderId), eq(ledgerLines.memo, `repayment ${payment.id}`)))
  const total = (account: string) => lines.filter((l) => l.account === account).reduce((acc, l) => acc + l.amountMinor, 0)
  const appliedMinor = -total('receivable')
  const principalMinor = payment.principalMinor ?? 0
  const interestMinor = payment.interestMinor ?? 0
  const { market } = await marketOfApp(db, row.appId)
  const digits = market.minorDigits
  return {
    paymentId: payment.id,
    reference: payment.reference ?? payment.id,
    orderId: payment.orderId,
    method: payment.method as ReceiptMethod,
    paidAt: paidAt.toISOString(),
    amt: toMajor(total('cash'), digits),
    principal: toMajor(principalMinor, digits),
    interest: toMajor(interestMinor, digits),
    fees: toMajor(appliedMinor - principalMinor - interestMinor, digits),
    toCredit: toMajor(-total('borrower_credit'), digits),
    outstandingAfter: toMajor(payment.outstandingAfterMinor ?? 0, digits),
    currency: market.currency,
    timeZone: market.timeZone,
  }
}
