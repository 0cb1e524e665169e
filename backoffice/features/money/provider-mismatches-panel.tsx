import { useState } from 'react'
import { MISMATCH_STATUSES } from '../../../contract/admin/schemas/payment-reconciliation'
import { call } from '../../api'
import { moneyOf, when, words } from '../../components/format'
import { ErrorNotice, Loading } from '../../components/notice'
import { Badge } from '../../components/status-badge'
import { useLoad } from '../../components/use-load'
import { DateInput } from '../../components/date-input'

type StatusFilter = (typeof MISMATCH_STATUSES)[number] | ''

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

/**
 * What the daily check found between the payment provider's transactions and the ledger, by
 * reference: nothing here posts money; each one is resolved with a note, which the audit log keeps.
 */
export function ProviderMismatchesPanel() {
  const [day, setDay] = useState('')
  const [status, setStatus] = useState<StatusFilter>('open')
  const filter = { ...(day ? { day } : {}), ...(status ? { status } : {}) }
  const list = useLoad(() => call('/money/mismatches', filter), `mismatches-${day}-${status}`)
  const [notes, setNotes] = useState<Record<number, string>>({})
  const [error, setError] = useState<unknown>(null)
  const [checked, setChecked] = useState<string | null>(null)

  const act = async (work: () => Promise<unknown>) => {
    setError(null)
    try {
      await work()
      list.reload()
    } catch (e) {
      setError(e)
    }
  }
  const checkDay = (d: string) =>
    act(async () => {
      const answer = await call('/money/mismatches/check', { day: d })
      setChecked(`${answer.day}: ${answer.found} mismatch${answer.found === 1 ? '' : 'es'} found`)
    })

  return (
    <div className="card" data-testid="provider-mismatches">
      <header className="page-header">
        <h2>Payment provider reconciliation</h2>
        <label className="inline">
          Market day
          <DateInput value={day} onChange={(e) => setDay(e.target.value)} />
        </label>
        <label className="inline">
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
            <option value="">all</option>
            {MISMATCH_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={() => void checkDay(day || yesterday())}>
          Check {day || 'yesterday'} now
        </button>
      </header>
      <p className="muted">Runs every night for the market day that ended. Checking a day again adds nothing already found.</p>
      {checked ? <p role="status">{checked}</p> : null}
      <ErrorNotice error={error ?? list.error} />
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && list.data.length === 0 ? <p className="empty">No mismatches.</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className="compact">
          <thead>
            <tr>
              <th>Day</th>
              <th>Kind</th>
              <th>Reference</th>
              <th>Payment</th>
              <th className="num">Received</th>
              <th className="num">Posted</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.map((m) => (
              <tr key={m.id}>
                <td className="nowrap">{m.day}</td>
                <td>
                  <Badge tone="bad">{words(m.kind)}</Badge>
                </td>
                <td className="mono">{m.reference}</td>
                <td className="mono">{m.orderId ? `#${m.orderId}` : 'not ours'}</td>
                <td className="num">
                  {moneyOf(m.received, m.currency)} {m.currency}
                </td>
                <td className="num">
                  {moneyOf(m.posted, m.currency)} {m.currency}
                </td>
                <td>{m.status === 'resolved' ? <Badge tone="done">{`resolved ${m.resolvedAt ? when(m.resolvedAt) : ''}`}</Badge> : <Badge tone="wait">open</Badge>}</td>
                <td>
                  {m.status === 'open' ? (
                    <form
                      className="inline"
                      onSubmit={(e) => {
                        e.preventDefault()
                        const note = (notes[m.id] ?? '').trim()
                        if (note) void act(() => call('/money/mismatches/resolve', { id: m.id, note }))
                      }}
                    >
                      <input aria-label={`Note for ${m.reference}`} placeholder="What was done" value={notes[m.id] ?? ''} onChange={(e) => setNotes((n) => ({ ...n, [m.id]: e.target.value }))} />
                      <button type="submit" className="btn" disabled={!(notes[m.id] ?? '').trim()}>
                        Resolve
                      </button>
                    </form>
                  ) : (
                    <span className="muted">{m.note}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
