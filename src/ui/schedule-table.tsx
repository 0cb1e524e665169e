import { Trans } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { formatDate } from './formats'
import './money-ui.css'
import { Money } from './money'

export type ScheduleRow = { period: number; dueDate: string; amt: number; state?: ReactNode }

/** The repayment schedule; scrolls sideways inside its box when a zoomed phone is too narrow. */
export function ScheduleTable({ rows, currency, caption }: { rows: readonly ScheduleRow[]; currency: string; caption: ReactNode }) {
  const withState = rows.some((row) => row.state !== undefined)
  const captionId = useId()
  return (
    // Focusable so a keyboard can scroll it; labelled by its caption.
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="schedule">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">
              <Trans>Due date</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Amount</Trans>
            </th>
            {withState ? (
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <td>{row.period}</td>
              <td>{formatDate(row.dueDate)}</td>
              <td className="num">
                <Money amount={row.amt} currency={currency} />
              </td>
              {withState ? <td>{row.state}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
