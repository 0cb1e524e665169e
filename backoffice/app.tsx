import { BORROWER_VIEW_ROLES, RISK_ROLES } from '../contract/admin/endpoints'
import type { StaffRole } from '../contract/admin/roles'
import { Layout } from './components/layout'
import { ApprovalsPage } from './features/approvals/approvals-page'
import { AuditPage } from './features/audit/audit-page'
import { BorrowerPage } from './features/borrowers/borrower-page'
import { BorrowersPage } from './features/borrowers/borrowers-page'
import { CollectionCasePage } from './features/collections/collection-case-page'
import { CollectionsPage } from './features/collections/collections-page'
import { ConfigPage } from './features/configs/config-page'
import { KycPage } from './features/kyc/kyc-page'
import { KycQueuePage } from './features/kyc/kyc-queue-page'
import { LoginPage } from './features/login/login-page'
import { MoneyPage } from './features/money/money-page'
import { QueuePage } from './features/review/queue-page'
import { ReportsPage } from './features/reports/reports-page'
import { ReviewPage } from './features/review/review-page'
import { StaffPage } from './features/staff/staff-page'
import { RiskPage } from './features/risk/risk-page'
import { TicketPage } from './features/tickets/ticket-page'
import { TicketsPage } from './features/tickets/tickets-page'
import { matchRoute, type Route, usePath } from './router'
import { useSession } from './session'

/** The role a page needs; the server checks the same on every call. */
const NEEDS: Partial<Record<Route['page'], StaffRole | readonly StaffRole[]>> = {
  queue: 'reviewer',
  review: 'reviewer',
  'kyc-queue': 'reviewer',
  kyc: 'reviewer',
  borrowers: 'support',
  borrower: BORROWER_VIEW_ROLES,
  loan: BORROWER_VIEW_ROLES,
  money: 'money',
  collections: 'collections',
  collection: 'collections',
  reports: ['money', 'collections'],
  risk: RISK_ROLES,
  config: 'config',
  tickets: 'support',
  ticket: 'support',
  staff: 'admin',
}

export function App() {
  const session = useSession()
  const route = matchRoute(usePath())
  if (!session) return <LoginPage />
  const needed = NEEDS[route.page]
  const allowed = needed === undefined || [needed].flat().some((role) => session.staff.roles.includes(role))
  return <Layout staff={session.staff}>{allowed ? <Page route={route} /> : <NoAccess role={[needed ?? ''].flat().join(' or ')} />}</Layout>
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'queue':
      return <QueuePage />
    case 'review':
      return <ReviewPage orderId={route.orderId} />
    case 'kyc-queue':
      return <KycQueuePage />
    case 'kyc':
      return <KycPage userId={route.userId} />
    case 'borrowers':
      return <BorrowersPage />
    case 'borrower':
      return <BorrowerPage userId={route.userId} />
    case 'loan':
      return <BorrowerPage orderId={route.orderId} />
    case 'money':
      return <MoneyPage />
    case 'collections':
      return <CollectionsPage />
    case 'collection':
      return <CollectionCasePage orderId={route.orderId} />
    case 'config':
      return <ConfigPage />
    case 'audit':
      return <AuditPage />
    case 'approvals':
      return <ApprovalsPage />
    case 'reports':
      return <ReportsPage />
    case 'risk':
      return <RiskPage />
    case 'tickets':
      return <TicketsPage />
    case 'ticket':
      return <TicketPage ticketId={route.ticketId} />
    case 'staff':
      return <StaffPage />
    case 'not-found':
      return <h1>Page not found</h1>
  }
}

function NoAccess({ role }: { role: string }) {
  return (
    <section>
      <h1>No access</h1>
      <p>This page needs the {role} role. Ask an administrator to add it to your account.</p>
    </section>
  )
}
