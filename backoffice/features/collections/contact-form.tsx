import { type FormEvent, useState } from 'react'
import type { CollectionCase } from '../../../contract/admin/schemas/collections'
import { CONTACT_CHANNELS, CONTACT_NOTE_MAX, CONTACT_OUTCOMES, type ContactChannel, type ContactOutcome, type ContactTarget } from '../../../contract/collections/catalogue'
import { call } from '../../api'
import { currencyDigits, stepOf, typedIn, words } from '../../components/format'
import { ErrorNotice, Notice } from '../../components/notice'
import { DateInput } from '../../components/date-input'

/**
 * Logs a call or sends a message from an approved template. The server decides whether the
 * contact is allowed (hours, daily limit, dispute, emergency-contact rules) and says which rule refused it.
 */
export function ContactForm({ data, onLogged }: { data: CollectionCase; onLogged: () => void }) {
  const [target, setTarget] = useState<ContactTarget>('borrower')
  const [channel, setChannel] = useState<ContactChannel>('call')
  const [outcome, setOutcome] = useState<ContactOutcome>('no_answer')
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<string | null>(null)
  const audience = target === 'borrower' ? 'borrower' : 'emergency'
  const templates = data.templates.filter((t) => t.audience === audience && t.channels.includes(channel))
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const templateId = String(form.get('templateId') ?? '') || undefined
    const promiseDate = String(form.get('promiseDate') ?? '') || undefined
    const followUpDate = String(form.get('followUpDate') ?? '') || undefined
    const note = String(form.get('note') ?? '').trim() || undefined
    const noteField = event.currentTarget.elements.namedItem('note')
    setError(null)
    setDone(null)
    try {
      const promiseAmount = form.get('promiseAmount') ? typedIn(form.get('promiseAmount'), currencyDigits(data.currency)) : undefined
      const answer = await call('/collections/contact', { orderId: data.orderId, target, channel, templateId, outcome, promiseDate, promiseAmount, followUpDate, note })
      setDone(answer.sent ? `Sent: ${answer.sent}` : 'Contact logged.')
      if (noteField instanceof HTMLTextAreaElement) noteField.value = ''
      onLogged()
    } catch (e) {
      setError(e)
      onLogged()
    }
  }
  return (
    <form className="card" onSubmit={submit} aria-label="Log a contact">
      <h2>Log a contact</h2>
      <div className="row-form">
        <label>
          Who
          <select value={target} onChange={(e) => setTarget(e.target.value as ContactTarget)}>
            <option value="borrower">Borrower</option>
            {data.emergencyContacts.map((c) => (
              <option key={c.target} value={c.target}>
                Emergency contact: {c.name} ({c.relation})
              </option>
            ))}
          </select>
        </label>
        <label>
          Channel
          <select value={channel} onChange={(e) => setChannel(e.target.value as ContactChannel)}>
            {CONTACT_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {c === 'sms' ? 'SMS' : c === 'push' ? 'Push notification' : 'Phone call'}
              </option>
            ))}
          </select>
        </label>
        <label>
          Template
          <select name="templateId" key={`${audience}-${channel}`}>
            {channel === 'call' && target === 'borrower' ? <option value="">No template (call only)</option> : null}
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {words(t.id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Outcome
          <select value={outcome} onChange={(e) => setOutcome(e.target.value as ContactOutcome)}>
            {CONTACT_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {words(o)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {outcome === 'promised_to_pay' ? (
        <div className="row-form">
          <label>
            Promised date
            <DateInput name="promiseDate" required />
          </label>
          <label>
            Promised amount ({data.currency})
            <input type="number" name="promiseAmount" min={stepOf(currencyDigits(data.currency))} step={stepOf(currencyDigits(data.currency))} required />
          </label>
          <label>
            Follow up on (optional: the day after)
            <DateInput name="followUpDate" />
          </label>
        </div>
      ) : null}
      <label>
        Note (kept on the case, never sent)
        <textarea name="note" rows={2} maxLength={CONTACT_NOTE_MAX} />
      </label>
      {target !== 'borrower' ? <p className="muted small">Emergency contacts are only asked to have the borrower call back; they are never told of the debt.</p> : null}
      <ErrorNotice error={error} />
      {done ? <Notice>{done}</Notice> : null}
      <button type="submit" className="button primary">
        Log contact
      </button>
    </form>
  )
}
