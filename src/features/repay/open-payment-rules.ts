// Which open payments are still payable, read on the phone: the server lists only those open when
// it answered, and a copy kept offline, or a screen left open, outlives that answer.
import type { PaymentMethod } from '../../../contract/payment-methods'

/** What a payment card shows: the list's entry, or the answer to Pay a moment ago. */
export type ShownPayment = {
  paymentId: string
  method: PaymentMethod
  amt: number
  reference?: string
  qr?: string
  url?: string
  counters?: string[]
  /** The bank of a virtual account, whose number is the reference. */
  bank?: { code: string; name: string }
  expiresAt: string
}

/** What "I paid — check again" found, and when it looked. */
export type CheckResult = {
  at: string
  found: 'received' | 'notYet' | 'failed'
}

export function isExpired(payment: Pick<ShownPayment, 'expiresAt'>, now: number): boolean {
  const at = Date.parse(payment.expiresAt)
  return Number.isFinite(at) && at <= now
}

/**
 * The payments to show for a loan: the one just opened first, then the list's others (the same
 * payment once), each marked expired once its time has passed.
 */
export function shownPayments(justOpened: ShownPayment | null, listed: readonly ShownPayment[], now: number): (ShownPayment & { expired: boolean })[] {
  const all = justOpened ? [justOpened, ...listed.filter((p) => p.paymentId !== justOpened.paymentId)] : [...listed]
  return all.map((p) => ({ ...p, expired: isExpired(p, now) }))
}

/**
 * Payments the last list held that the new one does not, still payable when last seen: paid, or
 * cancelled elsewhere. Which of them arrived, the screen tells by what is owed.
 */
export function leftTheList(before: readonly ShownPayment[], after: readonly ShownPayment[], now: number): ShownPayment[] {
  const still = new Set(after.map((p) => p.paymentId))
  return before.filter((p) => !still.has(p.paymentId) && !isExpired(p, now))
}
