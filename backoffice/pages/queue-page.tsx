import { call } from '../api'
import { money, when } from '../components/format'
import { Link } from '../components/link'
import { ErrorNotice, Loading } from '../components/notice'
import { useLoad } from '../components/use-load'

export function QueuePage() {
  const queue = useLoad(() => call('/review/queue', {}), 'queue')
  return (
    <section>
      <header className="page-header">
        <h1>Review queue</h1>
        <button type="button" className="button" onClick={queue.reload}>
          Refresh
        </button>
      </header>
      <p className="muted">Applications the decision engine routed to a person, oldest first.</p>
      <ErrorNotice error={queue.error} />
      {queue.loading && !queue.data ? <Loading /> : null}
      {queue.data && queue.data.length === 0 ? <p className="empty">Nothing is waiting for review.</p> : null}
      {queue.data && queue.data.length > 0 ? (
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
            {queue.data.map((item) => (
              <tr key={item.orderId}>
                <td className="mono">#{item.orderId}</td>
                <td>{item.realName ?? '—'}</td>
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
    </section>
  )
}
