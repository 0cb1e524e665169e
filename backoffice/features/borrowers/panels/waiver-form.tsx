import type { FormEvent } from 'react'
import { WAIVER_REASONS } from '../../../../contract/admin/schemas/money-requests'
import { NOTE_MAX } from '../../../../contract/admin/schemas/common'
import { call } from '../../../api'
import { amountStep, typedAmount, words } from '../../../components/format'
import { ErrorNotice, Notice } from '../../../components/notice'
import { useFourEyesRequest } from '../../../components/use-four-eyes-request'

type Reason = (typeof WAIVER_REASONS)[number]

/** Asks to waive interest or fees still owed on one installment; never principal, which only a write-off forgives. */
export function WaiverForm({ orderId }: { orderId: number }) {
  const request = useFourEyesRequest('Waiver')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void request.send(() => call('/waiver/request', { orderId, period: Number(form.get('period')), amount: typedAmount(form.get('amount')), reason: String(form.get('reason')) as Reason, note: String(form.get('note') ?? '') }))
  }
  if (request.done) return <Notice>{request.done}</Notice>
  return (
    <form className="row-form" onSubmit={submit} aria-label={`Waive charges on order ${orderId}`}>
      <label>
        Installment
        <input name="period" type="number" min={1} step={1} required defaultValue={1} />
      </label>
      <label>
        Interest or fees to waive
        <input name="amount" type="number" min={amountStep()} step={amountStep()} required inputMode="decimal" />
      </label>
      <label>
        Why
        <select name="reason" defaultValue={WAIVER_REASONS[0]}>
          {WAIVER_REASONS.map((r) => (
            <option key={r} value={r}>
              {words(r)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Note (staff only)
        <input name="note" required maxLength={NOTE_MAX} />
      </label>
      <button type="submit" className="button small" disabled={request.busy}>
        Request waiver
      </button>
      <ErrorNotice error={request.error} />
    </form>
  )
}
