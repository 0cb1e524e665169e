import { call } from '../../../api'
import { when } from '../../../components/format'
import { ErrorNotice, Loading } from '../../../components/notice'
import { Badge } from '../../../components/status-badge'
import { useLoad } from '../../../components/use-load'

/** Everything that happened to the account, newest first (support's own read, /borrowers/timeline). */
export function TimelinePanel({ userId, version }: { userId: number; version: number }) {
  const timeline = useLoad(() => call('/borrowers/timeline', { userId }), `timeline-${userId}-${version}`)
  return (
    <section className="card" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ErrorNotice error={timeline.error} />
      {timeline.data === undefined && !timeline.error ? <Loading /> : null}
      {timeline.data ? (
        <table className="compact">
          <thead>
            <tr>
              <th>When</th>
              <th>What</th>
              <th>Order</th>
              <th>By</th>
            </tr>
          </thead>
          <tbody>
            {timeline.data.events.map((e, i) => (
              <tr key={`${e.at}-${i}`} className={`event-${e.kind}`}>
                <td className="nowrap">{when(e.at)}</td>
                <td>
                  {e.flagged ? <Badge tone="wait">second look</Badge> : null} {e.summary}
                  {e.note ? <p className="muted small note">Note: {e.note}</p> : null}
                </td>
                <td className="mono">{e.orderId ? `#${e.orderId}` : ''}</td>
                <td className="muted">{e.actor ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
