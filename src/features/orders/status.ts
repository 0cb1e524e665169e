// What each order status means to the borrower: the chip it shows, the action the
// detail screen offers, whether cancelling is still free. One table, tested.
import { CANCELLABLE, ORDER_STATUS, type OrderStatus, PERIOD_STATUS } from '../../../contract/order-status'
import type { ChipKind } from '../../ui/status-chip'

export type OrderAction = 'review' | 'accept' | 'ready' | 'repay' | 'refused' | 'settled' | 'cancelled'

export type StatusView = {
  chip: ChipKind
  action: OrderAction
  /** Nothing has been disbursed: cancelling costs nothing. */
  cancellable: boolean
  /** The screen's main button is shown disabled: the order is closed (status above 9). */
  closed: boolean
}

const VIEWS: Record<OrderStatus, { chip: ChipKind; action: OrderAction }> = {
  [ORDER_STATUS.submitted]: { chip: 'review', action: 'review' },
  [ORDER_STATUS.inReview]: { chip: 'review', action: 'review' },
  [ORDER_STATUS.approved]: { chip: 'approved', action: 'accept' },
  [ORDER_STATUS.fundsReady]: { chip: 'ready', action: 'ready' },
  [ORDER_STATUS.repaying]: { chip: 'repaying', action: 'repay' },
  [ORDER_STATUS.refused]: { chip: 'refused', action: 'refused' },
  [ORDER_STATUS.settled]: { chip: 'settled', action: 'settled' },
  [ORDER_STATUS.cancelled]: { chip: 'cancelled', action: 'cancelled' },
  // Written off by the lender, not forgiven: still owed and still payable.
  [ORDER_STATUS.writtenOff]: { chip: 'writtenOff', action: 'repay' },
}

export function isOrderStatus(status: number): status is OrderStatus {
  return Object.hasOwn(VIEWS, status)
}

/** A status this app does not know yet reads as "under review", with nothing to do. */
export function statusView(status: number, periods: readonly { status: number }[] = []): StatusView {
  if (!isOrderStatus(status)) return { chip: 'review', action: 'review', cancellable: false, closed: status > ORDER_STATUS.fundsReady }
  const view = VIEWS[status]
  const overdue = status === ORDER_STATUS.repaying && periods.some((p) => p.status === PERIOD_STATUS.overdue)
  return {
    chip: overdue ? 'overdue' : view.chip,
    action: view.action,
    cancellable: CANCELLABLE.includes(status),
    closed: status > ORDER_STATUS.fundsReady && status !== ORDER_STATUS.writtenOff,
  }
}

/** Still waiting for a decision: worth asking again in a moment. */
export function awaitsDecision(status: number): boolean {
  return status === ORDER_STATUS.submitted || status === ORDER_STATUS.inReview
}
