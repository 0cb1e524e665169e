import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../contract/api-error'
import { ORDER_STATUS } from '../../../contract/order-status'
import { paymentExpiresAt } from '../../../contract/payment-methods'
import { requestKeys } from '../../api/request-key'
import { usePolling } from '../../api/use-polling'
import { errorText } from '../../i18n/error-text'
import { whileBlocking } from '../../state/activity'
import { amountOf, amountText, decimalAmountText } from '../../ui/amount-text'
import { formatMoney } from '../../ui/formats'
import { cancelPayment, type OpenPayment, type OrderInfo, recharge } from './api'
import { useMethodNames } from './method-names'
import { type CheckResult, leftTheList, type ShownPayment, shownPayments } from './open-payment-rules'
import { type MethodLimit, methodsOf, paymentLimits, payoffOf, repayPrefill, repayProblem } from './repay-rules'

const PAYMENT_POLL_MS = 3_000
const PAYMENT_POLL_FOR_MS = 15 * 60_000

/**
 * A payment opened for `amount`, while what was owed before it is still owed: its page, and for
 * a QR or a counter payment what the borrower scans or gives at the counter, until when.
 */
export type Waiting = ShownPayment & { owedBefore: number }
/** A payment that arrived: its amount, and the payment whose receipt can be opened. */
export type Received = { amount: number; paymentId: string }

// A loan with no way to pay offered (the server lists none): nothing can be sent, and the form says so.
const NO_METHOD: MethodLimit = { method: 'page', maxAmount: 0 }

/** The loan's open payments as the screen reads them (useOpenPayments). */
type OpenList = { data: OpenPayment[] | undefined; reload: () => Promise<void> }

/**
 * One repayment: the method and the amount (prefilled with the next period), the payment page
 * opened in a new tab, then the order asked again until the payment shows in it. While a payment
 * is open or has just arrived, it comes first and the form waits behind "Make another payment".
 */
