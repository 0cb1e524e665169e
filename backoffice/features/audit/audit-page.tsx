import { type FormEvent, useState } from 'react'
import { ADMIN_AUDIT_CSV } from '../../../contract/admin/endpoints'
import type { AuditEntry } from '../../../contract/admin/schemas/audit'
import { call, fetchBlob } from '../../api'
import { AUDIT_EVENTS, auditDetail, auditEventWords } from './audit-words'
import { when } from '../../components/format'
import { ErrorNotice } from '../../components/notice'
import { useLoad } from '../../components/use-load'

type Filter = { action?: string; address?: string; recordType?: string; recordId?: string }
const PAGE = 50
// Sorted by what staff read, not by code.
const EVENT_CHOICES = Object.entries(AUDIT_EVENTS).sort(([, a], [, b]) => a.localeCompare(b))

function Detail({ value, currency }: { value: unknown; currency: string }) {
  return (
    <>
      {auditDetail(value, currency).map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </>
  )
}

export function AuditPage() {
  const [filter, setFilter] = useState<Filter>({})
  const [older, setOlder] = useState<AuditEntry[]>([])
  const [lastPageFull, setLastPageFull] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const first = useLoad(() => call('/audit/list', { ...filter, limit: PAGE }), JSON.stringify(filter))
  const entries = [...(first.data ?? []), ...older]
  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined
    setOlder([])
    setLastPageFull(true)
    setFilter({ action: text('action'), address: text('address'), recordType: text('recordType'), recordId: text('recordId') })
  }
  const more = async () => {
    try {
      const page = await call('/audit/list', { ...filter, limit: PAGE, beforeId: entries.at(-1)?.id })
      setOlder([...older, ...page])
      setLastPageFull(page.length === PAGE)
    } catch (e) {
      setError(e)
    }
  }
  const download = async () => {
    try {
      const url = URL.createObjectURL(await fetchBlob(ADMIN_AUDIT_CSV))
      const link = Object.assign(document.createElement('a'), { href: url, download: `audit-${new Date().toISOString().slice(0, 10)}.csv` })
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (e) {
      setError(e)
    }
  }
  return (
    <section>
      <header className="page-header">
        <h1>Audit log</h1>
        <button type="button" className="button" onClick={download}>
          Download CSV
        </button>
      </header>
      <p className="muted">Append-only: every staff change, and every view of an identity photo or a full number.</p>
      <form className="search" onSubmit={applyFilter}>
        <label>
          Event
          <select name="action" defaultValue="">
            <option value="">any</option>
            {EVENT_CHOICES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Client address
          <input name="address" placeholder="e.g. 203.0.113.7" autoComplete="off" />
        </label>
        <label>
          Record type
          <select name="recordType" defaultValue="">
            <option value="">any</option>
            {['order', 'user', 'disbursement', 'app', 'period_config', 'company_config', 'staff'].map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label>
          Record id
          <input name="recordId" placeholder="e.g. 42" />
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      <ErrorNotice error={error ?? first.error} />
      <table className="compact audit">
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>Event</th>
            <th>Record</th>
            <th>Before</th>
            <th>After</th>
            <th>From</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td className="nowrap">{when(e.at)}</td>
              <td>{e.staffName ?? (e.staffId === null ? 'cli' : e.staffId)}</td>
              <td title={e.action}>{auditEventWords(e.action)}</td>
              <td className="mono">
                {e.recordType} {e.recordId}
              </td>
              <td className="clip">
                <Detail value={e.before} currency={e.currency} />
              </td>
              <td className="clip">
                <Detail value={e.after} currency={e.currency} />
              </td>
              <td className="mono nowrap">{e.clientAddress ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {first.data?.length === PAGE && lastPageFull ? (
        <button type="button" className="button" onClick={more}>
          Older entries
        </button>
      ) : null}
    </section>
  )
}
