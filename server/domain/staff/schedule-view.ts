// A loan's schedule as staff see it (contract/admin/schemas/common.ts schedulePeriodSchema), for
// the borrower's view and the collection case alike: a period is overdue once its due date is
// before the borrower's today, whether or not the overdue job has run yet.
import type { SchedulePeriod } from '../../../contract/admin/schemas/common'
import { toMajor } from '../../../contract/money'
import { PERIOD_STATUS } from '../../../contract/order-status'
import { owed, type PeriodRow } from '../money/schedule'

/** The periods still owing whose due date has passed on the borrower's calendar, oldest first. */
export function latePeriods(periods: readonly PeriodRow[], today: string): PeriodRow[] {
  return periods.filter((p) => owed(p) > 0 && (p.status === PERIOD_STATUS.overdue || p.dueDate < today))
}

export function scheduleView(periods: readonly PeriodRow[], today: string, minorDigits: number): SchedulePeriod[] {
  const late = latePeriods(periods, today)
  return periods.map((p) => ({
    period: p.period,
    dueDate: p.dueDate,
    amount: toMajor(p.amountMinor, minorDigits),
    paid: toMajor(p.paidMinor, minorDigits),
    owed: toMajor(owed(p), minorDigits),
    state: owed(p) === 0 ? 'paid' : late.includes(p) ? 'overdue' : 'due',
  }))
}
