import { type FormEvent, useState } from 'react'
import { NOTE_MAX } from '../../../contract/admin/schemas/common'
import type { BorrowerView } from '../../../contract/admin/schemas/borrower-view'
import { HOLD_REASONS, type HoldReason } from '../../../contract/hold-reasons'
import { call } from '../../api'
import { DateInput } from '../../components/date-input'
import { calendarDay, when, words } from '../../components/format'
import { announceHoldsChanged } from '../../components/holds-changed'
import { HoldReviewBadge, HoldReviewForm } from './hold-review'
import { ErrorNotice } from '../../components/notice'

/** What the borrower's app asks for each reason; a hold asks for nothing else (no payment, ever). */
const ASKS: Record<HoldReason, string> = {
  reupload_identity_photo: 'The borrower is asked to take the identity photos again.',
  verify_bank_account: 'The borrower is told we are confirming the account is in their own name.',
  identity_under_review: 'The borrower is told the team is checking their identity.',
  account_security_check: 'The borrower is told recent activity is being checked.',
}

type Props = { userId: number; hold: BorrowerView['hold']; today: BorrowerView['today']; canChange: boolean; onChanged: () => void }

/** The hold in force with its note, who set it and when to look at it again; putting or lifting one where the role may. */
export function HoldPanel({ userId, hold, today, canChange, onChanged }: Props) {
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    setError(null)
    try {
      await action()
      announceHoldsChanged()
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
    const reviewOn = String(form.get('reviewOn') ?? '')
    void run(() => call('/borrowers/hold', { userId, reason, note: String(form.get('note') ?? ''), ...(reviewOn ? { reviewOn } : {}) }))
  }
  return (
    <section className={hold ? 'card hold on-hold' : 'card hold'} aria-labelledby="hold-heading">
      <h2 id="hold-heading">Hold</h2>
      <p className="small muted">A hold stops new applications and withdrawals until it is lifted.</p>
      <ErrorNotice error={error} />
      {hold ? (
        <>
          <p>
            On hold: <strong>{words(hold.reason)}</strong>
          </p>
          <p className="small">{ASKS[hold.reason]}</p>
          {hold.note ? <p className="note">Note: {hold.note}</p> : null}
          <p className="small muted">
            {hold.at ? `Set ${when(hold.at)}` : ''}
            {hold.staffName ? ` by ${hold.staffName}` : ''}
            {hold.reviewOn ? ` · to be reviewed on ${calendarDay(hold.reviewOn)}` : ' · no review date'}
          </p>
          <HoldReviewBadge reviewOn={hold.reviewOn} today={today} />
          {canChange && hold.reviewOn !== null && hold.reviewOn <= today ? <HoldReviewForm
              userId={userId}
              onDone={() => {
                announceHoldsChanged()
                onChanged()
              }}
            /> : null}
          {canChange ? (
            <button type="button" className="button" disabled={busy} onClick={() => run(() => call('/borrowers/liftHold', { userId }))}>
              Lift hold
            </button>
          ) : null}
        </>
      ) : !canChange ? (
        <p className="empty">Not on hold.</p>
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
          <label>
            Review on (optional)
            <DateInput name="reviewOn" />
          </label>
          <button type="submit" className="button danger" disabled={busy}>
            Put on hold
          </button>
        </form>
      )}
    </section>
  )
}
