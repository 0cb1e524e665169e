import { useState } from 'react'
import { call } from '../api'
import { ContactForm } from '../components/contact-form'
import { money, when, words } from '../components/format'
import { Link } from '../components/link'
import { ErrorNotice, Loading } from '../components/notice'
import { useLoad } from '../components/use-load'
import { useSession } from '../session'

const PERIOD_STATUS_NAMES = ['pending', 'repaid', 'overdue']

/** One overdue loan: schedule, payments, contacts (refused ones with their rule), promises and cases. */
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
        <div className="card">
          <dl>
            <dt>Phone</dt>
            <dd className="mono">{data.mobileMasked}</dd>
            <dt>Days past due</dt>
            <dd>{data.daysPastDue}</dd>
            <dt>Outstanding</dt>
            <dd>
              {money(data.outstanding)} {data.currency}
            </dd>
            <dt>Borrower's time zone</dt>
            <dd>{data.timeZone}</dd>
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
        <ContactForm data={data} onLogged={loaded.reload} />
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

      <h2>Contacts</h2>
      {data.contacts.length === 0 ? (
        <p className="empty">No contact yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Channel</th>
              <th>Template</th>
              <th>Result</th>
              <th>Agent</th>
            </tr>
          </thead>
          <tbody>
            {data.contacts.map((c) => (
              <tr key={c.id}>
                <td className="nowrap">{when(c.at)}</td>
                <td>{c.target === 'borrower' ? 'Borrower' : 'Emergency contact'}</td>
                <td>{c.channel}</td>
                <td>{c.templateId ? words(c.templateId) : '—'}</td>
                <td>{c.refusedBy ? <span className="badge badge-bad">Refused: {words(c.refusedBy)}</span> : words(c.outcome ?? '')}</td>
                <td className="muted">{c.staffName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Promises to pay</h2>
      {data.promises.length === 0 ? (
        <p className="empty">No promise to pay.</p>
      ) : (
        <ul className="plain">
          {data.promises.map((p) => (
            <li key={p.id}>
              {money(p.amount)} by {p.promisedDate} <span className="muted">(noted {when(p.at)} by {p.staffName ?? '—'})</span>
            </li>
          ))}
        </ul>
      )}

      <h2>Schedule</h2>
      <table>
        <thead>
          <tr>
            <th>Period</th>
            <th>Due</th>
            <th className="num">Amount</th>
            <th className="num">Paid</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {data.schedule.map((p) => (
            <tr key={p.period}>
              <td>{p.period}</td>
              <td>{p.dueDate}</td>
              <td className="num">{money(p.amount)}</td>
              <td className="num">{money(p.paid)}</td>
              <td>{PERIOD_STATUS_NAMES[p.status] ?? p.status}</td>
            </tr>
          ))}
        </tbody>
      </table>

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
