// Moving one period's due date at the borrower's request (docs/decisions/0008-loan-extensions.md):
// who may, by how much, what it costs and what the schedule becomes. Money is integer minor units.

import * as z from 'zod/mini'
import { addPeriods, dailyPercentOf, PERIODS_PER_YEAR, percent, periodIrr, type PeriodUnit } from './loan-math'
import { type CreditLimit, type LimitBreach, paymentBreaches } from './credit-limits'
import { dailyCapOn, type MarketRules, type Violation } from './market-rules'

/** The numbers of days a due date can move by. */
export const EXTENSION_DAYS = [7, 14, 30] as const
/** A due date can still be moved up to this many days after it. */
export const EXTENSION_WINDOW_DAYS = 15

/**
 * The lender's policy (company config EXTENSION_POLICY). fee: `none` moves a date for nothing;
 * `interest` charges the product's rate on the principal still unpaid for the added days.
 */
export const extensionPolicySchema = z.object({
  enabled: z.boolean(),
  maxPerLoan: z.int().check(z.minimum(0)),
  days: z.array(z.union(EXTENSION_DAYS.map((d) => z.literal(d)))),
  fee: z.enum(['none', 'interest']),
})
export type ExtensionPolicy = z.infer<typeof extensionPolicySchema>

export const DEFAULT_EXTENSION_POLICY: ExtensionPolicy = { enabled: true, maxPerLoan: 1, days: [...EXTENSION_DAYS], fee: 'none' }

/**
 * What moves: `one`, the chosen payment only (later ones stay on the borrower's repayment day),
 * or `all`, that payment and every later unpaid one by the same days.
 */
export const extensionScopeSchema = z.enum(['one', 'all'])
export type ExtensionScope = z.infer<typeof extensionScopeSchema>

/** Why a due date cannot move, each a catalogue code (contract/error-codes.ts). */
export const EXTENSION_REFUSALS = {
  notOffered: 40050,
  limitUsed: 40051,
  alreadyMoved: 40052,
  windowPassed: 40053,
  aboveCaps: 40054,
  daysNotOffered: 40055,
  periodPaid: 40056,
  unaffordable: 40057,
  reachesNextDue: 40058,
} as const
export type ExtensionRefusal = keyof typeof EXTENSION_REFUSALS

export type PlanPeriod = { period: number; dueDate: string; amountMinor: number; interestMinor: number; paidMinor: number; repaid: boolean }

export type ExtensionAsk = { period: number; days: number; today: string; scope: ExtensionScope }

/** Which periods an ask moves: an unpaid period moves if it is the chosen one or, for `all`, a later one. */
export function movesWith(ask: { period: number; scope: ExtensionScope }): (p: PlanPeriod) => boolean {
  return (p) => !p.repaid && (ask.scope === 'one' ? p.period === ask.period : p.period >= ask.period)
}

/** The first reason, if any, the ask is refused before any money is counted. */
export function extensionRefusal(policy: ExtensionPolicy, periods: readonly PlanPeriod[], used: readonly { period: number }[], ask: ExtensionAsk): ExtensionRefusal | null {
  if (!policy.enabled || policy.maxPerLoan === 0) return 'notOffered'
  if (!(policy.days as readonly number[]).includes(ask.days)) return 'daysNotOffered'
  const target = periods.find((p) => p.period === ask.period)
  if (!target || target.repaid) return 'periodPaid'
  if (used.some((u) => u.period === ask.period)) return 'alreadyMoved'
  if (used.length >= policy.maxPerLoan) return 'limitUsed'
  if (addDays(target.dueDate, EXTENSION_WINDOW_DAYS) < ask.today) return 'windowPassed'
  // Moving one payment keeps the due dates in order (each period begins when the one before it
  // falls due, which the payoff reads), so it must stay before the next date; refused, not capped,
  // so the days stay one of the lender's offered numbers and the date is the one the borrower chose.
  const next = periods.find((p) => p.period === ask.period + 1)
  if (ask.scope === 'one' && next && addDays(target.dueDate, ask.days) >= next.dueDate) return 'reachesNextDue'
  return null
}

/**
 * The fee: nothing, or the product's rate (thousandths of a percent a period) on the principal
 * still unpaid of the periods that move (the chosen one, or it and every later one), for the
 * added days: principal that keeps its date gets no days, so it pays for none.
 * Payments count against a period's principal first, as on the receipts.
 */
export function extensionFeeMinor(
  policy: ExtensionPolicy,
  periods: readonly PlanPeriod[],
  ask: { period: number; days: number; scope: ExtensionScope; rate: number; periodUnit: PeriodUnit },
): number {
  if (policy.fee === 'none') return 0
  const unpaidPrincipal = periods
    .filter(movesWith(ask))
    .reduce((sum, p) => sum + Math.max(0, p.amountMinor - p.interestMinor - p.paidMinor), 0)
  const daysPerPeriod = 365 / PERIODS_PER_YEAR[ask.periodUnit]
  return Math.round((ask.rate * unpaidPrincipal * ask.days) / (100_000 * daysPerPeriod))
}

