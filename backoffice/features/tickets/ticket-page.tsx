import { type FormEvent, useState } from 'react'
import { call } from '../../api'
import { when, words } from '../../components/format'
import { Link } from '../../components/link'
import { ErrorNotice, Loading, Notice } from '../../components/notice'
import { TicketBadge } from './ticket-badge'
import { answerDueWords, TicketBorrower, TicketLoan } from './ticket-context'
import { TicketPhotos } from './ticket-photos'
import { useLoad } from '../../components/use-load'

/** One ticket: the borrower's words and photos, the answers so far, a reply and status changes (each audited). */
export function TicketPage({ ticketId }: { ticketId: number }) {
  const view = useLoad(() => call('/tickets/view', { ticketId }), String(ticketId))
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>, what: string) => {
    setBusy(true)
    setError(null)
    setDone(null)
    try {
      await action()
      setDone(what)
      view.reload()
      return true
    } catch (e) {
      setError(e)
      return false
    } finally {
      setBusy(false)
    }
  }
  const reply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const message = String(new FormData(form).get('message') ?? '').trim()
    if (!message) return setError(new Error('Write the answer first.'))
    // The typed answer stays in the field when the server refuses it.
    if (await run(() => call('/tickets/reply', { ticketId, message }), 'Answer sent.')) form.reset()
  }
  if (view.error) return <ErrorNotice error={view.error} />
  if (!view.data) return <Loading />
  const { ticket, userId } = view.data
  const closed = ticket.status === 'closed'
  return (
    <section>
      <p>
        <Link to="/tickets">← Tickets</Link>
      </p>
      <h1>
        Ticket <span className="mono">{ticket.reference}</span> <TicketBadge status={ticket.status} />
      </h1>
      <p>
        {words(ticket.category)} · opened {when(ticket.createdAt)} · answer by {answerDueWords(view.data)}
      </p>
      <p>
        Borrower{' '}
        <Link to={`/borrowers/${userId}`}>
          <TicketBorrower context={view.data} />
        </Link>{' '}
        · <TicketLoan context={view.data} />
      </p>
      <h2>Timeline</h2>
      <ol>
        {ticket.history.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            {words(step.status)} — {when(step.at)}
          </li>
        ))}
      </ol>
      <h2>Messages</h2>
      <ol className="ticket-messages">
        {ticket.messages.map((m, i) => (
          <li key={i} data-testid={`bo-ticket-message-${m.from}`}>
            <p className="muted small">
              {m.from === 'staff' ? 'Staff' : 'Borrower'} · {when(m.at)}
            </p>
            <p style={{ whiteSpace: 'pre-line' }}>{m.text}</p>
            {m.photos.length > 0 ? <TicketPhotos urls={m.photos} /> : null}
          </li>
        ))}
      </ol>
      {done ? <Notice>{done}</Notice> : null}
      <ErrorNotice error={error} />
      {closed ? (
        <p className="muted">This ticket is closed.</p>
      ) : (
        <>
          <form onSubmit={reply}>
            <label>
              Answer to the borrower (shown in the app)
              <textarea name="message" rows={5} maxLength={500} required />
            </label>
            <button type="submit" className="button primary" disabled={busy}>
              Send answer
            </button>
          </form>
          <p>
            {ticket.status !== 'in_progress' ? (
              <button type="button" className="button" disabled={busy} onClick={() => void run(() => call('/tickets/setStatus', { ticketId, status: 'in_progress' }), 'Marked in progress.')}>
                Mark in progress
              </button>
            ) : null}{' '}
            <button type="button" className="button" disabled={busy} onClick={() => void run(() => call('/tickets/setStatus', { ticketId, status: 'closed' }), 'Ticket closed.')}>
              Close ticket
            </button>
          </p>
        </>
      )}
    </section>
  )
}
