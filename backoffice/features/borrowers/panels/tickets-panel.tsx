import type { BorrowerView } from '../../../../contract/admin/schemas/borrower-view'
import type { StaffRole } from '../../../../contract/admin/roles'
import { when, words } from '../../../components/format'
import { Link } from '../../../components/link'
import { canCall } from './can-call'

export function TicketsPanel({ tickets, roles }: { tickets: BorrowerView['tickets']; roles: readonly StaffRole[] }) {
  const canOpen = canCall(roles, '/tickets/view')
  return (
    <section className="card" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Tickets</h2>
      {tickets.length === 0 ? (
        <p className="empty">No tickets.</p>
      ) : (
        <ul className="plain">
          {tickets.map((t) => (
            <li key={t.ticketId}>
              {canOpen ? <Link to={`/tickets/${t.ticketId}`}>{t.reference}</Link> : <span className="mono">{t.reference}</span>} {words(t.category)} · {words(t.status)} ·{' '}
              <span className="muted">{when(t.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
