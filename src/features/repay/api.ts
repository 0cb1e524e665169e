// Repayment: the order and its schedule, the payment page for an amount, and the
// history of money in and out. Never queued: paying needs a connection.
import type { Data } from '../../../contract/endpoints'
import type { PaymentMethod } from '../../../contract/payment-methods'
import { call } from '../../api/client'

export type OrderInfo = Data<'/loan/orderInfo'>
export type PeriodView = OrderInfo['periodViews'][number]
export type Transaction = Data<'/loan/transactions'>[number]

export function fetchOrder(orderId: number): Promise<OrderInfo> {
  return call('/loan/orderInfo', { loanOrderId: orderId })
}

/** The borrower's latest order, or null when there is none. */
export async function fetchLatestOrderId(): Promise<number | null> {
  return (await call('/loan/getLoanProgress', {}))?.orderId ?? null
}

/** Opens a payment of `amt` by `method`; the answer is the payment page to send the borrower to. */
export function recharge(orderId: number, amt: number, method: PaymentMethod, idempotencyKey: string) {
  return call('/loan/recharge', { loanOrderId: orderId, amt, method }, { idempotencyKey })
}

export function fetchTransactions(): Promise<Transaction[]> {
  return call('/loan/transactions', {})
}
