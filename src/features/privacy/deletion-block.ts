import { ORDER_STATUS } from '../../../contract/order-status'
import type { LoanProgress } from '../../../contract/schemas/orders'

/**
 * Why the account cannot be deleted now, read from the latest loan before the borrower confirms:
 * the server refuses with 10041 while any loan is open (server/domain/orders/open-loan.ts), so the
 * screen says so first instead of after a confirmation that cannot succeed.
 */
export type DeletionBlock =
  /** Applied for and waiting for a decision: it can be cancelled. */
  | 'in_review'
  /** Approved, the money not yet withdrawn: it can be cancelled for free. */
  | 'approved'
  /** Withdrawn and on its way to the bank account: wait for it, then repay. */
  | 'money_on_its_way'
  /** Being repaid (or written off, still owed): repay it first. */
  | 'repaying'

export function deletionBlock(progress: LoanProgress | undefined): DeletionBlock | null {
  // Not known yet (or not available offline): the server still refuses if a loan is open.
  if (!progress) return null
  switch (progress.status) {
    case ORDER_STATUS.submitted:
    case ORDER_STATUS.inReview:
      return 'in_review'
    case ORDER_STATUS.approved:
      return 'approved'
    case ORDER_STATUS.fundsReady:
      return progress.balance > 0 ? 'approved' : 'money_on_its_way'
    case ORDER_STATUS.repaying:
    case ORDER_STATUS.writtenOff:
      return 'repaying'
    default:
      return null
  }
}
