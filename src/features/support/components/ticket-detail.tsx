import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../../ui/formats'
import type { Ticket } from '../api'
import { CATEGORY_LABELS, StatusWord, TicketStatusChip } from './ticket-words'

/** One ticket: its steps so far, then what was written, the lender's answers marked as theirs. */
export function TicketDetail({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui()
  return (
    <section className="ticket-detail" data-testid="ticket-detail">
      <div className="card">
        <p className="ticket-item-top">
          <span>{t(CATEGORY_LABELS[ticket.category])}</span>
          <TicketStatusChip status={ticket.status} />
        </p>
        <h2 className="ticket-heading">
          <Trans>Timeline</Trans>
        </h2>
        <ol className="ticket-timeline">
          {ticket.history.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              <strong>
                <StatusWord status={step.status} />
              </strong>{' '}
              <span className="muted">{formatDateTime(step.at)}</span>
            </li>
          ))}
        </ol>
      </div>
      <ol className="ticket-messages">
        {ticket.messages.map((message, i) => (
          <li key={i} className={`card ticket-message ticket-message-${message.from}`} data-testid={`ticket-message-${message.from}`}>
            <p className="muted">
              {message.from === 'staff' ? <Trans>Answer from the lender</Trans> : <Trans>You wrote</Trans>} · {formatDateTime(message.at)}
            </p>
            <p className="plain-text">{message.text}</p>
            {message.photos.length > 0 ? (
              <p className="muted">
                <Trans>{message.photos.length} photos attached</Trans>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
