import type { ContactNow } from '../../../contract/admin/schemas/collections'
import { hoursWords, RULE_WORDS } from './collection-words'

/** Before an agent acts: the borrower's zone and local time, the hours the market's rules allow, and whether a call may be made now. */
export function ContactHoursCard({ now }: { now: ContactNow }) {
  return (
    <section className="card" aria-label="Contact hours">
      <h2>Contact hours</h2>
      <p>
        Borrower's time: <strong className="mono">{now.localTime}</strong> ({now.timeZone})
      </p>
      <p>
        Allowed: {hoursWords(now)}
        {now.maxPerDay !== null ? ` · at most ${now.maxPerDay} contact a day` : ''}
      </p>
      <p>
        {now.refusedBy ? (
          <span className="badge badge-bad">✕ A call now would be refused: {RULE_WORDS[now.refusedBy]}</span>
        ) : (
          <span className="badge badge-ok">✓ A call is allowed now</span>
        )}
      </p>
    </section>
  )
}
