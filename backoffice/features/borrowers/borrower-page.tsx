import { useState } from 'react'
import { call } from '../../api'
import { AccountPanel } from './panels/account-panel'
import { canCall } from './panels/can-call'
import { EvidencePanel } from './panels/evidence-panel'
import { LoanSection } from './panels/loan-section'
import { TicketsPanel } from './panels/tickets-panel'
import { TimelinePanel } from './panels/timeline-panel'
import { HoldPanel } from './hold-panel'
import { Link } from '../../components/link'
import { ErrorNotice, Loading } from '../../components/notice'
import { useLoad } from '../../components/use-load'
import { useSession } from '../../session'

type Key = { userId: number } | { orderId: number }

/**
 * One borrower and their loans (issue 41 item 3), from /borrowers/view in one request: reached
 * from the queue, search, tickets, collections and approvals by the borrower or one of the loans.
 */
export function BorrowerPage(key: Key) {
  const keyText = 'userId' in key ? `user-${key.userId}` : `order-${key.orderId}`
  const [version, setVersion] = useState(0)
  const view = useLoad(() => call('/borrowers/view', key), `${keyText}-${version}`)
  const roles = useSession()?.staff.roles ?? []
  const back = canCall(roles, '/borrowers/search') ? <Link to="/borrowers">← Search</Link> : null
  if (view.error) {
    return (
      <section>
        <p>{back}</p>
        <h1>Borrower</h1>
        <ErrorNotice error={view.error} />
        <button type="button" className="button" onClick={view.reload}>
          Try again
        </button>
      </section>
    )
  }
  if (!view.data) return <Loading />
  const data = view.data
  const focusedOrder = 'orderId' in key ? key.orderId : null
  const changed = () => setVersion((v) => v + 1)
  return (
    <section className="borrower-view">
      <p>{back}</p>
      <h1>{data.realName ?? 'Borrower without a name yet'}</h1>
      <nav aria-label="Loans of this borrower" className="small">
        {data.loans.map((l) => (
          <a key={l.orderId} href={`#loan-${l.orderId}`} className="button small">
            #{l.orderId}
          </a>
        ))}
      </nav>
      <div className="columns">
        <AccountPanel view={data} roles={roles} />
        <HoldPanel userId={data.userId} hold={data.hold} today={data.today} canChange={canCall(roles, '/borrowers/hold')} onChanged={changed} />
      </div>
      {data.loans.length === 0 ? <p className="empty">No loans or applications yet.</p> : null}
      {data.loans.map((loan) => (
        <LoanSection
          key={loan.orderId}
          loan={loan}
          currency={data.currency}
          today={data.today}
          roles={roles}
          evidence={data.evidence !== null}
          focused={loan.orderId === focusedOrder}
        />
      ))}
      <div className="columns">
        <TicketsPanel tickets={data.tickets} roles={roles} />
        <EvidencePanel evidence={data.evidence} userId={data.userId} roles={roles} />
      </div>
      {canCall(roles, '/borrowers/timeline') ? <TimelinePanel userId={data.userId} version={version} /> : null}
    </section>
  )
}
