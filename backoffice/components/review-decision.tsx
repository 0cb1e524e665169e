import { type FormEvent, useState } from 'react'
import { ApiError } from '../../contract/api-error'
import { DECISION_REASONS, type DecisionReason } from '../../contract/decision-reasons'
import { call } from '../api'
import { words } from './format'
import { ErrorNotice } from './notice'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Approve, or refuse with reasons from the catalogue (never free text) and a reapply date. */
export function ReviewDecision({ orderId, onDecided }: { orderId: number; onDecided: (what: string) => void }) {
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>, what: string) => {
    setBusy(true)
    setError(null)
    try {
      await action()
      onDecided(what)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  const refuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const reasons = form.getAll('reason').map(String) as DecisionReason[]
    const reapplyAfter = String(form.get('reapplyAfter') ?? '')
    if (reasons.length === 0) return setError(new ApiError(10004, { message: 'Tick at least one reason.' }))
    void run(() => call('/review/refuse', { orderId, reasons, reapplyAfter }), 'Refused. The borrower sees the reasons and the reapply date.')
  }
  return (
    <div className="card decision">
      <h2>Decision</h2>
      <ErrorNotice error={error} />
      <button type="button" className="button primary" disabled={busy} onClick={() => run(() => call('/review/approve', { orderId }), 'Approved. The borrower can now accept the contract.')}>
        Approve
      </button>
      <form onSubmit={refuse} className="refuse">
        <fieldset>
          <legend>Or refuse, because:</legend>
          {DECISION_REASONS.map((reason) => (
            <label key={reason} className="check">
              <input type="checkbox" name="reason" value={reason} /> {words(reason)}
            </label>
          ))}
        </fieldset>
        <label>
          May apply again from
          <input type="date" name="reapplyAfter" defaultValue={inDays(30)} min={inDays(0)} required />
        </label>
        <button type="submit" className="button danger" disabled={busy}>
          Refuse
        </button>
      </form>
    </div>
  )
}
