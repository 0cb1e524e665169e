import { type FormEvent, useState } from 'react'
import type { BorrowerSummary } from '../../../contract/admin/schemas/borrowers'
import { call } from '../../api'
import { when, words } from '../../components/format'
import { HoldsToReview } from './holds-to-review'
import { Link } from '../../components/link'
import { ErrorNotice } from '../../components/notice'
import { useLoad } from '../../components/use-load'

export function BorrowersPage() {
  const [results, setResults] = useState<BorrowerSummary[] | null>(null)
  const [error, setError] = useState<unknown>(null)
  const holds = useLoad(() => call('/borrowers/holdsToReview', {}), 'holds')
  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = String(new FormData(event.currentTarget).get('query') ?? '').trim()
    if (!query) return
    setError(null)
    try {
      setResults(await call('/borrowers/search', { query }))
    } catch (e) {
      setError(e)
    }
  }
  return (
    <section>
      <h1>Borrowers</h1>
      <form className="search" onSubmit={search} role="search">
        <label>
          Name, phone number or order number
          <input name="query" placeholder="e.g. Somchai, 081-234-5678, +63 917 123 4567 or 1042" autoFocus />
        </label>
        <button type="submit" className="button primary">
          Search
        </button>
      </form>
      <p className="muted small">Numbers are masked; open one on the borrower's page (each opening is logged).</p>
      <ErrorNotice error={error} />
      {results && results.length === 0 ? <p className="empty">No borrower has that name, phone number or order.</p> : null}
      {results && results.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th>Name</th>
              <th>Phone</th>
              <th>ID number</th>
              <th>Orders</th>
              <th>Hold</th>
              <th>Registered</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {results.map((b) => (
              <tr key={b.userId}>
                <td>
                  <Link to={`/borrowers/${b.userId}`}>{b.realName ?? 'Borrower'}</Link>
                </td>
                <td className="mono">{b.mobileMasked}</td>
                <td className="mono">{b.identityMasked ?? '—'}</td>
                <td>{b.orders.map((o) => `#${o.orderId}`).join(', ') || '—'}</td>
                <td>{b.hold ? words(b.hold) : '—'}</td>
                <td>{when(b.registeredAt)}</td>
                <td>
                  <Link to={`/borrowers/${b.userId}`} className="button small">
                    Open
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ErrorNotice error={holds.error} />
      {holds.data ? <HoldsToReview list={holds.data} /> : null}
    </section>
  )
}
