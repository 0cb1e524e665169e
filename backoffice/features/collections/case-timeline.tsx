import type { ReactNode } from 'react'
import type { CollectionCase } from '../../../contract/admin/schemas/collections'
import { PROMISE_STATE_WORDS, RULE_WORDS } from './collection-words'
import { calendarDay, money, when, words } from '../../components/format'

type Entry = { at: string; key: string; who: string | null; what: ReactNode }

/** Everything done on the case, newest first: contacts with their notes, promises with where they stand, reveals of the number. */
export function CaseTimeline({ data }: { data: CollectionCase }) {
  const entries: Entry[] = [
    ...data.contacts.map((c) => ({
      at: c.at,
      key: `c${c.id}`,
      who: c.staffName,
      what: (
        <>
          {c.channel === 'call' ? 'Call' : c.channel === 'sms' ? 'SMS' : 'Push'} to {c.target === 'borrower' ? 'the borrower' : 'an emergency contact'}
          {c.templateId ? ` (${words(c.templateId)})` : ''}:{' '}
          {c.refusedBy ? <span className="badge badge-bad">✕ Refused: {RULE_WORDS[c.refusedBy]}</span> : <strong>{words(c.outcome ?? '')}</strong>}
          {c.note ? <p className="note">{c.note}</p> : null}
        </>
      ),
    })),
    ...data.promises.map((p) => ({
      at: p.at,
      key: `p${p.id}`,
      who: p.staffName,
      what: (
        <>
          Promise to pay {money(p.amount)} {data.currency} by {calendarDay(p.promisedDate)}, follow up {calendarDay(p.followUpDate)}:{' '}
          <span className={p.state === 'kept' ? 'badge badge-ok' : p.state === 'broken' ? 'badge badge-bad' : 'badge badge-wait'}>{PROMISE_STATE_WORDS[p.state]}</span>{' '}
          <span className="muted">
            paid {money(p.paid)} toward it{p.needsFollowUp ? ' · follow up now' : ''}
          </span>
        </>
      ),
    })),
    ...data.reveals.map((r, i) => ({ at: r.at, key: `r${i}`, who: r.staffName, what: <>Revealed the borrower's number</> })),
  ].sort((a, b) => b.at.localeCompare(a.at))
  if (entries.length === 0) return <p className="empty">Nothing done on this case yet.</p>
  return (
    <ol className="timeline" aria-label="Case timeline">
      {entries.map((e) => (
        <li key={e.key}>
          <span className="muted nowrap">{when(e.at)}</span> · <span className="muted">{e.who ?? '—'}</span>
          <div>{e.what}</div>
        </li>
      ))}
    </ol>
  )
}