/**
 * The schedule after the change: the period moves by `days` with the fee added to what it owes
 * (as interest); with `all`, every later unpaid period moves by as many days, with `one` none does
 * (extensionRefusal keeps the moved date before the next one). Amounts other than the fee never change.
 */
export function extendedPlan(periods: readonly PlanPeriod[], ask: { period: number; days: number; scope: ExtensionScope }, feeMinor: number): PlanPeriod[] {
  const moves = movesWith(ask)
  return periods.map((p) => {
    if (!moves(p)) return { ...p }
    const moved = { ...p, dueDate: addDays(p.dueDate, ask.days) }
    return p.period === ask.period ? { ...moved, amountMinor: p.amountMinor + feeMinor, interestMinor: p.interestMinor + feeMinor } : moved
  })
}

/** dailyCostPercent: the charges over the principal and the days to the last due date (OJK's measure, contract/loan-math.ts). */
export type PlanRates = { aprPercent: number; monthlyEffectivePercent: number; monthlyNominalPercent: number; chargesPercent: number; dailyCostPercent: number }

/**
 * The disclosed rates of the whole loan as scheduled, from its real dates: the borrower gets the
 * principal on `startDate` and pays each period's amount on its due date (a daily IRR, so a
 * period moved by days counts exactly).
 */
export function planRates(principalMinor: number, startDate: string, periods: readonly PlanPeriod[]): PlanRates {
  const byDay: number[] = []
  for (const p of periods) {
    const day = daysBetween(startDate, p.dueDate)
    for (let i = byDay.length; i < day; i++) byDay.push(0)
    byDay[day - 1]! += p.amountMinor
  }
  const irr = periodIrr(principalMinor, byDay)
  const charges = periods.reduce((sum, p) => sum + p.amountMinor, -principalMinor)
  return {
    aprPercent: percent(irr * 365),
    monthlyNominalPercent: percent((irr * 365) / 12),
    monthlyEffectivePercent: percent((1 + irr) ** (365 / 12) - 1),
    chargesPercent: percent(charges / principalMinor),
    dailyCostPercent: dailyPercentOf(charges, principalMinor, byDay.length),
  }
}

/**
 * Every market cap the loan, as scheduled after the change (`after`), would break. Small-loan caps
 * that covered it before (`before`) still cover it: moving a date never takes a loan out of them.
 */
export function planViolations(rules: MarketRules, principalMinor: number, startDate: string, before: readonly PlanPeriod[], after: readonly PlanPeriod[]): Violation[] {
  const rates = planRates(principalMinor, startDate, after)
  const violations: Violation[] = []
  const check = (rule: Violation['rule'], limit: number | undefined, actual: number) => {
    if (limit !== undefined && actual > limit) violations.push({ rule, limit, actual })
  }
  check('maxApr', rules.maxAprPercent, rates.aprPercent)
  const caps = rules.smallLoanCaps
  const lastDue = before.reduce((last, p) => (p.dueDate > last ? p.dueDate : last), startDate)
  const termMonths = daysBetween(startDate, lastDue) / (365 / 12)
  if (caps && principalMinor <= caps.maxAmountMinor && termMonths <= caps.maxTermMonths) {
    check('maxMonthlyNominal', caps.maxMonthlyNominalPercent, rates.monthlyNominalPercent)
    check('maxMonthlyEffective', caps.maxMonthlyEffectivePercent, rates.monthlyEffectivePercent)
  }
  check('chargesAbovePrincipal', rules.maxChargesPercentOfPrincipal, rates.chargesPercent)
  // A fee is economic benefit too; the loan keeps the daily cap of the day it began.
  check('maxDailyCost', dailyCapOn(rules.maxDailyPercentSteps, startDate, termMonths), rates.dailyCostPercent)
  return violations
}

/**
 * The affordability rules a period grown by the fee would break, as a month's payment
 * (`monthly`: the product's period amount as a month's). Moving a date without a fee grows no
 * payment and the principal never grows, so the law's limit on credit is not touched.
 */
export function extensionBreaches(limit: CreditLimit, before: readonly PlanPeriod[], after: readonly PlanPeriod[], monthly: (amountMinor: number) => number): LimitBreach[] {
  const breaches = new Set<LimitBreach>()
  for (const p of after) {
    const was = before.find((b) => b.period === p.period)
    if (!was || p.amountMinor <= was.amountMinor) continue
    for (const breach of paymentBreaches(limit, monthly(p.amountMinor))) breaches.add(breach)
  }
  return [...breaches]
}

/** One period the change moves: its date before and after. */
export const periodMoveSchema = z.object({ period: z.int(), dueDate: z.string(), newDueDate: z.string() })
export type PeriodMove = z.infer<typeof periodMoveSchema>

/** Each period whose date the change moves, from its date to its new one: what the borrower confirms. */
export function periodMoves(before: readonly PlanPeriod[], after: readonly PlanPeriod[]): PeriodMove[] {
  return after.flatMap((p) => {
    const was = before.find((b) => b.period === p.period)
    return was && was.dueDate !== p.dueDate ? [{ period: p.period, dueDate: was.dueDate, newDueDate: p.dueDate }] : []
  })
}

export function addDays(date: string, days: number): string {
  return addPeriods(date, days, 'day')
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}
