import { describe, expect, it } from 'vitest'
import { ORDER_STATUS, PERIOD_STATUS } from '../../contract/order-status'
import { awaitsDecision, statusView } from '../../src/features/orders/status'
import { CHIP_KINDS } from '../../src/ui/status-chip'

describe('what each order status shows', () => {
  it.each([
    [ORDER_STATUS.submitted, 'review', 'review'],
    [ORDER_STATUS.inReview, 'review', 'review'],
    [ORDER_STATUS.approved, 'approved', 'accept'],
    [ORDER_STATUS.fundsReady, 'ready', 'ready'],
    [ORDER_STATUS.repaying, 'repaying', 'repay'],
    [ORDER_STATUS.refused, 'refused', 'refused'],
    [ORDER_STATUS.settled, 'settled', 'settled'],
    [ORDER_STATUS.cancelled, 'cancelled', 'cancelled'],
    [ORDER_STATUS.writtenOff, 'writtenOff', 'repay'],
  ] as const)('status %i shows the %s chip and offers %s', (status, chip, action) => {
    expect(statusView(status)).toMatchObject({ chip, action })
  })

  it('shows a repaying loan with an overdue period as overdue', () => {
    const periods = [{ status: PERIOD_STATUS.repaid }, { status: PERIOD_STATUS.overdue }]
    expect(statusView(ORDER_STATUS.repaying, periods).chip).toBe('overdue')
  })

  it('offers free cancellation exactly while nothing is disbursed (0, 1, 3, 9)', () => {
    const cancellable = Object.values(ORDER_STATUS).filter((s) => statusView(s).cancellable)
    expect(cancellable.sort((a, b) => a - b)).toEqual([0, 1, 3, 9])
  })

  it('disables the main button only for a closed loan (settled, cancelled): a written-off loan is still payable', () => {
    const closed = Object.values(ORDER_STATUS).filter((s) => statusView(s).closed)
    expect(closed.sort((a, b) => a - b)).toEqual([10, 12])
  })

  it('reads a status it does not know as under review, with nothing to cancel', () => {
    expect(statusView(2)).toEqual({ chip: 'review', action: 'review', cancellable: false, closed: false })
  })

  it('has a chip for every status word the design lists', () => {
    const used = new Set([...Object.values(ORDER_STATUS).map((s) => statusView(s).chip), 'overdue'])
    expect([...used].sort()).toEqual([...CHIP_KINDS].sort())
  })

  it('keeps asking for the decision only while the order is submitted or in review', () => {
    expect(Object.values(ORDER_STATUS).filter(awaitsDecision)).toEqual([0, 1])
  })
})
