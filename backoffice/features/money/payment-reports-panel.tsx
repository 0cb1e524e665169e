import { useState } from 'react'
import type { StaffPaymentReport } from '../../../contract/admin/schemas/payment-reconciliation'
import { PAYMENT_REPORT_REASONS, type PaymentReportReason } from '../../../contract/payment-reports'
import { call } from '../../api'
import { money, moneyOf, when, words } from '../../components/format'
import { Link } from '../../components/link'
import { ErrorNotice, Loading } from '../../components/notice'
import { Badge } from '../../components/status-badge'
import { useLoad } from '../../components/use-load'

/**
 * "I paid but it does not show": borrowers' reports of a pending payment. Staff match one to the
 * provider's transaction under the payment's reference (the payment is then posted the normal
 * way, once) or answer not found with a reason the borrower reads in their language.
 */
export function PaymentReportsPanel() {
  const list = useLoad(() => call('/money/paymentReports', { status: 'open' }), 'payment-reports')
  return (
    <div className="card" data-testid="payment-reports">
      <h2>Payments reported as not showing</h2>
      <p className="muted">Nothing is posted without the payment provider's transaction. The slip photo is in the ticket.</p>
      <ErrorNotice error={list.error} />
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && list.data.length === 0 ? <p className="empty">No open reports.</p> : null}
      {list.data?.map((r) => <ReportRow key={r.reportId} report={r} onDone={list.reload} />)}
    </div>
  )
}

function ReportRow({ report, onDone }: { report: StaffPaymentReport; onDone: () => void }) {
  const [open, setOpen] = useState(false)
  const candidates = useLoad(() => (open ? call('/money/paymentReports/candidates', { reportId: report.reportId }) : Promise.resolve([])), `candidates-${report.reportId}-${open}`)
  const [reason, setReason] = useState<PaymentReportReason>('no_payment_received')
  const [error, setError] = useState<unknown>(null)
  const act = async (work: () => Promise<unknown>) => {
    setError(null)
    try {
      await work()
      onDone()
    } catch (e) {
      setError(e)
    }
  }
  return (
    <section className="card" data-testid={`payment-report-${report.reportId}`}>
      <p>
        <Link to={`/tickets/${report.ticketId}`}>{report.ticketReference}</Link> · order #{report.orderId} · {money(report.amount)} · payment reference{' '}
        <span className="mono">{report.paymentReference ?? report.paymentId}</span> · slip says <span className="mono">{report.reportedReference}</span> · {when(report.createdAt)}{' '}
        <Badge tone="wait">{report.paymentStatus}</Badge>
      </p>
      <ErrorNotice error={error ?? candidates.error} />
      {!open ? (
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          Look up at the payment provider
        </button>
      ) : candidates.loading ? (
        <Loading />
      ) : (
        <table className="compact">
          <thead>
            <tr>
              <th>Provider id</th>
              <th>Reference</th>
              <th className="num">Amount</th>
              <th>Paid</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(candidates.data ?? []).map((c) => (
              <tr key={c.providerId}>
                <td className="mono">{c.providerId}</td>
                <td className="mono">{c.reference}</td>
                <td className="num">
                  {moneyOf(c.amount, c.currency)} {c.currency}
                </td>
                <td className="nowrap">{when(c.paidAt)}</td>
                <td>{c.used ? <Badge tone="done">already posted</Badge> : words(c.status)}</td>
                <td>
                  {!c.used && c.status === 'paid' ? (
                    <button type="button" className="btn" onClick={() => void act(() => call('/money/paymentReports/match', { reportId: report.reportId, providerId: c.providerId }))}>
                      Match and post
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
            {candidates.data?.length === 0 ? (
              <tr>
                <td colSpan={6} className="empty">
                  The provider has no transaction under these references.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      )}
      <form
        className="inline"
        onSubmit={(e) => {
          e.preventDefault()
          void act(() => call('/money/paymentReports/notFound', { reportId: report.reportId, reason }))
        }}
      >
        <label className="inline">
          Not found:
          <select value={reason} onChange={(e) => setReason(e.target.value as PaymentReportReason)}>
            {PAYMENT_REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {words(r)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn">
          Answer not found
        </button>
      </form>
    </section>
  )
}
