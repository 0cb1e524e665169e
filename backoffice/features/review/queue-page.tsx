import { useState } from 'react'
import type { QueueItem } from '../../../contract/admin/schemas/review'
import { call } from '../../api'
import { money, when } from '../../components/format'
import { Link } from '../../components/link'
import { ErrorNotice, Loading } from '../../components/notice'
import { useLoad } from '../../components/use-load'
import { openRow } from '../../components/open-row'
import { SecondLooks } from './second-looks'

/** The server's page of the queue (REVIEW_PAGE): a full page may have more behind it. */
const PAGE = 100

export function QueuePage() {
  const queue = useLoad(() => call('/review/queue', {}), 'queue')
  const [later, setLater] = useState<QueueItem[]>([])
  const [lastPageFull, setLastPageFull] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const items = queue.data ? [...queue.data, ...later] : undefined
  const refresh = () => {
    setLater([])
    setLastPageFull(true)
    queue.reload()
  }
  const more = async () => {
    try {
      const page = await call('/review/queue', { afterId: items?.at(-1)?.orderId })
      setLater([...later, ...page])
      setLastPageFull(page.length === PAGE)
    } catch (e) {
      setError(e)
    }
  }
  return (
    <section>
      <header className="page-header">
        <h1>Review queue</h1>
        <button type="button" className="button" onClick={refresh}>
          Refresh
        </button>
      </header>
      <p className="muted">Applications the decision engine routed to a person, oldest first.</p>
      <ErrorNotice error={queue.error ?? error} />
      {queue.loading && !queue.data ? <Loading /> : null}
      {items && items.length === 0 ? <p className="empty">Nothing is waiting for review.</p> : null}
      {items && items.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th>Order</th>
              <th>Applicant</th>
              <th>Phone</th>
              <th>Product</th>
              <th className="num">Amount</th>
              <th className="num">Periods</th>
              <th>Applied</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.orderId} className="clickable" onClick={(e) => openRow(e, `/review/${item.orderId}`)}>
                <td className="mono">#{item.orderId}</td>
                <td>
                  <Link to={`/loans/${item.orderId}`}>{item.realName ?? 'Borrower'}</Link>
                </td>
                <td className="mono">{item.mobileMasked}</td>
                <td>{item.appName}</td>
                <td className="num">{money(item.principal)}</td>
                <td className="num">
                  {item.periods} {item.periodUnit}s
                </td>
                <td>{when(item.appliedAt)}</td>
                <td>
                  <Link to={`/review/${item.orderId}`} className="button small">
                    Review
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {queue.data?.length === PAGE && lastPageFull ? (
        <button type="button" className="button" onClick={more}>
          Later applications
        </button>
      ) : null}
      <SecondLooks />
    </section>
  )
}
