import { type FormEvent, useState } from 'react'
import { NOTE_MAX } from '../../../contract/admin/schemas/common'
import { HOLD_REVIEW_DECISIONS, type HoldToReview } from '../../../contract/admin/schemas/borrowers'
import { call } from '../../api'
import { DateInput } from '../../components/date-input'
import { calendarDay } from '../../components/format'
import { ErrorNotice } from '../../components/notice'

const isDecision = (value: unknown): value is (typeof HOLD_REVIEW_DECISIONS)[number] => (HOLD_REVIEW_DECISIONS as readonly unknown[]).includes(value)

/** Where a hold's review stands: overdue (its day is past), due today, or to come; null without a review day. */
export function HoldReviewBadge({ reviewOn, today }: { reviewOn: string | null; today: string }) {
  if (reviewOn === null || reviewOn > today) return null
  return reviewOn < today ? (
    <span className="badge badge-bad">Review overdue since {calendarDay(reviewOn)}</span>
  ) : (
    <span className="badge badge-wait">Review due today</span>
  )
}

/** A review of a hold: keep it until a later review day, or lift it; a note either way, audited. Never automatic. */
export function HoldReviewForm({ userId, onDone }: { userId: HoldToReview['userId']; onDone: () => void }) {
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const decision = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value')
    if (!isDecision(decision)) return
    const form = new FormData(event.currentTarget)
    const nextReviewOn = String(form.get('nextReviewOn') ?? '')
    setBusy(true)
    setError(null)
    try {
      await call('/borrowers/reviewHold', { userId, decision, note: String(form.get('note') ?? ''), ...(decision === 'keep' && nextReviewOn ? { nextReviewOn } : {}) })
      onDone()
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} aria-label="Review the hold">
      <ErrorNotice error={error} />
      <label>
        Review note (what was checked; staff only)
        <input name="note" required maxLength={NOTE_MAX} />
      </label>
      <label>
        Next review on (to keep the hold)
        <DateInput name="nextReviewOn" />
      </label>
      <button type="submit" className="button" value="keep" disabled={busy}>
        Keep on hold
      </button>{' '}
      <button type="submit" className="button danger" value="lift" disabled={busy}>
        Lift after review
      </button>
    </form>
  )
}
