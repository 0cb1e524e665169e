import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ComplaintCare } from '../../../../contract/market/types'
import { activeLocale } from '../../../i18n/i18n'
import { LoadError } from '../../../ui/load-error'
import { Page } from '../../../ui/page'
import { formatDateTime } from '../../../ui/formats'
import { type Ticket, useTickets } from '../api'
import { TicketDetail } from './ticket-detail'
import { CATEGORY_LABELS, TicketStatusChip } from './ticket-words'
import { ServiceInfo } from './service-info'
import '../support.css'

type Props = { care: ComplaintCare; serviceDays: number; openTicket?: number }

/** My requests to the lender: each with its reference and status, one opened with its timeline. */
export function TicketsScreen({ care, serviceDays, openTicket }: Props) {
  const { t } = useLingui()
  const tickets = useTickets()
  const opened = openTicket === undefined ? undefined : tickets.data?.find((x) => x.ticketId === openTicket)
  if (opened) {
    return (
      <Page title={opened.reference} back>
        <TicketDetail ticket={opened} />
        <ServiceInfo care={care} serviceDays={serviceDays} locale={activeLocale()} />
      </Page>
    )
  }
  return (
    <Page
      title={t`Support`}
      back
      footer={
        <Link to="/feedback" search={{ compose: true }} className="btn btn-primary link-btn" data-testid="ticket-new">
          <Trans>New request</Trans>
        </Link>
      }
    >
      <ServiceInfo care={care} serviceDays={serviceDays} locale={activeLocale()} />
      {tickets.error && !tickets.data ? <LoadError error={tickets.error} onRetry={() => void tickets.reload()} /> : null}
      {tickets.loading && !tickets.data ? (
        <p className="muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {tickets.data?.length === 0 ? (
        <p className="card" data-testid="tickets-empty">
          <Trans>You have not written to us yet. Ask about a payment, your account or anything else: we answer here.</Trans>
        </p>
      ) : null}
      {tickets.data && tickets.data.length > 0 ? (
        <ul className="ticket-list">
          {tickets.data.map((ticket) => (
            <TicketItem key={ticket.ticketId} ticket={ticket} />
          ))}
        </ul>
      ) : null}
    </Page>
  )
}

function TicketItem({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui()
  return (
    <li>
      <Link to="/feedback" search={{ ticket: ticket.ticketId }} className="card ticket-item" data-testid="ticket-item">
        <span className="ticket-item-top">
          <strong className="money">{ticket.reference}</strong>
          <TicketStatusChip status={ticket.status} />
        </span>
        <span>{t(CATEGORY_LABELS[ticket.category])}</span>
        <span className="muted">{formatDateTime(ticket.createdAt)}</span>
      </Link>
    </li>
  )
}
