import type { ReactNode } from 'react'
import '../../../ui/money-ui.css'

export type ChipTone = 'waiting' | 'done' | 'problem'

// Tones borrow the order chips' colours; the word and the icon carry the meaning.
const TONE_CLASS: Record<ChipTone, string> = { waiting: 'chip-review', done: 'chip-approved', problem: 'chip-overdue' }

/** A status as a chip: always a word and an icon, never colour alone. */
export function StateChip({ tone, icon, word, status }: { tone: ChipTone; icon: ReactNode; word: string; status: string }) {
  return (
    <span className={`chip ${TONE_CLASS[tone]}`} data-status={status}>
      {icon}
      <span>{word}</span>
    </span>
  )
}
