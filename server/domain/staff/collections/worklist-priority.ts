// The order of the collections worklist (docs/collections.md "Priority"): a rule a head of
// operations can read out, not a score. Each step decides only when the ones before it tie.
import { BUCKETS, type Bucket } from '../../../../contract/collections/catalogue'

export type PriorityFacts = {
  orderId: number
  bucket: Bucket
  daysPastDue: number
  overdueMinor: number
  /** The latest promise is due today, or broke and its follow-up day has come. */
  promiseNeedsFollowUp: boolean
  /** An open dispute: nothing may be said until it is resolved. */
  paused: boolean
  lastContactAt: Date | null
}

/**
 * 1. a disputed loan last (it cannot be worked); 2. a promise to follow up first (the borrower
 * said when; calling that day is what keeps promises worth taking); 3. the later bucket first
 * (closer to write-off); 4. the larger overdue amount; 5. the longest without a contact (never
 * contacted first); 6. the more days past due; 7. the older order, so the order is total and stable.
 */
export function comparePriority(a: PriorityFacts, b: PriorityFacts): number {
  return (
    Number(a.paused) - Number(b.paused) ||
    Number(b.promiseNeedsFollowUp) - Number(a.promiseNeedsFollowUp) ||
    BUCKETS.indexOf(b.bucket) - BUCKETS.indexOf(a.bucket) ||
    b.overdueMinor - a.overdueMinor ||
    (a.lastContactAt?.getTime() ?? 0) - (b.lastContactAt?.getTime() ?? 0) ||
    b.daysPastDue - a.daysPastDue ||
    a.orderId - b.orderId
  )
}
