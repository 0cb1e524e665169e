// Xendit's own book of payments received (the payment kind's second port), as documented at
// docs.xendit.co (read 2026-11-26): GET /transactions (apidocs/list-transactions): types,
// reference_id, created[gte]/[lt], limit, after_id; statuses PENDING, SUCCESS, FAILED, VOIDED, REVERSED.
import { minorDigitsOfCurrency } from '../../../../contract/market/profiles'
import { toMinor } from '../../../../contract/money'
import { errorCodeOf, xenditClient, type XenditConfig, XenditError } from '../../xendit-client/client'
import type { PaymentTransactions, ProviderTransaction } from '../port'

type XenditTransaction = { id: string; reference_id: string; amount: number; currency: string; status: string; created: string; updated?: string }

function statusOf(status: string): ProviderTransaction['status'] | null {
  if (status === 'SUCCESS') return 'paid'
  if (status === 'VOIDED' || status === 'REVERSED') return 'refunded'
  if (status === 'FAILED') return 'failed'
  return null
}

function transactionOf(t: XenditTransaction): ProviderTransaction | null {
  const status = statusOf(t.status)
  // Xendit gives amounts in the currency's major units; a currency no market pays in is no repayment of ours.
  const digits = minorDigitsOfCurrency(t.currency)
  if (!status || typeof t.reference_id !== 'string' || digits === undefined) return null
  return { reference: t.reference_id, providerId: t.id, amountMinor: toMinor(Number(t.amount), digits), currency: t.currency, paidAt: new Date(t.updated ?? t.created), status }
}

// One page is at most 50 transactions; a day of a lender's repayments is read page by page.
const PAGE = 50
const MAX_PAGES = 2_000

/** Xendit's own book of payments received, for reports and the daily reconciliation. */
export function xenditTransactions(config: XenditConfig & { timeoutMs: number }): PaymentTransactions {
  const call = xenditClient(config)
  const page = async (query: URLSearchParams): Promise<{ data: XenditTransaction[]; hasMore: boolean }> => {
    const { status, body } = await call(`/transactions?${query}`, { method: 'GET' }, AbortSignal.timeout(config.timeoutMs))
    if (status !== 200) throw new XenditError(status, errorCodeOf(body))
    const answer = body as { data?: unknown; has_more?: unknown } | null
    return { data: Array.isArray(answer?.data) ? (answer.data as XenditTransaction[]) : [], hasMore: answer?.has_more === true }
  }
  const all = async (query: URLSearchParams): Promise<ProviderTransaction[]> => {
    const found: ProviderTransaction[] = []
    for (let n = 0; n < MAX_PAGES; n++) {
      const { data, hasMore } = await page(query)
      for (const t of data) {
        const transaction = transactionOf(t)
        if (transaction) found.push(transaction)
      }
      const last = data.at(-1)
      if (!hasMore || !last) break
      query.set('after_id', last.id)
    }
    return found.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())
  }
  return {
    list: ({ from, to }) => all(new URLSearchParams({ types: 'PAYMENT', 'created[gte]': from.toISOString(), 'created[lt]': to.toISOString(), limit: String(PAGE) })),
    findByReference: (reference) => all(new URLSearchParams({ types: 'PAYMENT', reference_id: reference, limit: String(PAGE) })),
  }
}
