import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../contract/api-error'
import { ORDER_STATUS } from '../../../contract/order-status'
import type { PaymentMethod, PaymentWallet } from '../../../contract/payment-methods'
import { requestKeys } from '../../api/request-key'
import { usePolling } from '../../api/use-polling'
import { errorText } from '../../i18n/error-text'
import { whileBlocking } from '../../state/activity'
import { amountOf, amountText, decimalAmountText } from '../../ui/amount-text'
import { formatMoney } from '../../ui/formats'
import { type OrderInfo, recharge } from './api'
import { useMethodNames } from './method-names'
import { type MethodLimit, methodsOf, paymentLimits, payoffOf, repayPrefill, repayProblem } from './repay-rules'

const PAYMENT_POLL_MS = 3_000
const PAYMENT_POLL_FOR_MS = 15 * 60_000

/**
 * A payment opened for `amount`, while what was owed before it is still owed: its page, and for
 * a QR or a counter payment what the borrower scans or gives at the counter, until when.
 */
export type Waiting = {
  url: string
  paymentId: string
  amount: number
  owedBefore: number
  method: PaymentMethod
  qr?: string
  reference?: string
  counters?: string[]
  expiresAt?: string
}
/** A payment that arrived: its amount, and the payment whose receipt can be opened. */
export type Received = { amount: number; paymentId: string }

// A loan with no way to pay offered (the server lists none): nothing can be sent, and the form says so.
const NO_METHOD: MethodLimit = { method: 'page', maxAmount: 0 }

/**
 * One repayment: the method and the amount (prefilled with the next period), the payment page
 * opened in a new tab, then the order asked again until the payment shows in it.
 */
export function useRepay(order: OrderInfo, currency: string, onReload: () => Promise<void>) {
  const { t } = useLingui()
  const names = useMethodNames()
  const methods = methodsOf(order)
  const [chosen, setChosen] = useState<string | undefined>(methods[0]?.method)
  const method = methods.find((m) => m.method === chosen) ?? methods[0] ?? NO_METHOD
  // The e-wallet's wallets to pick from, the server's default first; none for the other methods.
  const wallets = method.wallets ?? []
  const [chosenWallet, setChosenWallet] = useState<string | undefined>()
  const wallet: PaymentWallet | undefined = wallets.find((w) => w === chosenWallet) ?? wallets[0]
  const payoff = payoffOf(order)
  const limits = paymentLimits(payoff, method)
  const [text, setText] = useState(() => repayPrefill(order, limits))
  const [touched, setTouched] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [waiting, setWaiting] = useState<Waiting | null>(null)
  const [received, setReceived] = useState<Received | null>(null)
  const [sending, setSending] = useState(false)
  const keys = useRef(requestKeys())
  const owed = order.outstanding ?? 0

  usePolling(waiting !== null, onReload, PAYMENT_POLL_MS, PAYMENT_POLL_FOR_MS)
  useEffect(() => {
    if (!waiting || (owed >= waiting.owedBefore && order.status !== ORDER_STATUS.settled)) return
    setReceived({ amount: waiting.amount, paymentId: waiting.paymentId })
    setWaiting(null)
    setText(repayPrefill(order, paymentLimits(payoffOf(order), method)))
    setTouched(false)
  }, [waiting, owed, order, method])

  async function pay() {
    setTouched(true)
    const amt = amountOf(text)
    if (amt === null || methods.length === 0 || repayProblem(text, limits) !== null) return
    const body = { orderId: order.orderId, amt, method: method.method, wallet }
    setAlert(null)
    setReceived(null)
    setSending(true)
    try {
      const opened = await whileBlocking(() => recharge(order.orderId, amt, method.method, wallet, keys.current.keyFor(body)))
      keys.current.answered()
      // A page is the provider's: a new tab, with no way back into this one. A QR and a counter
      // code are shown here, to scan or to take to the counter.
      if (opened.method === 'page' || opened.method === 'ewallet') window.open(opened.url, '_blank', 'noopener')
      const { url, paymentId, qr, reference, counters, expiresAt } = opened
      setWaiting({ url, paymentId, amount: amt, owedBefore: owed, method: opened.method, qr, reference, counters, expiresAt })
    } catch (error) {
      if (!(error instanceof ApiError)) return setAlert(errorText(error))
      keys.current.answered()
      setAlert(refusal(error) ?? errorText(error))
      // The payoff, the methods or the wallets changed since the page loaded: the form follows the server's.
      if ([40001, 40008, 40009, 40150].includes(error.code)) void onReload()
    } finally {
      setSending(false)
    }
  }

  /** The server's own bounds, in words, when it refused the amount. */
  function refusal(error: ApiError): string | null {
    if (!error.range) return null
    if (error.code === 40008) {
      const name = names[method.method]
      const methodMax = formatMoney(error.range.max, currency)
      return t`${name} takes at most ${methodMax} in one payment`
    }
    const min = formatMoney(error.range.min, currency)
    const max = formatMoney(error.range.max, currency)
    return t`Enter an amount from ${min} to ${max}`
  }

  return {
    methods,
    method,
    choose: setChosen,
    wallets,
    wallet,
    chooseWallet: setChosenWallet,
    text,
    setText: (value: string) => setText(decimalAmountText(value)),
    leave: () => setTouched(true),
    touched,
    problem: repayProblem(text, limits),
    limits,
    payoff,
    /** Puts the payoff, or the largest single payment towards it, into the field. */
    takePayoff: () => {
      setText(amountText(limits.max))
      setTouched(true)
    },
    pay,
    sending,
    alert,
    waiting,
    received,
  }
}

export type RepayState = ReturnType<typeof useRepay>
