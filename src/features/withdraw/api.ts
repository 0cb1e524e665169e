// Withdrawal: the order and the borrower it pays, the withdrawal itself, and setting
// the borrower's own PIN. Money calls are never queued: they need a connection.
import type { Data } from '../../../contract/endpoints'
import type { UserInfo } from '../../../contract/schemas/accounts'
import { call } from '../../api/client'
import { saveUser } from '../../offline/user-copy'

export type OrderInfo = Data<'/loan/orderInfo'>
export type Payout = NonNullable<OrderInfo['payout']>

export function fetchOrder(orderId: number): Promise<OrderInfo> {
  return call('/loan/orderInfo', { loanOrderId: orderId })
}

/** The borrower, fresh: whether a PIN is set or locked changes with every attempt. */
export async function fetchUser(): Promise<UserInfo> {
  const user = await call('/user/info', {})
  await saveUser(user)
  return user
}

export type WithdrawRequest = { orderId: number; amount: number; pin: string; cardNo: string }

export function withdraw(request: WithdrawRequest, idempotencyKey: string) {
  return call(
    '/user/withdraw',
    { loanOrderId: request.orderId, password: request.pin, withdrawAmount: request.amount, bankcard: request.cardNo },
    { idempotencyKey },
  )
}

/** A one-time code to the borrower's own phone, to set or reset the PIN. */
export function sendPinCode() {
  return call('/sms/withdrawPin', {})
}

export function setPin(pin: string, smsCode: string, idempotencyKey: string) {
  return call('/user/withdrawPin/set', { pin, smsCode }, { idempotencyKey })
}
