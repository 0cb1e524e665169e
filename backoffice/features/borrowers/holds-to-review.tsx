import type { AdminData } from '../../../contract/admin/endpoints'
import { HoldReviewBadge } from './hold-review'
import { calendarDay, words } from '../../components/format'
import { Link } from '../../components/link'

/** The holds whose review day has come, the most overdue first; each opens on the borrower's page, where it is reviewed. */
export function HoldsToReview({ list }: { list: AdminData<'/borrowers/holdsToReview'> }) {
  return (
    <section aria-labelledby="holds-to-review">
      <h2 id="holds-to-review">Holds to review ({list.items.length})</h2>
      {list.items.length === 0 ? (
        <p className="empty">No hold is due for review.</p>
      ) : (
        <table aria-label="Holds to review">
          <thead>
            <tr>
              <th>Borrower</th>
              <th>Phone</th>
              <th>Hold</th>
              <th>Review on</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.items.map((h) => (
              <tr key={h.userId}>
                <td>
                  <Link to={`/borrowers/${h.userId}`}>{h.realName ?? 'Borrower'}</Link>
                </td>
                <td className="mono">{h.mobileMasked}</td>
                <td>{words(h.reason)}</td>
                <td className="nowrap">{calendarDay(h.reviewOn)}</td>
                <td>
                  <HoldReviewBadge reviewOn={h.reviewOn} today={list.today} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
