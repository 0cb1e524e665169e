import type { FormEvent } from 'react'
import { call } from '../../../api'
import { amountStep, typedAmount } from '../../../components/format'
import { ErrorNotice, Notice } from '../../../components/notice'
import { useFourEyesRequest } from '../../../components/use-four-eyes-request'

/**
 * Posts money the provider received for this loan but never reported, named by the provider's
 * own reference (never by hand without one): applied like any payment, once per reference.
 */
export function PostingForm({ orderId }: { orderId: number }) {
  const request = useFourEyesRequest('Posting')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void request.send(() => call('/posting/request', { orderId, providerReference: String(form.get('providerReference')).trim(), amount: typedAmount(form.get('amount')) }))
  }
  if (request.done) return <Notice>{request.done}</Notice>
  return (
    <form className="row-form" onSubmit={submit} aria-label={`Post a received payment to order ${orderId}`}>
      <label>
        Provider reference
        <input name="providerReference" required minLength={4} maxLength={64} autoComplete="off" />
      </label>
      <label>
        Amount received
        <input name="amount" type="number" min={amountStep()} step={amountStep()} required inputMode="decimal" />
      </label>
      <button type="submit" className="button small" disabled={request.busy}>
        Request posting
      </button>
      <ErrorNotice error={request.error} />
    </form>
  )
}
