import type { LoanView } from '../../../../contract/admin/schemas/borrower-view'
import { money } from '../../../components/format'

/** What the loan owes now: the schedule's sums beside the ledger's balances (they agree unless a posting waits). */
export function LoanBalances({ loan, currency }: { loan: LoanView; currency: string }) {
  const m = (major: number) => `${money(major)} ${currency}`
  return (
    <dl className="figures" aria-label={`Balances of order ${loan.orderId}`}>
      <dt>Outstanding</dt>
      <dd className="num">{m(loan.outstanding)}</dd>
      <dt>Overdue</dt>
      <dd className="num">{m(loan.overdue)}</dd>
      <dt>Days past due</dt>
      <dd className="num">{loan.daysPastDue}</dd>
      <dt>Receivable (ledger)</dt>
      <dd className="num">{m(loan.balances.receivable)}</dd>
      <dt>Borrower's credit</dt>
      <dd className="num">{m(loan.balances.borrowerCredit)}</dd>
      {loan.balances.loss > 0 ? (
        <>
          <dt>Written off (loss)</dt>
          <dd className="num">{m(loan.balances.loss)}</dd>
          <dt>Recovered</dt>
          <dd className="num">{m(loan.balances.recovery)}</dd>
        </>
      ) : null}
    </dl>
  )
}
