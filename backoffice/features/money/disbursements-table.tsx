import { useState } from 'react'
import { call } from '../../api'
import { money, when, words } from '../../components/format'
import { Link } from '../../components/link'
import { ErrorNotice, Loading } from '../../components/notice'
import { OtherAccountForm } from './other-account-form'
import { Badge } from '../../components/status-badge'
import { useLoad } from '../../components/use-load'

/** Pending and failed payouts; a failed one can be retried once the borrower changed their account, or, with a second staff member's approval, sent to another account in their name. */
export function DisbursementsTable() {
  const list = useLoad(() => call('/money/disbursements', {}), 'disbursements')
  const [error, setError] = useState<unknown>(null)
  const retry = async (disbursementId: number) => {
    setError(null)
    try {
      await call('/money/retry', { disbursementId })
      list.reload()
    } catch (e) {
      setError(e)
    }
  }
  return (
    <div className="card">
      <h2>Disbursements needing attention</h2>
      <ErrorNotice error={error ?? list.error} />
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && list.data.length === 0 ? <p className="empty">No pending or failed disbursements.</p> : null}
      {list.data && list.data.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Order</th>
              <th>Borrower</th>
              <th className="num">Amount</th>
              <th>To account</th>
              <th>Status</th>
              <th>Requested</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.map((d) => (
              <tr key={d.id}>
                <td className="mono">{d.id}</td>
                <td className="mono">#{d.orderId}</td>
                <td>
                  <Link to={`/borrowers/${d.userId}`}>{d.realName ?? `user ${d.userId}`}</Link>
                </td>
                <td className="num">{money(d.amount)}</td>
                <td className="mono nowrap">
                  {d.bankName} {d.cardNoMasked}
                </td>
                <td>
                  {d.status === 'failed' ? <Badge tone="bad">{`failed: ${words(d.reason ?? 'unknown')}`}</Badge> : <Badge tone="wait">pending</Badge>}
                </td>
                <td className="nowrap">{when(d.createdAt)}</td>
                <td>
                  {d.status === 'failed' && d.retryable ? (
                    d.bankChangedSince ? (
                      <button type="button" className="button small" onClick={() => retry(d.id)}>
                        Retry to new account
                      </button>
                    ) : (
                      <>
                        <span className="muted small">waiting for the borrower to change their account</span>
                        <OtherAccountForm disbursementId={d.id} />
                      </>
                    )
                  ) : d.status === 'failed' ? (
                    <span className="muted small">paid out since</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
