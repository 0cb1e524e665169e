import type { LoanView } from '../../../../contract/admin/schemas/borrower-view'
import type { StaffRole } from '../../../../contract/admin/roles'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { Link } from '../../../components/link'
import { PostingForm } from './posting-form'
import { WaiverForm } from './waiver-form'
import { WriteOffButton } from './write-off-button'
import { canCall } from './can-call'

/** Loans money can still be posted to: being repaid, written off (a recovery), settled (all of it credit). */
const POSTABLE: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.writtenOff, ORDER_STATUS.settled]

/** Only what the role may do and the loan's state allows; the write-off only once the lender's write-off age is reached. */
export function LoanActions({ loan, roles }: { loan: LoanView; roles: readonly StaffRole[] }) {
  const repaying = loan.status === ORDER_STATUS.repaying
  const links = [
    loan.status === ORDER_STATUS.inReview && canCall(roles, '/review/order') ? (
      <Link key="review" to={`/review/${loan.orderId}`} className="button small">
        Review the application
      </Link>
    ) : null,
    (repaying || loan.status === ORDER_STATUS.writtenOff) && loan.daysPastDue > 0 && canCall(roles, '/collections/case') ? (
      <Link key="case" to={`/collections/${loan.orderId}`} className="button small">
        Collection case
      </Link>
    ) : null,
  ].filter(Boolean)
  const writeOff = repaying && canCall(roles, '/writeoff/request')
  const waive = repaying && canCall(roles, '/waiver/request')
  const post = POSTABLE.includes(loan.status) && canCall(roles, '/posting/request')
  if (links.length === 0 && !writeOff && !waive && !post) return null
  return (
    <div className="loan-actions" aria-label={`Actions on order ${loan.orderId}`}>
      {links.length > 0 ? <p>{links}</p> : null}
      {writeOff && loan.writeOff.reached ? <WriteOffButton orderId={loan.orderId} /> : null}
      {writeOff && !loan.writeOff.reached ? (
        <p className="muted small">
          Write-off can be requested from {loan.writeOff.afterDays} days past due; this loan is {loan.daysPastDue} days past due.
        </p>
      ) : null}
      {waive ? <WaiverForm orderId={loan.orderId} /> : null}
      {post ? <PostingForm orderId={loan.orderId} /> : null}
    </div>
  )
}
