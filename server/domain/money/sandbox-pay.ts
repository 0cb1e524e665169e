// The sandbox payment provider receiving money: it books the transaction in its own record
// (providers/payment/sandbox-transactions.ts) and, unless told to stay silent, tells the lender, which
// posts it the way a real provider's webhook would.
import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { wireToMinor } from '../../../contract/money'
import type { Db } from '../../db/client'
import { orders, repayments } from '../../db/schema'
import type { Services } from '../../services'
import { recordSandboxPayment } from '../../providers/payment/sandbox-transactions'
import { marketOfApp } from '../markets/company-market'
import { completePayment } from './repay'

async function pendingPayment(db: Db, paymentId: string) {
  const [row] = await db
    .select({ payment: repayments, appId: orders.appId })
    .from(repayments)
    .innerJoin(orders, eq(orders.id, repayments.orderId))
    .where(eq(repayments.id, paymentId))
  if (!row) throw new ApiError(40007)
  return row
}

/** The borrower paid the whole payment and the lender heard of it: booked by the provider, then posted. */
export async function sandboxPay(db: Db, services: Services, paymentId: string): Promise<null> {
  const { payment } = await pendingPayment(db, paymentId)
  if (payment.status === 'pending') await sandboxReceive(db, services, paymentId)
  return completePayment(db, services, paymentId)
}

/** The provider received money under the payment's reference (its amount, or `amount` in major units), and nothing posted it. */
export async function sandboxReceive(db: Db, services: Services, paymentId: string, amount?: number): Promise<null> {
  const { payment, appId } = await pendingPayment(db, paymentId)
  const { market } = await marketOfApp(db, appId)
  const amountMinor = amount === undefined ? payment.amountMinor : wireToMinor(amount, market.minorDigits)
  if (amountMinor === null) throw new ApiError(10004, { fields: ['amt'] })
  await recordSandboxPayment(db, {
    reference: payment.reference ?? payment.id,
    amountMinor,
    currency: market.currency,
    paidAt: services.now(),
  })
  return null
}
