import { type KeyboardEvent, useState } from 'react'
import type { KycItem } from '../../../contract/admin/schemas/kyc'
import { KYC_STATUSES, type KycStatus } from '../../../contract/kyc'
import { call } from '../../api'
import { when } from '../../components/format'
import { KYC_REASON_WORDS, KYC_STATUS_WORDS } from './kyc-words'
import { ErrorNotice, Loading } from '../../components/notice'
import { useLoad } from '../../components/use-load'
import { navigate } from '../../router'

/** The server's page of the identity queue (kyc-queue.ts). */
const PAGE = 50
const ORDER: KycStatus[] = ['review', 'pending', 'rejected', 'verified', 'none']

/** Rows move with the arrow keys and open with Enter, as a whole row opens with a click. */
function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, open: () => void) {
  const row = event.currentTarget
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault()
    open()
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault()
    const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling
    if (next instanceof HTMLElement) next.focus()
  }
}

export function KycQueuePage() {
  const [status, setStatus] = useState<KycStatus>(() => {
    const asked = new URLSearchParams(location.search).get('status')
    return (KYC_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as KycStatus) : 'review'
  })
  const queue = useLoad(() => call('/kyc/list', { status }), `kyc-${status}`)
  const [later, setLater] = useState<KycItem[]>([])
  const [lastPageFull, setLastPageFull] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const items = queue.data ? [...queue.data.items, ...later] : undefined
  const choose = (next: KycStatus) => {
    setLater([])
    setLastPageFull(true)
    setStatus(next)
  }
  const more = async () => {
    try {
      const page = await call('/kyc/list', { status, afterUserId: items?.at(-1)?.userId })
      setLater([...later, ...page.items])
      setLastPageFull(page.items.length === PAGE)
    } catch (e) {
      setError(e)
    }
  }
  const open = (userId: number) => navigate(`/kyc/${userId}`)
  return (
    <section>
      <header className="page-header">
        <h1>Identity checks</h1>
        <button type="button" className="button" onClick={() => choose(status)}>
          Refresh
        </button>
      </header>
      <p className="muted">Borrowers whose identity the automatic check could not settle, oldest first. Approving their loans waits for your decision here.</p>
      <label>
        Status{' '}
        <select value={status} onChange={(e) => choose(e.target.value as KycStatus)} name="status">
          {ORDER.map((s) => (
            <option key={s} value={s}>
              {KYC_STATUS_WORDS[s]}
            </option>
          ))}
        </select>
      </label>
      <ErrorNotice error={queue.error ?? error} />
      {queue.loading && !queue.data ? <Loading /> : null}
      {items && items.length === 0 ? <p className="empty">No identities are {KYC_STATUS_WORDS[status].toLowerCase()}.</p> : null}
      {items && items.length > 0 ? (
        <table className="clickable-rows">
          <thead>
            <tr>
              <th>Borrower</th>
              <th>Phone</th>
              <th>Why</th>
              <th className="num">Face distance</th>
              <th className="num">Fraud hits</th>
              <th>Sent</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.userId} tabIndex={0} data-user-id={item.userId} onClick={() => open(item.userId)} onKeyDown={(e) => onRowKey(e, () => open(item.userId))} aria-label={`Open identity of ${item.realName ?? `borrower #${item.userId}`}`}>
                <td>
                  <span className="mono">#{item.userId}</span> {item.realName ?? '—'}
                </td>
                <td className="mono">{item.mobileMasked}</td>
                <td>{item.reasons.map((r) => KYC_REASON_WORDS[r]).join('; ') || '—'}</td>
                <td className="num">{item.faceDistance === undefined ? '—' : item.faceDistance.toFixed(2)}</td>
                <td className="num">{item.fraudHits.length}</td>
                <td>{item.submittedAt ? when(item.submittedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {queue.data?.items.length === PAGE && lastPageFull ? (
        <button type="button" className="button" onClick={more}>
          Later borrowers
        </button>
      ) : null}
    </section>
  )
}
