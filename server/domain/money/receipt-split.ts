import type { PeriodRow } from './schedule'

/**
 * How a payment was applied, from the schedule before and after it: within a period the
 * principal is paid before the interest (schedule.ts: what a payoff forgives is a period's last
 * interest), so a period's interest is what was paid of it beyond its principal.
 */
export function splitOf(before: PeriodRow[], after: PeriodRow[]): { principalMinor: number; interestMinor: number } {
  let principalMinor = 0
  let interestMinor = 0
  for (const p of after) {
    const was = before.find((b) => b.period === p.period)?.paidMinor ?? 0
    const principal = p.amountMinor - p.interestMinor
    const interestPaid = Math.max(0, p.paidMinor - principal) - Math.max(0, was - principal)
    interestMinor += interestPaid
    principalMinor += p.paidMinor - was - interestPaid
  }
  return { principalMinor, interestMinor }
}
