import type { TicketContext } from '../../../contract/admin/schemas/tickets'
import { calendarDay } from '../../components/format'
import { StatusBadge } from '../../components/status-badge'

/** "Somchai Jaidee ••••5678"; a borrower who has not given a name yet shows the phone only. */
export function TicketBorrower({ context }: { context: TicketContext }) {
  return (
    <>
      {context.borrowerName ? `${context.borrowerName} ` : null}
      <span className="mono nowrap">{context.mobileMasked}</span>
    </>
  )
}

/** The borrower's latest loan: its order number and status. */
export function TicketLoan({ context }: { context: TicketContext }) {
  if (!context.loan) return <span className="muted">no loan</span>
  return (
    <span className="nowrap">
      order #{context.loan.orderId} <StatusBadge status={context.loan.status} />
    </span>
  )
}

export const answerDueWords = (context: TicketContext) => calendarDay(context.answerDue)
