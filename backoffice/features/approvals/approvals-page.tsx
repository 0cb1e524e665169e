import { type FormEvent, useState } from 'react'
import type { ApprovalStatus } from '../../../contract/admin/approval-kinds'
import type { Approval } from '../../../contract/admin/schemas/approvals'
import { ApiError } from '../../../contract/api-error'
import { call } from '../../api'
import { ApprovalChange } from './approval-change'
import { when, words } from '../../components/format'
import { ErrorNotice, Loading, Notice } from '../../components/notice'
import { Badge } from '../../components/status-badge'
import { useLoad } from '../../components/use-load'
import { useSession } from '../../session'

const TONE: Record<ApprovalStatus, 'ok' | 'bad' | 'wait' | 'done'> = { requested: 'wait', approved: 'ok', rejected: 'bad', expired: 'done' }

/** Four-eyes requests: a checker approves or rejects another member's change; everyone sees the history. */
export function ApprovalsPage() {
  const [status, setStatus] = useState<ApprovalStatus | 'all'>('requested')
  const list = useLoad(() => call('/approvals/list', status === 'all' ? {} : { status }), `approvals-${status}`)
  const [decided, setDecided] = useState<string | null>(null)
  const onDecided = (message: string) => {
    setDecided(message)
    list.reload()
  }
  return (
    <section>
      <h1>Approvals</h1>
      <p className="muted">
        Product and pricing changes, the lending rules (decision and fraud rules, the scorecard), write-offs, waivers of interest or fees, payments posted by hand, payouts to an account the borrower did not bind in the app, and staff roles take effect only when a second staff member approves them. Requests expire after 72 hours.
      </p>
      <label>
        Show{' '}
        <select value={status} onChange={(e) => setStatus(e.currentTarget.value as ApprovalStatus | 'all')}>
          <option value="requested">Waiting for approval</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
          <option value="expired">Expired</option>
          <option value="all">All</option>
        </select>
      </label>
      {decided ? <Notice>{decided}</Notice> : null}
      <ErrorNotice error={list.error} />
      {!list.data && !list.error ? <Loading /> : null}
      {list.data?.approvals.length === 0 ? <p className="muted">{status === 'requested' ? 'Nothing waits for approval.' : 'No requests.'}</p> : null}
      {list.data?.approvals.map((a) => (
        <ApprovalCard key={a.id} approval={a} onDecided={onDecided} />
      ))}
    </section>
  )
}

function ApprovalCard({ approval, onDecided }: { approval: Approval; onDecided: (message: string) => void }) {
  const staff = useSession()?.staff
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const label = `Request ${approval.id}`
  const decide = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true)
    setError(null)
    try {
      await action()
      onDecided(message)
    } catch (e) {
      // A stale request is closed by the refusal: the list shows it so, with its reason.
      if (e instanceof ApiError && e.code === 40181) onDecided(`Request #${approval.id} was not applied and is closed: the setting changed after it was made, so the maker must ask again.`)
      setError(e)
      setBusy(false)
    }
  }
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '')
    void decide(() => call('/approvals/reject', { approvalId: approval.id, reason }), `Request #${approval.id} rejected: nothing changed.`)
  }
  const own = staff?.id === approval.makerId
  const canDecide = approval.status === 'requested' && !own && (staff?.roles.includes('checker') ?? false)
  return (
    <article className="card" aria-label={label}>
      <h2>
        #{approval.id} {words(approval.kind)} <Badge tone={TONE[approval.status]}>{approval.status}</Badge>
      </h2>
      <p className="muted small">
        Asked by {approval.makerName} on {when(approval.createdAt)}
        {approval.status === 'requested' ? ` · expires ${when(approval.expiresAt)}` : ''}
        {approval.checkerName ? ` · ${approval.status} by ${approval.checkerName}` : ''}
        {approval.decidedAt ? ` on ${when(approval.decidedAt)}` : ''}
      </p>
      <ApprovalChange approval={approval} />
      {approval.note ? <p className="note">Why ({approval.makerName}): {approval.note}</p> : null}
      {approval.reason ? <p>Reason: {approval.reason}</p> : null}
      {approval.status === 'requested' && own ? <p className="muted">Your request: another staff member with the checker role must approve it.</p> : null}
      {canDecide ? (
        <div className="row-form">
          <button type="button" className="button primary" disabled={busy} onClick={() => void decide(() => call('/approvals/approve', { approvalId: approval.id }), `Request #${approval.id} approved and applied.`)}>
            Approve
          </button>
          <form className="row-form" onSubmit={reject} aria-label={`Reject request ${approval.id}`}>
            <label>
              Reason for rejecting
              <input name="reason" required maxLength={500} />
            </label>
            <button type="submit" className="button danger" disabled={busy}>
              Reject
            </button>
          </form>
        </div>
      ) : null}
      <ErrorNotice error={error} />
    </article>
  )
}
