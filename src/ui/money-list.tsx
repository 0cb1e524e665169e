import type { ReactNode } from 'react'
import './money-ui.css'

export type MoneyRow = { term: ReactNode; value: ReactNode; note?: ReactNode; strong?: boolean; testId?: string }

/** Label–figure pairs of a money screen, as a definition list a screen reader reads in pairs. */
export function MoneyList({ rows, label }: { rows: readonly MoneyRow[]; label?: string }) {
  return (
    <dl className="money-list" aria-label={label}>
      {rows.map((row, i) => (
        <div key={i} className={row.strong ? 'money-row money-row-strong' : 'money-row'} data-testid={row.testId}>
          <dt>{row.term}</dt>
          <dd>
            {row.value}
            {row.note ? <span className="money-note">{row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
