import { call } from '../../api'
import { money, when } from '../../components/format'
import { Link } from '../../components/link'
import { ErrorNotice, Loading } from '../../components/notice'
import { Badge } from '../../components/status-badge'
import { useLoad } from '../../components/use-load'

export function RepaymentsPanel() {
  const overview = useLoad(() => call('/money/repayments', {}), 'repayments')
  if (overview.error) return <ErrorNotice error={overview.error} />
  if (!overview.data) return <Loading />
  const { repayments, overdue } = overview.data
  return (
    <div className="columns">
      <div className="card">
        <h2>Overdue periods</h2>
        {overdue.length === 0 ? (
          <p className="empty">No period is overdue.</p>
        ) : (
          <table className="compact">
            <thead>
              <tr>
                <th>Order</th>
                <th>Borrower</th>
                <th className="num">Period</th>
                <th>Due</th>
                <th className="num">Owed</th>
                <th className="num">Paid</th>
                <th className="num">Days late</th>
              </tr>
            </thead>
            <tbody>
              {overdue.map((p) => (
                <tr key={`${p.orderId}-${p.period}`}>
                  <td className="mono">#{p.orderId}</td>
                  <td>
                    <Link to={`/borrowers/${p.userId}`}>{p.realName ?? `user ${p.userId}`}</Link>
                  </td>
                  <td className="num">{p.period}</td>
                  <td>{p.dueDate}</td>
                  <td className="num">{money(p.amount)}</td>
                  <td className="num">{money(p.paid)}</td>
                  <td className="num">{p.daysOverdue}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="card">
        <h2>Latest repayments</h2>
        {repayments.length === 0 ? (
          <p className="empty">No repayment yet.</p>
        ) : (
          <table className="compact">
            <thead>
              <tr>
                <th>Order</th>
                <th className="num">Amount</th>
                <th>Status</th>
                <th>Started</th>
              </tr>
            </thead>
            <tbody>
              {repayments.slice(0, 20).map((r) => (
                <tr key={r.id}>
                  <td className="mono">#{r.orderId}</td>
                  <td className="num">{money(r.amount)}</td>
                  <td>{r.status === 'succeeded' ? <Badge tone="ok">received</Badge> : <Badge tone="wait">{r.status}</Badge>}</td>
                  <td>{when(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  )
}
