// When a payment counts as late, and what that costs: read from the market pack
// (contract/market/*/late-payment.ts) by the server's overdue marking, the contract, the loan view
// and the FAQ, so that what the contract says is what happens.
import { addDays } from './loan-extension'
import type { LatePaymentRules } from './market/types'

/** The first day on which a payment due on `dueDate` (`YYYY-MM-DD`) is late: after the due date and its grace days. */
export function lateFrom(dueDate: string, rules: Pick<LatePaymentRules, 'graceDays'>): string {
  return addDays(dueDate, rules.graceDays + 1)
}

/** Whether an unpaid payment due on `dueDate` is late on the borrower's day `today`. */
export function isLate(dueDate: string, today: string, rules: Pick<LatePaymentRules, 'graceDays'>): boolean {
  return lateFrom(dueDate, rules) <= today
}

/** The latest due date that is late on `today`: every unpaid period due on or before it is overdue. */
export function lastLateDueDate(today: string, rules: Pick<LatePaymentRules, 'graceDays'>): string {
  return addDays(today, -(rules.graceDays + 1))
}