export function useRepay(order: OrderInfo, currency: string, onReload: () => Promise<void>, open: OpenList) {
  const { t } = useLingui()
  const names = useMethodNames()
  const methods = methodsOf(order)
  const [chosen, setChosen] = useState<string | undefined>(methods[0]?.method)
  const method = methods.find((m) => m.method === chosen) ?? methods[0] ?? NO_METHOD
  // The e-wallet's wallets to pick from, the server's default first; none for the other methods.
  const wallets = method.wallets ?? []
  const [chosenWallet, setChosenWallet] = useState<string | undefined>()
  const wallet: string | undefined = (wallets.find((w) => w.code === chosenWallet) ?? wallets[0])?.code
  // The virtual account's banks, the same way.
  const banks = method.banks ?? []
  const [chosenBank, setChosenBank] = useState<string | undefined>()
  const bank: string | undefined = (banks.find((b) => b.code === chosenBank) ?? banks[0])?.code
  // A counter code's chains, where a code is for one chain.
  const chains = method.chains ?? []
  const [chosenChain, setChosenChain] = useState<string | undefined>()
  const counter: string | undefined = (chains.find((c) => c.code === chosenChain) ?? chains[0])?.code
  const payoff = payoffOf(order)
  const limits = paymentLimits(payoff, method)
  const [text, setText] = useState(() => repayPrefill(order, limits))
  const [touched, setTouched] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [waiting, setWaiting] = useState<Waiting | null>(null)
  const [received, setReceived] = useState<Received | null>(null)
  const [sending, setSending] = useState(false)
  const [another, setAnother] = useState(false)
  const [checking, setChecking] = useState<string | null>(null)
  const [checked, setChecked] = useState<(CheckResult & { paymentId: string }) | null>(null)
  // Bumped by each answer the borrower asked for (Pay, check again): the screen brings it into view.
  const [answered, setAnswered] = useState(0)
  const keys = useRef(requestKeys())
  const owed = order.outstanding ?? 0
  const now = Date.now()
  const payments = shownPayments(waiting, open.data ?? [], now)
  const payable = payments.filter((p) => !p.expired)
  const reloadAll = async () => {
    await Promise.all([onReload(), open.reload()])
  }

  usePolling(payable.length > 0, reloadAll, PAYMENT_POLL_MS, PAYMENT_POLL_FOR_MS)
  // A listed payment that leaves the list while what is owed drops has arrived, whichever of the
  // two answers came first (the poll, "check again", or the borrower coming back to the screen).
  const seen = useRef<{ list: readonly ShownPayment[]; owed: number } | null>(null)
  const vanished = useRef<{ payment: ShownPayment; owed: number }[]>([])
  useEffect(() => {
    if (open.data === undefined) return
    if (seen.current && seen.current.list !== open.data) {
      const before = seen.current
      vanished.current.push(...leftTheList(before.list, open.data, Date.now()).map((payment) => ({ payment, owed: before.owed })))
    }
    if (seen.current?.list !== open.data) seen.current = { list: open.data, owed }
    const arrived = vanished.current.find((v) => owed < v.owed || order.status === ORDER_STATUS.settled)
    if (!arrived) return
    vanished.current = []
    setReceived({ amount: arrived.payment.amt, paymentId: arrived.payment.paymentId })
    setChecked((c) => (c && c.paymentId === arrived.payment.paymentId ? { ...c, found: 'received' } : c))
    setWaiting((w) => (w?.paymentId === arrived.payment.paymentId ? null : w))
    setAnother(false)
  }, [open.data, owed, order.status])
  useEffect(() => {
    if (!waiting || (owed >= waiting.owedBefore && order.status !== ORDER_STATUS.settled)) return
    setReceived({ amount: waiting.amt, paymentId: waiting.paymentId })
    setChecked((c) => (c && c.paymentId === waiting.paymentId ? { ...c, found: 'received' } : c))
    setWaiting(null)
    setAnother(false)
    setText(repayPrefill(order, paymentLimits(payoffOf(order), method)))
    setTouched(false)
  }, [waiting, owed, order, method])

  async function pay() {
    setTouched(true)
    const amt = amountOf(text)
    if (amt === null || methods.length === 0 || repayProblem(text, limits) !== null) return
    const body = { orderId: order.orderId, amt, method: method.method, wallet, bank, counter }
    setAlert(null)
    setReceived(null)
    setSending(true)
    try {
      const opened = await whileBlocking(() => recharge(order.orderId, amt, method.method, { wallet, bank, counter }, keys.current.keyFor(body)))
      keys.current.answered()
      // A page is the provider's: a new tab, with no way back into this one. A QR and a counter
      // code are shown here, to scan or to take to the counter.
      if (opened.method === 'page' || opened.method === 'ewallet') window.open(opened.url, '_blank', 'noopener')
      const { url, paymentId, qr, reference, counters, expiresAt } = opened
      setWaiting({ paymentId, method: opened.method, amt, url, qr, reference, counters, bank: opened.bank, expiresAt: expiresAt ?? paymentExpiresAt(opened.method, new Date()).toISOString(), owedBefore: owed })
      setAnother(false)
      // The list is asked again at once, so the copy kept on the phone holds this code before the borrower leaves.
      void open.reload()
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlert(errorText(error))
        return
      }
      keys.current.answered()
      setAlert(refusal(error) ?? errorText(error))
      // The payoff, the methods or the wallets changed since the page loaded, or other payments are
      // open: the form and the list follow the server's.
      if ([40001, 40008, 40009, 40150, 40151].includes(error.code)) void reloadAll()
    } finally {
      setSending(false)
      setAnswered((n) => n + 1)
    }
  }

  /** "I paid — check again": asks now, then says when it looked and what it found. */
  async function check(payment: ShownPayment) {
    setChecking(payment.paymentId)
    if (waiting?.paymentId !== payment.paymentId) setWaiting({ ...payment, owedBefore: owed })
    let found: CheckResult['found'] = 'notYet'
    try {
      await Promise.all([onReload(), open.reload()])
    } catch {
      found = 'failed'
    }
    setChecking(null)
    setChecked((c) => ({ paymentId: payment.paymentId, at: new Date().toISOString(), found: c?.paymentId === payment.paymentId && c.found === 'received' ? 'received' : found }))
    setAnswered((n) => n + 1)
  }

  async function cancel(payment: ShownPayment) {
    try {
      await cancelPayment(payment.paymentId, crypto.randomUUID())
      if (waiting?.paymentId === payment.paymentId) setWaiting(null)
    } catch (error) {
      setAlert(errorText(error))
      setAnswered((n) => n + 1)
    }
    await reloadAll().catch(() => undefined)
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
    banks,
    bank,
    chooseBank: setChosenBank,
    chains,
    counter,
    chooseChain: setChosenChain,
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
    /** The loan's payments to show first: the one just opened, then the others still listed. */
    payments,
    /** Whether the form (and its Pay button) shows: not while a payment is open or has just arrived, unless asked for. */
    formShown: another || (payable.length === 0 && received === null),
    showForm: () => setAnother(true),
    check: (payment: ShownPayment) => void check(payment),
    checking,
    checked,
    cancel,
    answered,
  }
}

export type RepayState = ReturnType<typeof useRepay>
