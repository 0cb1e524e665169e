import { ORDER_STATUS } from '../../contract/order-status'
import { call } from '../api'
import { HoldPanel } from '../components/hold-panel'
import { money, when } from '../components/format'
import { Link } from '../components/link'
import { MaskedNumber } from '../components/masked-number'
import { PostingForm } from '../components/posting-form'
import { ErrorNotice, Loading } from '../components/notice'
import { Badge, StatusBadge } from '../components/status-badge'
import { useLoad } from '../components/use-load'
import { WaiverForm } from '../components/waiver-form'
import { WriteOffButton } from '../components/write-off-button'
import { useSession } from '../session'

/** Loans money can still be posted to: being repaid, written off (a recovery), settled (all of it credit). */
const POSTABLE: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.writtenOff, ORDER_STATUS.settled]

/** One account: who, their orders, hold, and everything that happened, newest first. */
export function BorrowerPage({ userId }: { userId: number }) {
  const timeline = useLoad(() => call('/borrowers/timeline', { userId }), `timeline-${userId}`)
  const roles = useSession()?.staff.roles ?? []
  const reviewer = roles.includes('reviewer')
  if (timeline.error) return <ErrorNotice error={timeline.error} />
  if (!timeline.data) return <Loading />
  const { borrower, events } = timeline.data
  return (
    <section>
      <p>
        <Link to="/borrowers">← Search</Link>
      </p>
      <h1>{borrower.realName ?? 'Borrower without a name yet'}</h1>
      <div className="columns">
        <div className="card">
          <h2>Account</h2>
          <dl>
            <dt>Phone</dt>
            <dd>
              <MaskedNumber userId={userId} field="mobile" masked={borrower.mobileMasked} canOpen />
            </dd>
            <dt>ID number</dt>
            <dd>
              <MaskedNumber userId={userId} field="identity" masked={borrower.identityMasked} canOpen />
            </dd>
            <dt>Bank account</dt>
            <dd>
              {borrower.bankName ?? ''} <MaskedNumber userId={userId} field="cardNo" masked={borrower.cardNoMasked} canOpen />
            </dd>
            <dt>Registered</dt>
            <dd>{when(borrower.registeredAt)}</dd>
          </dl>
          <h3>Orders</h3>
          <ul className="plain">
            {borrower.orders.map((o) => (
              <li key={o.orderId}>
                <span className="mono">#{o.orderId}</span> {money(o.principal)} <StatusBadge status={o.status} />{' '}
                {o.status === 1 && reviewer ? <Link to={`/review/${o.orderId}`}>review</Link> : null}
                {o.status === 4 && roles.includes('money') ? <WriteOffButton orderId={o.orderId} /> : null}
                {o.status === 4 && roles.includes('money') ? <WaiverForm orderId={o.orderId} /> : null}
                {POSTABLE.includes(o.status) && roles.includes('money') ? <PostingForm orderId={o.orderId} /> : null}
              </li>
            ))}
            {borrower.orders.length === 0 ? <li className="muted">none</li> : null}
          </ul>
        </div>
        <HoldPanel userId={userId} hold={borrower.hold} onChanged={timeline.reload} />
      </div>
      <h2>Timeline</h2>
      <table>
        <thead>
          <tr>
            <th>When</th>
            <th>What</th>
            <th>Order</th>
            <th>By</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e, i) => (
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
    </section>
  )
}
