import type { LoanView } from '../../../../contract/admin/schemas/borrower-view'
import { money, when, words } from '../../../components/format'

export function WaiversList({ loan, currency }: { loan: LoanView; currency: string }) {
  if (loan.waivers.length === 0) return <p className="empty">No charges waived.</p>
  return (
    <ul className="plain" aria-label={`Waivers of order ${loan.orderId}`}>
      {loan.waivers.map((w, i) => (
        <li key={`${w.at}-${i}`}>
          {when(w.at)}: {money(w.amount)} {currency} waived on period {w.period}
          {w.reason ? ` (${words(w.reason)})` : ''} {w.staffName ? <span className="muted">by {w.staffName}</span> : null}
        </li>
      ))}
    </ul>
  )
}
