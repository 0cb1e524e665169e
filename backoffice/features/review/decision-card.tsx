import { type FormEvent, useState } from 'react'
import type { StaffDecision } from '../../../contract/admin/schemas/review'
import { NOTE_MAX } from '../../../contract/admin/schemas/common'
import { call } from '../../api'
import { useSession } from '../../session'
import { when, words } from '../../components/format'
import { ErrorNotice } from '../../components/notice'
import { Badge } from '../../components/status-badge'

/** A reviewer's decision with its note; one against the engine takes another member's second look here. */
export function DecisionCard({ decision, onChanged }: { decision: StaffDecision; onChanged: () => void }) {
  const staff = useSession()?.staff
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const flagged = decision.againstFindings.length > 0
  const canLook = flagged && decision.secondLook === null && staff !== undefined && staff.name !== decision.staffName && (staff.roles.includes('reviewer') || staff.roles.includes('checker'))
  const look = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const note = String(new FormData(event.currentTarget).get('note') ?? '')
    setBusy(true)
    setError(null)
    try {
      await call('/review/secondLook', { decisionId: decision.id, note })
      onChanged()
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className={flagged ? 'card flagged' : 'card'} aria-label={`Decision ${decision.id}`}>
      <h2>
        {decision.decision === 'approve' ? 'Approved' : 'Refused'} by {decision.staffName}{' '}
        {flagged ? <Badge tone={decision.secondLook ? 'done' : 'wait'}>{decision.secondLook ? 'second look given' : 'waiting for a second look'}</Badge> : null}
      </h2>
      <p className="muted small">{when(decision.at)}</p>
      {decision.reasons.length > 0 ? <p>Reasons: {decision.reasons.map(words).join(', ')}</p> : null}
      <p>Note: {decision.note}</p>
      {flagged ? <p className="against">Against the engine's finding: {decision.againstFindings.map(words).join(', ')}</p> : null}
      {decision.secondLook ? (
        <p>
          Second look by {decision.secondLook.staffName} on {when(decision.secondLook.at)}: {decision.secondLook.note}
        </p>
      ) : null}
      {canLook ? (
        <form className="stack" onSubmit={(e) => void look(e)} aria-label={`Second look at decision ${decision.id}`}>
          <label>
            Your second look (what you checked, and whether the decision stands)
            <textarea name="note" rows={2} maxLength={NOTE_MAX} required />
          </label>
          <button type="submit" className="button primary" disabled={busy}>
            Record second look
          </button>
        </form>
      ) : null}
      <ErrorNotice error={error} />
    </article>
  )
}
