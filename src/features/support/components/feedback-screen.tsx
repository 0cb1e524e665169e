import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { isTooLong } from '../../../../contract/text-limits'
import { errorText } from '../../../i18n/error-text'
import { useDraft } from '../../../offline/use-draft'
import { showToast } from '../../../state/activity'
import { Page } from '../../../ui/page'
import { SavedOnPhoneNote } from '../../../ui/saved-on-phone'
import { FEEDBACK_MAX, sendFeedback } from '../api'
import '../support.css'

export function FeedbackScreen() {
  const { t } = useLingui()
  const id = useId()
  // Kept on this phone as it is typed, so a message written offline survives closing the app.
  const draft = useDraft('feedback', { text: '' })
  const { text } = draft.values
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const key = useRef<string | null>(null)
  const fieldRef = useRef<HTMLTextAreaElement>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = text.trim() === '' ? t`Write your message first` : isTooLong(text, FEEDBACK_MAX) ? t`This is too long: please shorten it` : null
    if (problem) {
      setError(problem)
      fieldRef.current?.focus()
      return
    }
    key.current ??= crypto.randomUUID()
    const sending = key.current
    setBusy(true)
    try {
      await sendFeedback(text.trim(), sending)
      key.current = null
      draft.set({ text: '' })
      await draft.discard()
      setSent(true)
      showToast(t`Thank you. Your message was sent.`)
    } catch (e) {
      // The message stays in the field; a repeat after a lost answer keeps its key.
      if (e instanceof ApiError) key.current = null
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page
      title={t`Feedback`}
      back
      footer={
        <button type="submit" form="feedback-form" className="btn btn-primary" disabled={busy}>
          {busy ? t`Sending…` : t`Send`}
        </button>
      }
    >
      <form id="feedback-form" className="page-body-form" noValidate onSubmit={submit}>
        <div className="field">
          <label className="field-label" htmlFor={id}>
            <Trans>Your message</Trans>
          </label>
          <textarea
            ref={fieldRef}
            id={id}
            name="text"
            className="field-input feedback-text"
            rows={6}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              draft.set({ text: e.target.value })
              setError(null)
              setSent(false)
            }}
          />
          <p className="field-hint" id={`${id}-hint`}>
            <Trans>Tell us what works, what does not, or what you miss. Do not include passwords or codes.</Trans>{' '}
            <span className="money">
              {text.length} / {FEEDBACK_MAX}
            </span>
          </p>
          {draft.saved && text !== '' && !error ? <SavedOnPhoneNote /> : null}
          {error ? (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {sent ? (
          <p className="notice" role="status">
            <Trans>Thank you. Your message was sent.</Trans>
          </p>
        ) : null}
      </form>
    </Page>
  )
}
