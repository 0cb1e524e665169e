import { type FormEvent, useState } from 'react'
import type { AdminBody } from '../../contract/admin/endpoints'
import { BUCKETS, type Bucket } from '../../contract/collections/catalogue'
import { call } from '../api'
import { Link } from '../components/link'
import { ErrorNotice, Loading } from '../components/notice'
import { useLoad } from '../components/use-load'
import { WorklistTable } from '../components/worklist-table'
import { useSession } from '../session'

type Filter = AdminBody<'/collections/list'>

/** The collections worklist: overdue loans in priority order (docs/collections.md), with filters, search and assignment. */
export function CollectionsPage() {
  const me = useSession()?.staff
  const [filter, setFilter] = useState<Filter>({})
  const [assignError, setAssignError] = useState<unknown>(null)
  const list = useLoad(() => call('/collections/list', filter), JSON.stringify(filter))
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = String(new FormData(event.currentTarget).get('query') ?? '').trim()
    setFilter((f) => ({ ...f, query: query || undefined }))
  }
  const assignToMe = async (orderId: number) => {
    setAssignError(null)
    try {
      await call('/collections/assign', { orderId, staffId: me?.id ?? null })
      list.reload()
    } catch (e) {
      setAssignError(e)
    }
  }
  const counts = list.data?.counts
  return (
    <section>
      <h1>Collections</h1>
      <div className="row-form" role="group" aria-label="Days past due">
        <BucketButton label="All" pressed={filter.bucket === undefined} onClick={() => setFilter((f) => ({ ...f, bucket: undefined }))} />
        {BUCKETS.map((b) => (
          <BucketButton key={b} label={`${b} days${counts ? ` (${counts[b]})` : ''}`} pressed={filter.bucket === b} onClick={() => setFilter((f) => ({ ...f, bucket: b as Bucket }))} />
        ))}
        <BucketButton label="Promises due" pressed={filter.promisesDue === true} onClick={() => setFilter((f) => ({ ...f, promisesDue: f.promisesDue ? undefined : true }))} />
      </div>
      <form className="search" onSubmit={search} role="search">
        <label>
          Phone number, name or order id
          <input name="query" placeholder="e.g. 0812345678, Somchai, Jaidee or 1042" defaultValue={filter.query ?? ''} />
        </label>
        <button type="submit" className="button primary">
          Search
        </button>
        <label className="nowrap">
          <input type="checkbox" checked={filter.mine === true} onChange={(e) => setFilter((f) => ({ ...f, mine: e.target.checked || undefined }))} /> Assigned to me
        </label>
        <button type="button" className="button" onClick={list.reload}>
          Refresh
        </button>
      </form>
      <p className="muted small">
        In priority order: promises to follow up, then the later bucket, the larger amount, the longest without contact; disputed loans last. j/k or ↑/↓ move, Enter
        opens.
      </p>
      <ErrorNotice error={list.error ?? assignError} />
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && list.data.items.length === 0 ? <p className="empty">No overdue loan matches.</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <WorklistTable
          items={list.data.items}
          actions={(item) => (
            <>
              <Link to={`/collections/${item.orderId}`} className="button small">
                Open
              </Link>{' '}
              <Link to={`/loans/${item.orderId}`} className="button small">Borrower and loan</Link>{' '}
              {item.assignee?.id !== me?.id ? (
                <button type="button" className="button small" onClick={() => assignToMe(item.orderId)}>
                  Assign to me
                </button>
              ) : null}
            </>
          )}
        />
      ) : null}
    </section>
  )
}

function BucketButton({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button type="button" className={pressed ? 'button primary' : 'button'} aria-pressed={pressed} onClick={onClick}>
      {label}
    </button>
  )
}
