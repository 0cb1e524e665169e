import { call } from '../../api'
import { when, words } from '../../components/format'
import { Link } from '../../components/link'
import { ErrorNotice } from '../../components/notice'
import { openRow } from '../../components/open-row'
import { useLoad } from '../../components/use-load'

/** Decisions against the engine's findings that wait for another member's second look. */
export function SecondLooks() {
  const list = useLoad(() => call('/review/secondLooks', {}), 'second-looks')
  const decisions = list.data?.decisions ?? []
  return (
    <>
      <h2>Waiting for a second look</h2>
      <ErrorNotice error={list.error} />
      {list.data && decisions.length === 0 ? <p className="empty">No decision against the engine waits for a second look.</p> : null}
      {decisions.length > 0 ? (
        <table aria-label="Decisions waiting for a second look">
          <thead>
            <tr>
              <th>Order</th>
              <th>Decision</th>
              <th>Against</th>
              <th>Note</th>
              <th>By</th>
              <th>When</th>
            </tr>
          </thead>
          <tbody>
            {decisions.map((d) => (
              <tr key={d.id} className="clickable" onClick={(e) => openRow(e, `/review/${d.orderId}`)}>
                <td className="mono">
                  <Link to={`/review/${d.orderId}`}>#{d.orderId}</Link>
                </td>
                <td>{d.decision === 'approve' ? 'Approved' : `Refused: ${d.reasons.map(words).join(', ')}`}</td>
                <td>{d.againstFindings.map(words).join(', ')}</td>
                <td className="note">{d.note}</td>
                <td>{d.staffName}</td>
                <td>{when(d.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}
