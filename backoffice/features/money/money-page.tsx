import { DisbursementsTable } from './disbursements-table'
import { PaymentReportsPanel } from './payment-reports-panel'
import { ProviderMismatchesPanel } from './provider-mismatches-panel'
import { ReconciliationPanel } from './reconciliation-panel'
import { RepaymentsPanel } from './repayments-panel'

export function MoneyPage() {
  return (
    <section>
      <h1>Money</h1>
      <p className="muted">
        Staff never move money by hand: a retry goes through the same payout code as the borrower's own withdrawal.
      </p>
      <DisbursementsTable />
      <RepaymentsPanel />
      <ReconciliationPanel />
      <PaymentReportsPanel />
      <ProviderMismatchesPanel />
    </section>
  )
}
