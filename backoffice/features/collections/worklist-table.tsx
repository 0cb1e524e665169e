import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { CollectionItem } from '../../../contract/admin/schemas/collections'
import { navigate } from '../../router'
import { PROMISE_STATE_WORDS } from './collection-words'
import { ContactNowBadge } from './contact-now-badge'
import { FlagBadges } from './flag-badges'
import { calendarDay, clock, money } from '../../components/format'
import { openRow } from '../../components/open-row'

const DAY_MS = 86_400_000

/** Keys that move or open, unless the agent is typing in a field or a control has them. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, select, textarea, button, a, [contenteditable]') !== null
}

function contactAge(at: string | null, now: number): string {
  if (at === null) return 'never'
  const days = Math.floor((now - Date.parse(at)) / DAY_MS)
  return days === 0 ? `today, ${clock(at)}` : `${days} day${days === 1 ? '' : 's'} ago`
}

/** The worklist in priority order: j/k or the arrow keys move, Enter opens, a click on a row opens. */
export function WorklistTable({ items, actions }: { items: readonly CollectionItem[]; actions: (item: CollectionItem) => ReactNode }) {
  const [selected, setSelected] = useState(0)
  const rows = useRef<(HTMLTableRowElement | null)[]>([])
  const loadedAt = useRef(Date.now())
  const open = (item: CollectionItem | undefined) => item && navigate(`/collections/${item.orderId}`)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target) || items.length === 0) return
      const step = event.key === 'j' || event.key === 'ArrowDown' ? 1 : event.key === 'k' || event.key === 'ArrowUp' ? -1 : 0
      if (step !== 0) {
        event.preventDefault()
        setSelected((s) => {
          const next = Math.min(items.length - 1, Math.max(0, s + step))
          rows.current[next]?.focus()
          return next
        })
      } else if (event.key === 'Enter') {
        event.preventDefault()
        open(items[selected])
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [items, selected])
  return (
    <table className="clickable-rows" aria-label="Worklist">
      <thead>
        <tr>
          <th className="num">#</th>
          <th>Borrower</th>
          <th>Bucket</th>
          <th className="num">Overdue</th>
          <th>Promise</th>
          <th>Last contact</th>
          <th>Borrower's time</th>
          <th>Flags</th>
          <th>Agent</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr
            key={item.orderId}
            ref={(el) => {
              rows.current[index] = el
            }}
            tabIndex={index === selected ? 0 : -1}
            aria-selected={index === selected}
            onFocus={() => setSelected(index)}
            onClick={(e) => openRow(e, `/collections/${item.orderId}`)}
          >
            <td className="num muted">{index + 1}</td>
            <td>
              <span className="mono">#{item.orderId}</span> {item.realName ?? '—'} <span className="mono muted">{item.mobileMasked}</span>
            </td>
            <td className="nowrap">
              {item.bucket} <span className="muted">({item.daysPastDue} d)</span>
            </td>
            <td className="num">{money(item.overdue)}</td>
            <td className="nowrap">
              {item.promise ? (
                <>
                  <span className={item.promise.needsFollowUp ? 'badge badge-bad' : item.promise.state === 'kept' ? 'badge badge-ok' : 'badge badge-wait'}>
                    {PROMISE_STATE_WORDS[item.promise.state]}
                  </span>{' '}
                  {calendarDay(item.promise.promisedDate)}
                </>
              ) : (
                <span className="muted">—</span>
              )}
            </td>
            <td className="nowrap">{contactAge(item.lastContactAt, loadedAt.current)}</td>
            <td>
              <ContactNowBadge now={item.contactNow} />
            </td>
            <td>
              <FlagBadges flags={item.flags} />
              {item.paused ? <span className="badge badge-wait">Paused: disputed</span> : null}
            </td>
            <td>{item.assignee?.name ?? <span className="muted">unassigned</span>}</td>
            <td className="nowrap">{actions(item)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
