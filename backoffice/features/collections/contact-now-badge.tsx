import type { ContactNow } from '../../../contract/admin/schemas/collections'
import { RULE_WORDS } from './collection-words'

/** The borrower's local time and whether a call may be made now, as the server judged it when it answered. */
export function ContactNowBadge({ now }: { now: ContactNow }) {
  return (
    <span className="nowrap">
      <span className="mono">{now.localTime}</span>{' '}
      {now.refusedBy ? <span className="badge badge-bad">✕ Not now: {RULE_WORDS[now.refusedBy]}</span> : <span className="badge badge-ok">✓ Call allowed</span>}
    </span>
  )
}
