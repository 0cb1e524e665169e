import type { LoanView } from '../../../../contract/admin/schemas/borrower-view'
import { money, when, words } from '../../../components/format'

/** Money out (payouts, refunds of credit) and in (payments), newest first, in one table. */
export function MoneyMovements({ loan, currency }: { loan: LoanView; currency: string }) {
  const rows = [
    ...loan.payouts.map((d) => ({
      key: `d${d.id}`,
      at: d.at,
      what: d.purpose === 'loan' ? 'Payout' : `Payout (${words(d.purpose)})`,
      amount: d.amount,
      status: d.reason ? `${d.status}: ${words(d.reason)}` : d.status,
      detail: `${d.bankName} ${d.cardNoMasked}`,
    })),
    ...loan.payments.map((r) => ({ key: `r${r.id}`, at: r.at, what: 'Payment', amount: r.amount, status: r.status, detail: words(r.method) })),
  ].sort((a, b) => b.at.localeCompare(a.at))
  if (rows.length === 0) return <p className="empty">No money paid out or received on this loan.</p>
  return (
    <table className="compact" aria-label={`Payments and payouts of order ${loan.orderId}`}>
      <thead>
        <tr>
          <th>When</th>
          <th>What</th>
          <th className="num">Amount ({currency})</th>
          <th>Status</th>
          <th>How</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td className="nowrap">{when(r.at)}</td>
            <td>{r.what}</td>
            <td className="num">{money(r.amount)}</td>
            <td>{r.status}</td>
            <td className="mono">{r.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
