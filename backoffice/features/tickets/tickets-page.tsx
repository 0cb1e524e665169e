import { type FormEvent, useState } from 'react'
import type { TicketCategory, TicketStatus } from '../../../contract/tickets'
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../../../contract/tickets'
import { call } from '../../api'
import { when, words } from '../../components/format'
import { Link } from '../../components/link'
import { ErrorNotice, Loading } from '../../components/notice'
import { TicketBadge } from './ticket-badge'
import { answerDueWords, TicketBorrower, TicketLoan } from './ticket-context'
import { useLoad } from '../../components/use-load'

type Filter = { status?: TicketStatus; category?: TicketCategory; query?: string }

/** Borrowers' support tickets of this lender, most recently changed first. */
export function TicketsPage() {
  const [filter, setFilter] = useState<Filter>({ status: 'received' })
  const list = useLoad(() => call('/tickets/list', filter), JSON.stringify(filter))
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const status = String(form.get('status') ?? '')
    const category = String(form.get('category') ?? '')
    const query = String(form.get('query') ?? '').trim()
    setFilter({
      ...(status ? { status: status as TicketStatus } : {}),
      ...(category ? { category: category as TicketCategory } : {}),
      ...(query ? { query } : {}),
    })
  }
  return (
    <section>
      <h1>Support tickets</h1>
      <form className="search" onSubmit={apply} role="search">
        <label>
          Status
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">Any</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {words(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Category
          <select name="category" defaultValue="">
            <option value="">Any</option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {words(c)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Reference, name, phone or order
          <input name="query" placeholder="e.g. TK-2026-000123, Somchai, 081-234-5678 or 1042" autoFocus />
        </label>
        <button type="submit" className="button primary">
          Show
        </button>
      </form>
      <ErrorNotice error={list.error} />
      {list.loading ? <Loading /> : null}
      {list.data && list.data.items.length === 0 ? <p className="empty">No ticket matches.</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th>Reference</th>
              <th>Category</th>
              <th>Status</th>
              <th>Borrower</th>
              <th>Loan</th>
              <th>Opened</th>
              <th>Answer by</th>
              <th>Last change</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((item) => (
              <tr key={item.ticketId}>
                <td className="mono">{item.reference}</td>
                <td>{words(item.category)}</td>
                <td>
                  <TicketBadge status={item.status} />
                </td>
                <td>
                  <Link to={`/borrowers/${item.userId}`}>
                    <TicketBorrower context={item} />
                  </Link>
                </td>
                <td>
                  <TicketLoan context={item} />
                </td>
                <td>{when(item.createdAt)}</td>
                <td className="nowrap">{answerDueWords(item)}</td>
                <td>{when(item.updatedAt)}</td>
                <td>
                  <Link to={`/tickets/${item.ticketId}`} className="button small">
                    Open
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
