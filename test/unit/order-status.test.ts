import { describe, expect, it } from 'vitest'
import { CANCELLABLE, canTransition, ORDER_STATUS, ORDER_TRANSITIONS, type OrderStatus } from '../../contract/order-status'

const ALL = Object.values(ORDER_STATUS) as OrderStatus[]
const ALLOWED: [OrderStatus, OrderStatus][] = [
  [0, 1], [0, 3], [0, 5], [0, 12],
  [1, 3], [1, 5], [1, 12],
  [3, 9], [3, 12],
  [9, 4], [9, 12],
  [4, 10], [4, 13],
  [13, 10],
]

describe('the order state machine', () => {
  it('allows exactly the listed transitions and rejects every other pair', () => {
    for (const from of ALL) {
      for (const to of ALL) {
        const listed = ALLOWED.some(([f, t]) => f === from && t === to)
        expect(canTransition(from, to), `${from} → ${to}`).toBe(listed)
      }
    }
  })

  it('has no way out of refused, settled or cancelled', () => {
    for (const final of [5, 10, 12] as const) expect(ORDER_TRANSITIONS[final]).toEqual([])
  })

  it('lets the borrower cancel exactly while nothing is disbursed', () => {
    expect([...CANCELLABLE].sort((a, b) => a - b)).toEqual([0, 1, 3, 9])
    for (const status of CANCELLABLE) expect(canTransition(status, 12)).toBe(true)
    expect(canTransition(4, 12)).toBe(false)
  })
})
