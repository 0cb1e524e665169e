import type { PeriodUnit } from './loan-math'

/** How often a payment falls due: the product's period, or twice a month (contract/repayment-day.ts). */
export const CADENCES = ['month', 'twice', 'week', 'day'] as const
export type Cadence = (typeof CADENCES)[number]

/** A monthly loan with more payments than months is paid twice a month. */
export function cadenceOf(unit: PeriodUnit, payments: number, periods: number): Cadence {
  return unit === 'month' && payments > periods ? 'twice' : unit
}
