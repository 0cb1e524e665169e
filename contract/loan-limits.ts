// Default product bounds, used when a lender's configuration says nothing narrower.

/** Loan amount bounds in major units (the amount field works in whole baht). */
export const AMOUNT_LIMITS = { min: 80_000, max: 3_000_000, step: 10_000 } as const

/** Number of repayment periods. */
export const PERIOD_LIMITS = { min: 6, max: 24 } as const

/** Rate in thousandths of a percent per period: 400 is 0.4% a period. */
export const RATE_LIMITS = { min: 400, max: 2400 } as const

export type StepLimits = { min: number; max: number; step: number }

/**
 * Brings a typed amount back into [min, max] and down onto the step grid that
 * starts at min, so what the borrower sees after leaving the field is offered.
 */
export function clampAmount(value: number, limits: StepLimits = AMOUNT_LIMITS): number {
  const { min, max, step } = limits
  if (Number.isNaN(value)) return min
  const clamped = Math.min(max, Math.max(min, value))
  return min + Math.floor((clamped - min) / step) * step
}

/** The rate as the percent a borrower reads: 400 → 0.4. */
export function ratePercent(rate: number): number {
  return rate / 1000
}
