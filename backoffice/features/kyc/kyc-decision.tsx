import { type FormEvent, useState } from 'react'
import { KYC_STAFF_REASONS, type KycStaffReason } from '../../../contract/kyc'
import { call } from '../../api'
import { KYC_REASON_WORDS } from './kyc-words'
import { ErrorNotice } from '../../components/notice'

const REJECT_REASONS = KYC_STAFF_REASONS.filter((r) => r !== 'documents_checked')

/**
 * Verify (the documents were checked) or reject with a reason from the catalogue; a note is always
 * required and stays with staff. The borrower sees only the outcome and the reason's own words.
 */
export function KycDecision({ userId, onDecided }: { userId: number; onDecided: (what: string, next: boolean) => void }) {
  const [decision, setDecision] = useState<'verify' | 'reject'>('verify')
  const [reason, setReason] = useState<KycStaffReason>('photo_unreadable')
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const next = submitter?.getAttribute('value') === 'next'
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim()
    setBusy(true)
    setError(null)
    try {
      await call('/kyc/decide', { userId, decision, reason: decision === 'verify' ? 'documents_checked' : reason, note })
      onDecided(decision === 'verify' ? 'Verified. Applications waiting for this identity are decided again.' : `Rejected: ${KYC_REASON_WORDS[reason]}. The borrower sees what to do next.`, next)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="card decision" onSubmit={submit}>
      <h2>Decision</h2>
      <ErrorNotice error={error} />
      <fieldset>
        <legend>Outcome</legend>
        <label className="check">
          <input type="radio" name="decision" value="verify" checked={decision === 'verify'} onChange={() => setDecision('verify')} /> Verify: I checked the documents
        </label>
        <label className="check">
          <input type="radio" name="decision" value="reject" checked={decision === 'reject'} onChange={() => setDecision('reject')} /> Reject
        </label>
      </fieldset>
      {decision === 'reject' ? (
        <label>
          Reason (the borrower sees it in their language)
          <select name="reason" value={reason} onChange={(e) => setReason(e.target.value as KycStaffReason)}>
            {REJECT_REASONS.map((r) => (
              <option key={r} value={r}>
                {KYC_REASON_WORDS[r]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        Note (required; kept with the decision and in the audit log, never shown to the borrower)
        <textarea name="note" required minLength={3} rows={3} />
      </label>
      <div className="row">
        <button type="submit" name="then" value="stay" className={decision === 'verify' ? 'button primary' : 'button danger'} disabled={busy}>
          {decision === 'verify' ? 'Verify' : 'Reject'}
        </button>
        <button type="submit" name="then" value="next" className="button" disabled={busy}>
          {decision === 'verify' ? 'Verify and next' : 'Reject and next'}
        </button>
      </div>
    </form>
  )
}
