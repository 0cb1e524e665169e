import { ORDER_STATUS } from './order-status'
import type { LoanProgress } from './schemas/orders'

// An order that is over leaves room for a new one: settled, cancelled for free before any money
// went out, or refused once its reapply date has come (the server leaves `reapplyAfter` out then).
const OVER: readonly number[] = [ORDER_STATUS.settled, ORDER_STATUS.cancelled, ORDER_STATUS.refused]

/** Whether the borrower's latest order is over, so a new application may start. */
export function orderOver(progress: NonNullable<LoanProgress>): boolean {
  return OVER.includes(progress.status) && progress.reapplyAfter === undefined
}
