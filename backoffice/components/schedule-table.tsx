import type { SchedulePeriod } from '../../contract/admin/schemas/common'
import { calendarDay, money } from './format'
import { Badge } from './status-badge'

const STATE = { paid: { tone: 'done', word: 'paid' }, due: { tone: 'wait', word: 'due' }, overdue: { tone: 'bad', word: 'overdue' } } as const

/** A loan's schedule, on the borrower's view and the collection case: each period's due date, amount, paid, still owed and a word for where it stands (never colour alone). */
export function ScheduleTable({ orderId, schedule }: { orderId: number; schedule: readonly SchedulePeriod[] }) {
  if (schedule.length === 0) return <p className="empty">No schedule yet: it starts when the money is paid out.</p>
  return (
    <table className="compact" aria-label={`Schedule of order ${orderId}`}>
      <thead>
        <tr>
          <th>Period</th>
          <th>Due</th>
          <th className="num">Amount</th>
          <th className="num">Paid</th>
          <th className="num">Owed</th>
          <th>State</th>
        </tr>
      </thead>
      <tbody>
        {schedule.map((p) => (
          <tr key={p.period}>
            <td>{p.period}</td>
            <td className="nowrap">{calendarDay(p.dueDate)}</td>
            <td className="num">{money(p.amount)}</td>
            <td className="num">{money(p.paid)}</td>
            <td className="num">{money(p.owed)}</td>
            <td>
              <Badge tone={STATE[p.state].tone}>{STATE[p.state].word}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
