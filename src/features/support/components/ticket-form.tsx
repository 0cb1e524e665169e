import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { IMAGE_MAX_BYTES } from '../../../../contract/validation'
import { isTooLong } from '../../../../contract/text-limits'
import { TICKET_CATEGORIES, type TicketCategory } from '../../../../contract/tickets'
import { errorText } from '../../../i18n/error-text'
import { useDraft } from '../../../offline/use-draft'
import { showToast } from '../../../state/activity'
import { Page } from '../../../ui/page'
import { SavedOnPhoneNote, useQueuedNotice } from '../../../ui/saved-on-phone'
import { SelectField } from '../../../ui/select-field'
import { sendTicket, TICKET_PHOTOS_MAX, TICKET_TEXT_MAX } from '../api'
import { CATEGORY_LABELS } from './ticket-words'

type Props = {
  category?: TicketCategory
  /** How a picked photo is made small enough to travel (the identity photos' way). */
  compress: (file: Blob, onProgress: (done: number) => void) => Promise<Blob>
  onDone: () => void
}

const isCategory = (value: string): value is TicketCategory => (TICKET_CATEGORIES as readonly string[]).includes(value)

/** A new request: what it is about, the borrower's words, and up to three photos. */
export function TicketForm({ category: preselected, compress, onDone }: Props) {
  const { t } = useLingui()
  const id = useId()
  // Kept on this phone as it is typed, so a message written offline survives closing the app.
  const draft = useDraft('ticket', { category: preselected ?? '', message: '' })
  const { message } = draft.values
  const category = preselected && draft.values.category === '' ? preselected : draft.values.category
  const [photos, setPhotos] = useState<Blob[]>([])
  const [errors, setErrors] = useState<{ category?: string; message?: string; photos?: string }>({})
  const [busy, setBusy] = useState(false)
  const fieldRef = useRef<HTMLTextAreaElement>(null)
  const queuedNotice = useQueuedNotice()

  async function addPhoto(file: File) {
    setErrors((e) => ({ ...e, photos: undefined }))
    try {
      const small = await compress(file, () => undefined)
      if (small.size > IMAGE_MAX_BYTES) throw new Error('too large')
      setPhotos((p) => [...p, small].slice(0, TICKET_PHOTOS_MAX))
    } catch {
      setErrors((e) => ({ ...e, photos: t`This photo cannot be used: choose a JPEG or PNG photo of at most 5 MB` }))
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems = {
      category: isCategory(category) ? undefined : t`Choose what your request is about`,
      message: message.trim() === '' ? t`Write your message first` : isTooLong(message, TICKET_TEXT_MAX) ? t`This is too long: please shorten it` : undefined,
    }
    if (problems.category || problems.message) {
      setErrors(problems)
      if (problems.message) fieldRef.current?.focus()
      return
    }
    if (!isCategory(category)) return
    setBusy(true)
    try {
      const result = await sendTicket(category, message.trim(), photos)
      if (result.status === 'rejected') {
        // What was typed stays; the server's reason shows where it belongs.
        const rejection = result.rejections[0]
        const text = errorText(rejection ? new ApiError(rejection.code, { message: rejection.message, fields: rejection.fields }) : null)
        setErrors(rejection?.fields.some((f) => f.startsWith('photo')) ? { photos: text } : { message: text })
        return
      }
      if (result.status === 'queued') queuedNotice(result.offline)
      else showToast(t`Thank you. Your request was sent.`)
      draft.set({ category: '', message: '' })
      await draft.discard()
      onDone()
    } catch (error) {
      setErrors({ message: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page
      title={t`New request`}
      back
      footer={
        <button type="submit" form="ticket-form" className="btn btn-primary" disabled={busy} data-testid="ticket-send">
          {busy ? t`Sending…` : t`Send`}
        </button>
      }
    >
      <form id="ticket-form" className="page-body-form" noValidate onSubmit={submit}>
        <SelectField
          label={<Trans>What is it about?</Trans>}
          name="category"
          placeholder={t`Choose`}
          value={category}
          error={errors.category}
          options={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABELS[c]) }))}
          onChange={(e) => {
            draft.set({ category: e.target.value, message })
            setErrors((x) => ({ ...x, category: undefined }))
          }}
        />
        {category === 'hardship' ? (
          <p className="notice" data-testid="ticket-hardship-hint">
            <Trans>Tell us why you cannot pay as planned and what you could pay. Our staff will look at your loan and propose a plan. Nothing is due for asking.</Trans>
          </p>
        ) : null}
        {category === 'dispute' ? (
          <p className="notice" data-testid="ticket-dispute-hint">
            <Trans>Say which charge, payment or amount you disagree with, and why. Add a photo of a receipt or a message if you have one.</Trans>
          </p>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor={id}>
            <Trans>Your message</Trans>
          </label>
          <textarea
            ref={fieldRef}
            id={id}
            name="message"
            className="field-input feedback-text"
            rows={6}
            value={message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${id}-hint${errors.message ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              draft.set({ category, message: e.target.value })
              setErrors((x) => ({ ...x, message: undefined }))
            }}
          />
          <p className="field-hint" id={`${id}-hint`}>
            <Trans>Do not include passwords or codes.</Trans>{' '}
            <span className="money">
              {message.length} / {TICKET_TEXT_MAX}
            </span>
          </p>
          {draft.saved && message !== '' && !errors.message ? <SavedOnPhoneNote pending={draft.pending} /> : null}
          {errors.message ? (
            <p className="field-error" id={`${id}-error`} role="alert">
              {errors.message}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-photo`}>
            <Trans>Photos (optional, up to {TICKET_PHOTOS_MAX})</Trans>
          </label>
          {photos.length > 0 ? (
            <ul className="ticket-photos">
              {photos.map((_, i) => (
                <li key={i}>
                  <Trans>Photo {i + 1}</Trans>{' '}
                  <button type="button" className="btn btn-text" onClick={() => setPhotos((p) => p.filter((__, j) => j !== i))}>
                    <Trans>Remove</Trans>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {photos.length < TICKET_PHOTOS_MAX ? (
            <input
              id={`${id}-photo`}
              type="file"
              accept="image/jpeg,image/png"
              className="field-input"
              data-testid="ticket-photo"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) void addPhoto(file)
              }}
            />
          ) : null}
          {errors.photos ? (
            <p className="field-error" role="alert">
              {errors.photos}
            </p>
          ) : null}
        </div>
      </form>
    </Page>
  )
}
