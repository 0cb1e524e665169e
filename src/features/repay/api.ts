// Repayment: the order and its schedule, the payment page for an amount, and the
// history of money in and out. Never queued: paying needs a connection. What is read is
// kept on the phone and shown offline (src/offline/loan-copies.ts).
import type { Data } from '../../../contract/endpoints'
import type { PaymentMethod } from '../../../contract/payment-methods'
import { call } from '../../api/client'
import { useKeptRemote } from '../../offline/use-kept-remote'

export type OrderInfo = Data<'/loan/orderInfo'>
export type PeriodView = OrderInfo['periodViews'][number]
export type Transaction = Data<'/loan/transactions'>[number]
export type Receipt = Data<'/loan/receipt'>
export type OpenPayment = Data<'/loan/payments/open'>[number]

export function fetchOrder(orderId: number): Promise<OrderInfo> {
  return call('/loan/orderInfo', { loanOrderId: orderId })
}

/** One order with its schedule, kept on the phone. */
export function useOrder(orderId: number) {
  return useKeptRemote({ kind: 'order', id: orderId }, () => fetchOrder(orderId))
}

/** The borrower's latest order (null when there is none), kept on the phone. */
export function useLoanProgress() {
  return useKeptRemote({ kind: 'progress' }, () => call('/loan/getLoanProgress', {}))
}

/** What the borrower picked within the method, by code: the e-wallet, the virtual account's bank, the counter code's chain. */
export type Picked = { wallet: string | undefined; bank: string | undefined; counter: string | undefined }

/** Opens a payment of `amt` by `method` (to what was picked within it); the answer is how to pay it. */
export function recharge(orderId: number, amt: number, method: PaymentMethod, picked: Picked, idempotencyKey: string) {
  const { wallet, bank, counter } = picked
  return call('/loan/recharge', { loanOrderId: orderId, amt, method, ...(wallet ? { wallet } : {}), ...(bank ? { bank } : {}), ...(counter ? { counter } : {}) }, { idempotencyKey })
}

/** Money paid out and paid back, kept on the phone. */
export function useTransactions() {
  return useKeptRemote({ kind: 'transactions' }, () => call('/loan/transactions', {}))
}

/** The receipt of a paid repayment. */
export function fetchReceipt(paymentId: string): Promise<Receipt> {
  return call('/loan/receipt', { paymentId })
}

/** The loan's payments opened and not yet paid, expired or cancelled, kept on the phone to show offline. */
export function useOpenPayments(orderId: number) {
  return useKeptRemote({ kind: 'openPayments', id: orderId }, () => call('/loan/payments/open', { loanOrderId: orderId }))
}

/** Cancels one open payment; money still paid under it counts all the same. */
export function cancelPayment(paymentId: string, idempotencyKey: string) {
  return call('/loan/payments/cancel', { paymentId }, { idempotencyKey })
}
