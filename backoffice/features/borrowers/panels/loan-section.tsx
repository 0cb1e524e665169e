import { useEffect, useRef } from 'react'
import type { LoanView } from '../../../../contract/admin/schemas/borrower-view'
import type { StaffRole } from '../../../../contract/admin/roles'
import { calendarDay, money, when } from '../../../components/format'
import { StatusBadge } from '../../../components/status-badge'
import { BureauAnswer } from './bureau-answer'
import { CollectionContacts } from './collection-contacts'
import { LoanActions } from './loan-actions'
import { LoanBalances } from './loan-balances'
import { MoneyMovements } from './money-movements'
import { ScheduleTable } from '../../../components/schedule-table'
import { WaiversList } from './waivers-list'

type Props = { loan: LoanView; currency: string; today: string; roles: readonly StaffRole[]; evidence: boolean; focused: boolean }

/** One loan: its figures, schedule, money, waivers, collection contacts, bureau answer and the actions allowed now. */
export function LoanSection({ loan, currency, today, roles, evidence, focused }: Props) {
  const headingId = `loan-${loan.orderId}`
  const ref = useRef<HTMLElement>(null)
  // Opened from one loan (approvals, collections, tickets): that loan is where the work is.
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'start' })
  }, [focused])
  return (
    <section ref={ref} className={focused ? 'card loan focused' : 'card loan'} aria-labelledby={`${headingId}-title`} id={headingId}>
      <div className="page-header">
        <h2 id={`${headingId}-title`}>
          Order <span className="mono">#{loan.orderId}</span> <StatusBadge status={loan.status} />
        </h2>
        <span className="muted small">
          {loan.lender} · {money(loan.principal)} {currency} over {loan.periods} {loan.periodUnit}(s) · applied {when(loan.appliedAt)}
        </span>
      </div>
      <div className="columns">
        <div>
          <h3>Balances</h3>
          <LoanBalances loan={loan} currency={currency} />
        </div>
        <div>
          <h3>Schedule</h3>
          <ScheduleTable orderId={loan.orderId} schedule={loan.schedule} />
        </div>
      </div>
      <h3>Payments and payouts</h3>
      <MoneyMovements loan={loan} currency={currency} />
      <h3>Waivers</h3>
      <WaiversList loan={loan} currency={currency} />
      <h3>Collection contacts and promises to pay</h3>
      <CollectionContacts loan={loan} currency={currency} today={today} />
      {evidence ? (
        <>
          <h3>Credit bureau</h3>
          {loan.bureau ? <BureauAnswer bureau={loan.bureau} currency={currency} /> : <p className="empty">No bureau inquiry for this application.</p>}
        </>
      ) : null}
      <LoanActions loan={loan} roles={roles} />
      <p className="muted small">As of {calendarDay(today)} on the borrower's calendar.</p>
    </section>
  )
}
