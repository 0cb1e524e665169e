// Where a promise to pay stands, from the money itself: an agent records what was promised, the
// payments posted since say whether it was kept (contract/collections/catalogue.ts PROMISE_STATES).
import type { PromiseState } from '../../../../contract/collections/catalogue'
import { localToday } from '../../../../contract/market/local-time'

const DAY_MS = 86_400_000

export type PromiseRow = { promisedDate: string; followUpDate: string | null; amountMinor: number; at: Date }
export type PaidPayment = { amountMinor: number; paidAt: Date }

export type PromiseStanding = { state: PromiseState; paidMinor: number; followUpDate: string; needsFollowUp: boolean }

export function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
}

/**
 * Payments count toward a promise from the moment it was made to the end of its day on the
 * borrower's calendar; a payment a day late does not keep it. A broken promise waits for its
 * follow-up day, and is followed up once a contact is made on or after that day.
 */
export function promiseStanding(
  promise: PromiseRow,
  payments: readonly PaidPayment[],
  contactsMade: readonly Date[],
  timeZone: string,
  now: Date,
): PromiseStanding {
  const today = localToday(timeZone, now)
  const paidMinor = payments
    .filter((p) => p.paidAt >= promise.at && p.paidAt <= now && localToday(timeZone, p.paidAt) <= promise.promisedDate)
    .reduce((sum, p) => sum + p.amountMinor, 0)
  const followUpDate = promise.followUpDate ?? dayAfter(promise.promisedDate)
  const state: PromiseState =
    paidMinor >= promise.amountMinor ? 'kept' : promise.promisedDate > today ? 'open' : promise.promisedDate === today ? 'due_today' : 'broken'
  const followedUp = contactsMade.some((at) => localToday(timeZone, at) >= followUpDate)
  const needsFollowUp = state === 'due_today' || (state === 'broken' && followUpDate <= today && !followedUp)
  return { state, paidMinor, followUpDate, needsFollowUp }
}
