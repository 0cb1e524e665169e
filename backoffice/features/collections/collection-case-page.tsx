import { useState } from 'react'
import { call } from '../../api'
import { CaseTimeline } from './case-timeline'
import { ContactForm } from './contact-form'
import { ContactHoursCard } from './contact-hours-card'
import { FlagBadges } from './flag-badges'
import { money, when } from '../../components/format'
import { Link } from '../../components/link'
import { ErrorNotice, Loading } from '../../components/notice'
import { RevealDial } from './reveal-dial'
import { ScheduleTable } from '../../components/schedule-table'
import { useLoad } from '../../components/use-load'
import { useSession } from '../../session'

/** One overdue loan: the hours a call is allowed, reveal and dial, flags, contacts with notes, promises and cases, schedule and payments. */
export function CollectionCasePage({ orderId }: { orderId: number }) {
  const me = useSession()?.staff
  const loaded = useLoad(() => call('/collections/case', { orderId }), `case-${orderId}`)
  const agents = useLoad(() => call('/collections/list', { query: String(orderId) }).then((l) => l.agents), 'agents')
  const [actionError, setActionError] = useState<unknown>(null)
  const act = async (action: () => Promise<unknown>) => {
    setActionError(null)
    try {
      await action()
      loaded.reload()
    } catch (e) {
      setActionError(e)
    }
  }
  if (loaded.error) return <ErrorNotice error={loaded.error} />
  if (!loaded.data) return <Loading />
  const data = loaded.data
  const openDispute = data.cases.some((c) => c.kind === 'dispute' && c.resolvedAt === null)
  return (
    <section>
      <p>
        <Link to="/collections">← Collections</Link> · <Link to={`/loans/${data.orderId}`}>Borrower and loan view</Link>
      </p>
      <h1>
        {data.realName ?? 'Borrower'} · order #{data.orderId}
      </h1>
      <div className="columns">
        <div>
          <div className="card">
            <dl>
              <dt>Phone</dt>
              <dd>
                <RevealDial orderId={orderId} masked={data.mobileMasked} onRevealed={loaded.reload} />
              </dd>
              <dt>Days past due</dt>
              <dd>{data.daysPastDue}</dd>
              <dt>Outstanding</dt>
              <dd>
                {money(data.outstanding)} {data.currency}
              </dd>
              <dt>Flags</dt>
              <dd>
                <FlagBadges flags={data.flags} />
              </dd>
              <dt>Contacts</dt>
              <dd>{openDispute ? <span className="badge badge-wait">Paused: the borrower disputes the debt</span> : <span className="badge badge-ok">Open</span>}</dd>
            </dl>
            <label>
              Agent
              <select
                value={data.assignee?.id ?? ''}
                onChange={(e) => act(() => call('/collections/assign', { orderId, staffId: e.target.value ? Number(e.target.value) : null }))}
              >
                <option value="">Unassigned</option>
                {(agents.data ?? (data.assignee ? [data.assignee] : [])).map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                    {a.id === me?.id ? ' (me)' : ''}
                  </option>
                ))}
              </select>
            </label>
            <ErrorNotice error={actionError} />
          </div>
          <h2>Timeline</h2>
          <CaseTimeline data={data} />
        </div>
        <div>
          <ContactHoursCard now={data.contactNow} />
          <ContactForm data={data} onLogged={loaded.reload} />
        </div>
      </div>

      <h2>Cases</h2>
      {data.cases.length === 0 ? <p className="empty">No dispute or restructuring case.</p> : null}
      <ul className="plain">
        {data.cases.map((c) => (
          <li key={c.id}>
            {c.kind === 'dispute' ? 'Dispute' : 'Restructuring'} opened {when(c.openedAt)} —{' '}
            {c.resolvedAt ? (
              `resolved ${when(c.resolvedAt)}`
            ) : (
              <button type="button" className="button small" onClick={() => act(() => call('/collections/resolveCase', { caseId: c.id }))}>
                Mark resolved
              </button>
            )}
          </li>
        ))}
      </ul>

      <h2>Schedule</h2>
      <ScheduleTable orderId={orderId} schedule={data.schedule} />

      <h2>Payments</h2>
      {data.payments.length === 0 ? (
        <p className="empty">No payment yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th className="num">Amount</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {data.payments.map((p) => (
              <tr key={p.id}>
                <td className="nowrap">{when(p.at)}</td>
                <td className="num">{money(p.amount)}</td>
                <td>{p.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
