import { describe, expect, it } from 'vitest'
import { comparePriority, type PriorityFacts } from '../../server/domain/staff/collections/worklist-priority'

const loan = (orderId: number, overrides: Partial<PriorityFacts> = {}): PriorityFacts => ({
  orderId,
  bucket: '8-30',
  daysPastDue: 10,
  overdueMinor: 1_000_00,
  promiseNeedsFollowUp: false,
  paused: false,
  lastContactAt: null,
  ...overrides,
})
const ordered = (loans: PriorityFacts[]) => [...loans].sort(comparePriority).map((l) => l.orderId)

describe('the worklist priority', () => {
  it('takes each step only when the ones before it tie', () => {
    const loans = [
      loan(1, { paused: true, bucket: '90+', promiseNeedsFollowUp: true }),
      loan(2, { bucket: '1-7', daysPastDue: 2, promiseNeedsFollowUp: true }),
      loan(3, { bucket: '31-60', daysPastDue: 40 }),
      loan(4, { overdueMinor: 5_000_00 }),
      loan(5, { lastContactAt: new Date('2026-12-01T03:00:00Z') }),
      loan(6, { lastContactAt: new Date('2026-11-20T03:00:00Z') }),
      loan(7, { daysPastDue: 20 }),
      loan(8),
    ]
    expect(ordered(loans)).toEqual([2, 3, 4, 7, 8, 6, 5, 1])
    expect(ordered([...loans].reverse())).toEqual([2, 3, 4, 7, 8, 6, 5, 1])
  })
})
