import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../contract/api-error'
import { ORDER_STATUS } from '../../../contract/order-status'
import { requestKeys } from '../../api/request-key'
import { usePolling } from '../../api/use-polling'
import { errorText } from '../../i18n/error-text'
import { whileBlocking } from '../../state/activity'
import { amountOf, amountText, decimalAmountText } from '../../ui/amount-text'
import { type OrderInfo, recharge } from './api'
import { paymentLimits, payoffOf, repayPrefill, repayProblem } from './repay-rules'

const PAYMENT_POLL_MS = 3_000
const PAYMENT_POLL_FOR_MS = 15 * 60_000

/** A payment page opened for `amount`, while what was owed before it is still owed. */
type Waiting = { url: string; amount: number; owedBefore: number }

/**
 * One repayment: the amount (prefilled with the next period), the payment page opened
 * in a new tab, then the order asked again until the payment shows in it.
 */
export function useRepay(order: OrderInfo, onReload: () => Promise<void>) {
  const { t } = useLingui()
  const [text, setText] = useState(() => repayPrefill(order))
  const [touched, setTouched] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [waiting, setWaiting] = useState<Waiting | null>(null)
  const [received, setReceived] = useState<number | null>(null)
  const [sending, setSending] = useState(false)
  const keys = useRef(requestKeys())
  const payoff = payoffOf(order)
  const limits = paymentLimits(payoff)
  const owed = order.outstanding ?? 0

  usePolling(waiting !== null, onReload, PAYMENT_POLL_MS, PAYMENT_POLL_FOR_MS)
  useEffect(() => {
    if (!waiting || (owed >= waiting.owedBefore && order.status !== ORDER_STATUS.settled)) return
    setReceived(waiting.amount)
    setWaiting(null)
    setText(repayPrefill(order))
    setTouched(false)
  }, [waiting, owed, order])

  async function pay() {
    setTouched(true)
    const amt = amountOf(text)
    if (amt === null || repayProblem(text, limits) !== null) return
    const body = { orderId: order.orderId, amt }
    setAlert(null)
    setReceived(null)
    setSending(true)
    try {
      const { url } = await whileBlocking(() => recharge(order.orderId, amt, keys.current.keyFor(body)))
      keys.current.answered()
      // The payment page is the provider's: a new tab, with no way back into this one.
      window.open(url, '_blank', 'noopener')
      setWaiting({ url, amount: amt, owedBefore: owed })
    } catch (error) {
      if (error instanceof ApiError) keys.current.answered()
      setAlert(error instanceof ApiError && error.code === 40001 ? t`Enter an amount within the limits shown` : errorText(error))
    } finally {
      setSending(false)
    }
  }

  return {
    text,
    setText: (value: string) => setText(decimalAmountText(value)),
    leave: () => setTouched(true),
    touched,
    problem: repayProblem(text, limits),
    limits,
    payoff,
    /** Puts the largest single payment towards paying everything off into the field. */
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
