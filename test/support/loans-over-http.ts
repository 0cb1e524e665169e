// A borrower's loan moved along by the API against a server process, to reach each
// order status for browser tests and screenshots.
import { demoMarket } from './demo-markets'
import type { MarketCode } from './profile'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from './profile-over-http'
import { post } from './server-process'

type Order = { status: number; balance: number; payoff?: number; paymentMethods?: { method: string; maxAmount: number }[] }

/** The answer's data, or an error naming the call and the code it answered. */
export async function data<T>(answer: Promise<{ code: number; msg: string; data: unknown }>, what: string): Promise<T> {
  const { code, msg, data } = await answer
  if (code !== 0) throw new Error(`${what} answered ${code} ${msg}`)
  return data as T
}

/** Asks for the order until `done(status)` holds; usable from tests and from plain scripts alike. */
async function waitForStatus(base: string, token: string, orderId: number, done: (status: number) => boolean): Promise<number> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const { status } = await orderInfo(base, token, orderId)
    if (done(status)) return status
    if (Date.now() > deadline) throw new Error(`order ${orderId} stayed at status ${status}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

export function orderInfo(base: string, token: string, orderId: number): Promise<Order> {
  return data(post(base, '/loan/orderInfo', { loanOrderId: orderId }, token), 'orderInfo')
}

/** Applies and waits for the background decision to move the order off "submitted". */
export async function applyAndDecide(base: string, token: string, amt: number, periodDays: number, appId = 1): Promise<{ orderId: number; status: number }> {
  const { loanOrderId } = await data<{ loanOrderId: number }>(post(base, '/loan/apply', { amt, configId: appId, periodDays, appId }, token), 'apply')
  return { orderId: loanOrderId, status: await waitForStatus(base, token, loanOrderId, (s) => s !== 0) }
}

export async function acceptContract(base: string, token: string, orderId: number): Promise<void> {
  await data(post(base, '/loan/contract/accept', { loanOrderId: orderId }, token), 'accept')
}

export async function cancel(base: string, token: string, orderId: number): Promise<void> {
  await data(post(base, '/loan/cancel', { loanOrderId: orderId }, token), 'cancel')
}

/** Sets a withdrawal PIN, withdraws the whole balance to the bound card and settles the payout (9 → 4). */
export async function withdrawAll(base: string, token: string, mobile: string, orderId: number): Promise<void> {
  const { cardNo } = await data<{ cardNo: string }>(post(base, '/user/info', {}, token), 'user/info')
  await data(post(base, '/sms/withdrawPin', {}, token), 'sms/withdrawPin')
  const { code } = await data<{ code: string }>(post(base, '/sandbox/sms/last', { mobile }), 'sms/last')
  await data(post(base, '/user/withdrawPin/set', { pin: '246810', smsCode: code }, token), 'withdrawPin/set')
  const { balance } = await orderInfo(base, token, orderId)
  await data(post(base, '/user/withdraw', { loanOrderId: orderId, password: '246810', withdrawAmount: balance, bankcard: cardNo }, token), 'withdraw')
  await data(post(base, '/sandbox/payouts/settle', {}), 'payouts/settle')
  await waitForStatus(base, token, orderId, (s) => s === 4)
}

/** Pays the loan off on the payment page, in one payment where the page takes it (4 → 10). */
export async function repayAll(base: string, token: string, orderId: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { status, payoff = 0, paymentMethods = [] } = await orderInfo(base, token, orderId)
    if (status === 10) return
    const amt = Math.min(paymentMethods.find((m) => m.method === 'page')?.maxAmount ?? 0, payoff)
    const { paymentId } = await data<{ paymentId: string }>(post(base, '/loan/recharge', { loanOrderId: orderId, amt }, token), 'recharge')
    await data(post(base, '/sandbox/payments/complete', { paymentId }), 'payments/complete')
  }
  throw new Error(`order ${orderId} not settled after 50 payments`)
}


/** A borrower of the market's demo lender whose loan is paid out (status 4), with the withdrawal PIN 246810. */
export async function paidOutBorrowerOverHttp(base: string, market: MarketCode = 'TH'): Promise<{ mobile: string; token: string; orderId: number }> {
  const { loan } = demoMarket(market)
  const { mobile, token } = await registerOverHttp(base, market)
  await completeProfileOverHttp(base, token, {}, market)
  await uploadSignatureOverHttp(base, token)
  const { orderId } = await applyAndDecide(base, token, loan.amt, loan.periodDays, loan.appId)
  await acceptContract(base, token, orderId)
  await data(post(base, '/sms/withdrawPin', {}, token), 'sms/withdrawPin')
  const { code } = await data<{ code: string }>(post(base, '/sandbox/sms/last', { mobile }), 'sms/last')
  await data(post(base, '/user/withdrawPin/set', { pin: '246810', smsCode: code }, token), 'withdrawPin/set')
  const { cardNo } = await data<{ cardNo: string }>(post(base, '/user/info', {}, token), 'user/info')
  await data(post(base, '/user/withdraw', { loanOrderId: orderId, password: '246810', withdrawAmount: loan.amt, bankcard: cardNo }, token), 'withdraw')
  await data(post(base, '/sandbox/payouts/settle', {}), 'payouts/settle')
  await waitForStatus(base, token, orderId, (s) => s === 4)
  return { mobile, token, orderId }
}
