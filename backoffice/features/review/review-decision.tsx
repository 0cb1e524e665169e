import { type FormEvent, useState } from 'react'
import { againstFindings } from '../../../contract/admin/against-findings'
import type { Finding } from '../../../contract/admin/schemas/review'
import { NOTE_MAX } from '../../../contract/admin/schemas/common'
import { ApiError } from '../../../contract/api-error'
import { DECISION_REASONS, type DecisionReason } from '../../../contract/decision-reasons'
import { call } from '../../api'
import { words } from '../../components/format'
import { ErrorNotice } from '../../components/notice'
import { DateInput } from '../../components/date-input'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** What the borrower reads for a reason the engine never gives: neutral words, never the note. */
const STAFF_ONLY: Partial<Record<DecisionReason, string>> = {
  fraud: 'fraud suspected (the borrower reads: the information could not be confirmed)',
  other: 'other (say what in the note; the borrower reads: we cannot lend now)',
}

export type Decided = { what: string; next: boolean }

/**
 * Approve, or refuse with reasons from the catalogue and a reapply date; both with a note for staff
 * and auditors. A decision against the engine's findings is announced before it is sent: the note
 * must justify it, and another member gives it a second look.
 */
export function ReviewDecision({ orderId, findings, onDecided }: { orderId: number; findings: Finding[]; onDecided: (decided: Decided) => void }) {
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [reasons, setReasons] = useState<DecisionReason[]>([])
  const [note, setNote] = useState('')
  const approveAgainst = againstFindings(findings, { decision: 'approve', reasons: [] })
  const refuseAgainst = againstFindings(findings, { decision: 'refuse', reasons })
  const run = async (action: () => Promise<unknown>, decided: Decided) => {
    if (note.trim() === '') return setError(new ApiError(10004, { message: 'Write a note: why you decide so. The borrower never sees it.', fields: ['note'] }))
    setBusy(true)
    setError(null)
    try {
      await action()
      onDecided(decided)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  const approve = (next: boolean) =>
    run(() => call('/review/approve', { orderId, note }), { what: 'Approved. The borrower can now accept the contract.', next })
  const refuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'next'
    const reapplyAfter = String(new FormData(event.currentTarget).get('reapplyAfter') ?? '')
    if (reasons.length === 0) return setError(new ApiError(10004, { message: 'Tick at least one reason.' }))
    void run(() => call('/review/refuse', { orderId, reasons, reapplyAfter, note }), { what: 'Refused. The borrower sees the reasons in their language and the reapply date, not the note.', next })
  }
  const toggle = (reason: DecisionReason, on: boolean) => setReasons((list) => (on ? [...list, reason] : list.filter((r) => r !== reason)))
  return (
    <div className="card decision">
      <h2>Decision</h2>
      <label>
        Note (why; for staff and auditors, never shown to the borrower)
        <textarea name="note" rows={3} maxLength={NOTE_MAX} required value={note} onChange={(e) => { setNote(e.currentTarget.value); setError(null) }} />
      </label>
      <ErrorNotice error={error} />
      {approveAgainst.length > 0 ? (
        <p className="against" role="note">
          Approving goes against the engine: {approveAgainst.map(words).join(', ')} failed. Say why in the note; the decision will be flagged for a second look.
        </p>
      ) : null}
      <div className="row-form">
        <button type="button" className="button primary" disabled={busy} onClick={() => void approve(false)}>
          Approve
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void approve(true)}>
          Approve and next
        </button>
      </div>
      <form onSubmit={refuse} className="refuse">
        <fieldset>
          <legend>Or refuse, because:</legend>
          {DECISION_REASONS.map((reason) => (
            <label key={reason} className="check">
              <input type="checkbox" name="reason" value={reason} checked={reasons.includes(reason)} onChange={(e) => toggle(reason, e.currentTarget.checked)} />{' '}
              {STAFF_ONLY[reason] ?? words(reason)}
            </label>
          ))}
        </fieldset>
        {refuseAgainst.length > 0 ? (
          <p className="against" role="note">
            Refusing for {refuseAgainst.map(words).join(', ')} goes against the engine, which found it passed. Say why in the note; the decision will be flagged for a second look.
          </p>
        ) : null}
        <label>
          May apply again from
          <DateInput name="reapplyAfter" defaultValue={inDays(30)} min={inDays(0)} required />
        </label>
        <div className="row-form">
          <button type="submit" className="button danger" disabled={busy}>
            Refuse
          </button>
          <button type="submit" className="button" value="next" disabled={busy}>
            Refuse and next
          </button>
        </div>
      </form>
    </div>
  )
}
