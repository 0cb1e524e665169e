import { type FormEvent, useState } from 'react'
import type { AdminBody, AdminData } from '../../../contract/admin/endpoints'
import type { CollectionItem } from '../../../contract/admin/schemas/collections'
import { BUCKETS, type Bucket } from '../../../contract/collections/catalogue'
import { call } from '../../api'
import { Link } from '../../components/link'
import { ErrorNotice, Loading } from '../../components/notice'
import { useLoad } from '../../components/use-load'
import { WorklistTable } from './worklist-table'
import { useSession } from '../../session'

type Filter = AdminBody<'/collections/list'>
type Page = AdminData<'/collections/list'>
/** The pages after the first, read for the first page they follow (a new filter or a refresh drops them). */
type Following = { after: Page; items: CollectionItem[]; nextCursor: string | null }

/** The collections worklist: overdue loans in priority order (docs/collections.md), with filters, search and assignment. */
export function CollectionsPage() {
  const me = useSession()?.staff
  const [filter, setFilter] = useState<Filter>({})
  const [assignError, setAssignError] = useState<unknown>(null)
  const list = useLoad(() => call('/collections/list', filter), JSON.stringify(filter))
  const [following, setFollowing] = useState<Following | null>(null)
  const [moreError, setMoreError] = useState<unknown>(null)
  const more = list.data && following?.after === list.data ? following : null
  const items = list.data ? [...list.data.items, ...(more?.items ?? [])] : []
  const nextCursor = more ? more.nextCursor : (list.data?.nextCursor ?? null)
  const loadMore = async () => {
    const first = list.data
    if (!first || nextCursor === null) return
    setMoreError(null)
    try {
      const next = await call('/collections/list', { ...filter, cursor: nextCursor })
      setFollowing({ after: first, items: [...(more?.items ?? []), ...next.items], nextCursor: next.nextCursor })
    } catch (e) {
      setMoreError(e)
    }
  }
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
        In priority order over every overdue loan: promises to follow up, then the later bucket, the larger amount, the longest without contact; disputed loans last.
        j/k or ↑/↓ move, Enter opens.
      </p>
      <ErrorNotice error={list.error ?? assignError ?? moreError} />
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && items.length === 0 ? <p className="empty">No overdue loan matches.</p> : null}
      {items.length > 0 ? (
        <WorklistTable
          items={items}
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
      {nextCursor !== null ? (
        <p>
          <button type="button" className="button" onClick={loadMore}>
            Show the next loans in priority order
          </button>
        </p>
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
