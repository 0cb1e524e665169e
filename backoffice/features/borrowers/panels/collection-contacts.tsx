import type { LoanView } from '../../../../contract/admin/schemas/borrower-view'
import { calendarDay, money, when, words } from '../../../components/format'

/** Collections' contacts about the loan (refused ones with their rule) and the promises to pay they took. */
export function CollectionContacts({ loan, currency, today }: { loan: LoanView; currency: string; today: string }) {
  if (loan.contacts.length === 0 && loan.promises.length === 0) return <p className="empty">No collection contact yet.</p>
  return (
    <div className="columns">
      <ul className="plain" aria-label={`Contacts about order ${loan.orderId}`}>
        {loan.contacts.map((c, i) => (
          <li key={`${c.at}-${i}`}>
            {when(c.at)}: {words(c.channel)} to {words(c.target)} — {c.outcome ? words(c.outcome) : `refused (${words(c.refusedBy ?? '')})`}
            {c.staffName ? <span className="muted"> by {c.staffName}</span> : null}
          </li>
        ))}
      </ul>
      <ul className="plain" aria-label={`Promises to pay on order ${loan.orderId}`}>
        {loan.promises.map((p, i) => (
          <li key={`${p.at}-${i}`}>
            Promised {money(p.amount)} {currency} by {calendarDay(p.promisedDate)}
            {p.promisedDate < today ? <span className="muted"> (date passed)</span> : null}
          </li>
        ))}
        {loan.promises.length === 0 ? <li className="muted">No promise to pay.</li> : null}
      </ul>
    </div>
  )
}
