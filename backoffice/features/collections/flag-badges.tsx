import type { BorrowerFlagItem } from '../../../contract/admin/schemas/collections'
import { FLAG_SOURCE_WORDS, FLAG_WORDS } from './collection-words'
import { calendarDay } from '../../components/format'

/** Hardship and dispute flags, each with what raised it; a word and a symbol, never colour alone. */
export function FlagBadges({ flags }: { flags: readonly BorrowerFlagItem[] }) {
  if (flags.length === 0) return <span className="muted">—</span>
  return (
    <span className="flags">
      {flags.map((f) => (
        <span key={`${f.kind}-${f.source}`} className={f.kind === 'dispute' ? 'badge badge-bad' : 'badge badge-wait'} title={`Since ${calendarDay(f.at.slice(0, 10))}`}>
          ⚑ {FLAG_WORDS[f.kind]}: {FLAG_SOURCE_WORDS[f.source]}
        </span>
      ))}
    </span>
  )
}
