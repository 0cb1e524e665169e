// Orders: progress, list, detail, contract, and the two changes a borrower makes
// (accept the contract, cancel). Each change is sent with a key the caller keeps
// for one confirmation, so a repeat after a lost answer is recognised. What is read is
// kept on the phone and shown offline (src/offline/loan-copies.ts); the changes never are.
import { useEffect, useRef, useState } from 'react'
import type { Data } from '../../../contract/endpoints'
import type { Locale } from '../../../contract/locales'
import { call } from '../../api/client'
import { type KeptRemote, useKeptRemote } from '../../offline/use-kept-remote'

export type OrderInfo = Data<'/loan/orderInfo'>
export type OrderSummary = Data<'/loan/getUserOrderList'>[number]
export type ContractData = Data<'/loan/contract'>

export function useLoanProgress() {
  return useKeptRemote({ kind: 'progress' }, () => call('/loan/getLoanProgress', {}))
}

export function useOrderList() {
  return useKeptRemote({ kind: 'orders' }, () => call('/loan/getUserOrderList', {}))
}

export function fetchOrder(orderId: number): Promise<OrderInfo> {
  return call('/loan/orderInfo', { loanOrderId: orderId })
}

/** The contract written in `locale`, the app's language: its downloadable document too. */
export function fetchContract(orderId: number, locale: Locale): Promise<ContractData> {
  return call('/loan/contract', { loanOrderId: orderId, locale })
}

/** The order and its contract, each kept on the phone. */
export function useContract(orderId: number, locale: Locale) {
  return {
    contract: useKeptRemote({ kind: 'contract', id: orderId }, () => fetchContract(orderId, locale)),
    order: useKeptRemote({ kind: 'order', id: orderId }, () => fetchOrder(orderId)),
  }
}

export function acceptContract(orderId: number, idempotencyKey: string) {
  return call('/loan/contract/accept', { loanOrderId: orderId }, { idempotencyKey })
}

export function cancelOrder(orderId: number, idempotencyKey: string) {
  return call('/loan/cancel', { loanOrderId: orderId }, { idempotencyKey })
}

export type Polling = { everyMs: number; forMs: number; while: (status: number) => boolean }

/**
 * One order, asked again every `everyMs` while `while(status)` holds, for at most
 * `forMs`: a decision arrives in the background within seconds of applying.
 */
export function useOrder(orderId: number, poll?: Polling): KeptRemote<OrderInfo> & { polling: boolean } {
  const remote = useKeptRemote({ kind: 'order', id: orderId }, () => fetchOrder(orderId))
  const startedAt = useRef(Date.now())
  const [expired, setExpired] = useState(false)
  const status = remote.data?.status
  const polling = poll !== undefined && !expired && (status === undefined || poll.while(status))
  const { reload, loading } = remote
  const everyMs = poll?.everyMs ?? 0
  const forMs = poll?.forMs ?? 0
  useEffect(() => {
    // Armed again after every answer, so one request is in flight at a time.
    if (!polling || loading) return
    const timer = setTimeout(() => {
      if (Date.now() - startedAt.current >= forMs) setExpired(true)
      else void reload()
    }, everyMs)
    return () => clearTimeout(timer)
  }, [polling, loading, everyMs, forMs, reload])
  return { ...remote, polling }
}
