// More time on one period: the order's schedule, what moving a due date costs, and the change.
// Never queued: it changes what the borrower owes, so it needs a connection.
import type { Data } from '../../../contract/endpoints'
import type { ExtensionScope } from '../../../contract/loan-extension'
import { call } from '../../api/client'
import { useRemote } from '../../api/use-remote'

export type ExtensionQuote = Data<'/loan/extension/quote'>
export type ExtensionAsk = { orderId: number; period: number; days: number; scope: ExtensionScope }

export function useOrderSchedule(orderId: number) {
  return useRemote(() => call('/loan/orderInfo', { loanOrderId: orderId }))
}

export function quoteExtension({ orderId, period, days, scope }: ExtensionAsk): Promise<ExtensionQuote> {
  return call('/loan/extension/quote', { loanOrderId: orderId, period, days, scope })
}

export function applyExtension({ orderId, period, days, scope }: ExtensionAsk, idempotencyKey: string) {
  return call('/loan/extension/apply', { loanOrderId: orderId, period, days, scope }, { idempotencyKey })
}
