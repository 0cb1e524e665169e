import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../contract/api-error'
import { EXTENSION_DAYS, type ExtensionScope } from '../../../contract/loan-extension'
import { PERIOD_STATUS } from '../../../contract/order-status'
import { requestKeys } from '../../api/request-key'
import { errorText } from '../../i18n/error-text'
import { whileBlocking } from '../../state/activity'
import { applyExtension, type ExtensionQuote, quoteExtension } from './api'

type Period = { period: number; dueDate: string; status: number }
export type ExtensionDays = (typeof EXTENSION_DAYS)[number]
export type Applied = { newDueDate: string; fee: number; scope: ExtensionScope; moved: number }

/**
 * The borrower's choice (an unpaid period, 7, 14 or 30 days, that payment only or every later one
 * too), what it costs as the server quotes it, and the change once confirmed. A refusal is the
 * server's catalogue reason; the choice stays as it was, so one tap on the other scope or fewer days
 * asks again.
 */
export function useExtension(orderId: number, periods: readonly Period[], online: boolean) {
  const unpaid = periods.filter((p) => p.status !== PERIOD_STATUS.repaid)
  const [period, setPeriod] = useState<number | null>(unpaid[0]?.period ?? null)
  const [days, setDays] = useState<ExtensionDays>(EXTENSION_DAYS[0])
  // One payment by default: later dates keep the repayment day the borrower chose.
  const [scope, setScope] = useState<ExtensionScope>('one')
  const [quote, setQuote] = useState<ExtensionQuote | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [applied, setApplied] = useState<Applied | null>(null)
  const [sending, setSending] = useState(false)
  const keys = useRef(requestKeys())

  useEffect(() => {
    if (period === null || !online || applied) return
    let current = true
    setQuote(null)
    setRefusal(null)
    quoteExtension({ orderId, period, days, scope }).then(
      (answer) => current && setQuote(answer),
      (error: unknown) => current && setRefusal(errorText(error)),
    )
    return () => {
      current = false
    }
  }, [orderId, period, days, scope, online, applied])

  async function confirm() {
    if (period === null || quote === null || sending) return
    const ask = { orderId, period, days, scope }
    setSending(true)
    try {
      const answer = await whileBlocking(() => applyExtension(ask, keys.current.keyFor(ask)))
      keys.current.answered()
      setApplied({ newDueDate: answer.newDueDate, fee: answer.fee, scope: answer.scope, moved: answer.moves.length })
    } catch (error) {
      // A refusal ends this ask; a lost answer keeps the quote and the key, so trying again is the same change.
      if (error instanceof ApiError) {
        keys.current.answered()
        setQuote(null)
      }
      setRefusal(errorText(error))
    } finally {
      setSending(false)
    }
  }

  return { unpaid, period, setPeriod, days, setDays, scope, setScope, quote, refusal, applied, sending, confirm }
}
