export const ORDER_STATUS = {
  submitted: 0,
  inReview: 1,
  approved: 3,
  repaying: 4,
  refused: 5,
  fundsReady: 9,
  settled: 10,
  cancelled: 12,
  /** Past the lender's write-off age and moved to loss; still owed, and payments are recoveries. */
  writtenOff: 13,
} as const

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

export const PERIOD_STATUS = { pending: 0, repaid: 1, overdue: 2 } as const
export type PeriodStatus = (typeof PERIOD_STATUS)[keyof typeof PERIOD_STATUS]

/** The only moves an order may make; every other transition is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  0: [1, 3, 5, 12],
  1: [3, 5, 12],
  3: [9, 12],
  9: [4, 12],
  4: [10, 13],
  5: [],
  10: [],
  12: [],
  13: [10],
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to)
}

/** Cancelling is free while no money has been disbursed. */
export const CANCELLABLE: readonly OrderStatus[] = [0, 1, 3, 9]
