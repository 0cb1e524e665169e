import { type FormEvent, useState } from 'react'
import { NOTE_MAX } from '../../contract/admin/schemas/common'
import { HOLD_REASONS, type HoldReason } from '../../contract/hold-reasons'
import { call } from '../api'
import { words } from './format'
import { ErrorNotice } from './notice'

/** What the borrower's app asks for each reason; a hold asks for nothing else (no payment, ever). */
const ASKS: Record<HoldReason, string> = {
  reupload_identity_photo: 'The borrower is asked to take the identity photos again.',
  verify_bank_account: 'The borrower is told we are confirming the account is in their own name.',
  identity_under_review: 'The borrower is told the team is checking their identity.',
  account_security_check: 'The borrower is told recent activity is being checked.',
}

export function HoldPanel({ userId, hold, onChanged }: { userId: number; hold: HoldReason | null; onChanged: () => void }) {
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    setError(null)
    try {
      await action()
      onChanged()
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  const put = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const reason = String(form.get('reason')) as HoldReason
    void run(() => call('/borrowers/hold', { userId, reason, note: String(form.get('note') ?? '') }))
  }
  return (
    <div className={hold ? 'card hold on-hold' : 'card hold'}>
      <h2>Hold</h2>
      <p className="small muted">A hold stops new applications and withdrawals until it is lifted.</p>
      <ErrorNotice error={error} />
      {hold ? (
        <>
          <p>
            On hold: <strong>{words(hold)}</strong>
          </p>
          <p className="small">{ASKS[hold]}</p>
          <button type="button" className="button" disabled={busy} onClick={() => run(() => call('/borrowers/liftHold', { userId }))}>
            Lift hold
          </button>
        </>
      ) : (
        <form onSubmit={put}>
          <label>
            Reason
            <select name="reason" defaultValue={HOLD_REASONS[0]}>
              {HOLD_REASONS.map((r) => (
                <option key={r} value={r}>
                  {words(r)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Note (why; staff only)
            <input name="note" required maxLength={NOTE_MAX} />
          </label>
          <button type="submit" className="button danger" disabled={busy}>
            Put on hold
          </button>
        </form>
      )}
    </div>
  )
}
