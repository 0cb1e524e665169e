import { describe, expect, it } from 'vitest'
import {
  addDays,
  DEFAULT_EXTENSION_POLICY,
  extendedPlan,
  extensionFeeMinor,
  extensionRefusal,
  type PlanPeriod,
  periodMoves,
  planRates,
  planViolations,
} from '../../contract/loan-extension'
import { quoteLoan } from '../../contract/loan-math'
import { PH_RULES, TH_RULES } from '../../contract/market-rules'

// 10,000.00 at 3% a month flat over 3 months from 1 Jan: 3 × 10,900.00 ÷ 3.
const loan = quoteLoan({ amountMinor: 1_000_000, rate: 3000, periods: 3, startDate: '2026-01-01', periodUnit: 'month' })
const plan: PlanPeriod[] = loan.schedule.map((line) => ({ period: line.period, dueDate: line.dueDate, amountMinor: line.amtMinor, interestMinor: 30_000, paidMinor: 0, repaid: false }))
const WITH_FEE = { ...DEFAULT_EXTENSION_POLICY, fee: 'interest' as const }

describe('who may move a due date', () => {
  const ask = { period: 1, days: 14, today: '2026-02-01', scope: 'all' as const }
  it('takes one period, before its date and up to 15 days after it', () => {
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan, [], ask)).toBeNull()
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan, [], { ...ask, today: addDays('2026-02-01', 15) })).toBeNull()
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan, [], { ...ask, today: addDays('2026-02-01', 16) })).toBe('windowPassed')
  })
  it('refuses what the lender does not offer, a period moved already, past the limit, and a paid period', () => {
    expect(extensionRefusal({ ...DEFAULT_EXTENSION_POLICY, enabled: false }, plan, [], ask)).toBe('notOffered')
    expect(extensionRefusal({ ...DEFAULT_EXTENSION_POLICY, days: [7] }, plan, [], ask)).toBe('daysNotOffered')
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan, [{ period: 1 }], ask)).toBe('alreadyMoved')
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan, [{ period: 2 }], ask)).toBe('limitUsed')
    expect(extensionRefusal({ ...DEFAULT_EXTENSION_POLICY, maxPerLoan: 2 }, plan, [{ period: 2 }], ask)).toBeNull()
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan.map((p) => ({ ...p, repaid: p.period === 1 })), [], ask)).toBe('periodPaid')
  })
})

describe('what it costs and what the schedule becomes', () => {
  it('costs nothing by default; with interest, the product rate on the unpaid principal moved, for the added days', () => {
    const ask = { period: 2, days: 30, scope: 'all' as const, rate: 3000, periodUnit: 'month' as const }
    expect(extensionFeeMinor(DEFAULT_EXTENSION_POLICY, plan, ask)).toBe(0)
    // Periods 2 and 3 move: 2 × 333,333.33 principal, 50,000 of it already paid.
    const paid = plan.map((p) => (p.period === 2 ? { ...p, paidMinor: 50_000 } : p))
    const principal = 2 * (363_333 - 30_000) + 1 - 50_000
    expect(extensionFeeMinor(WITH_FEE, paid, ask)).toBe(Math.round((0.03 * principal * 30) / (365 / 12)))
    // Moving period 2 only: its principal alone gets the days, so it alone pays for them.
    expect(extensionFeeMinor(WITH_FEE, paid, { ...ask, scope: 'one' })).toBe(Math.round((0.03 * (363_333 - 30_000 - 50_000) * 30) / (365 / 12)))
  })
  it('moves the period and every later unpaid one, keeping the dates in order, with the fee as interest of the moved period', () => {
    const after = extendedPlan(plan, { period: 2, days: 14, scope: 'all' }, 5_000)
    expect(after.map((p) => p.dueDate)).toEqual(['2026-02-01', '2026-03-15', '2026-04-15'])
    expect(after[1]).toMatchObject({ amountMinor: plan[1]!.amountMinor + 5_000, interestMinor: 35_000 })
    expect(after[2]!.amountMinor).toBe(plan[2]!.amountMinor)
    expect(after.reduce((s, p) => s + p.amountMinor, 0)).toBe(loan.totalMinor + 5_000)
  })
  it('lowers every rate when only the dates move', () => {
    const later = extendedPlan(plan, { period: 1, days: 30, scope: 'all' }, 0)
    expect(planRates(1_000_000, '2026-01-01', later).aprPercent).toBeLessThan(planRates(1_000_000, '2026-01-01', plan).aprPercent)
  })
  it("counts a fee in the market's caps: PH charges never above the principal, TH 25% a year", () => {
    expect(planViolations(PH_RULES, 1_000_000, '2026-01-01', plan, extendedPlan(plan, { period: 1, days: 30, scope: 'all' }, 10_000))).toEqual([])
    const charges = planViolations(PH_RULES, 1_000_000, '2026-01-01', plan, extendedPlan(plan, { period: 1, days: 30, scope: 'all' }, 920_000)).map((v) => v.rule)
    expect(charges).toContain('chargesAbovePrincipal')
    const th = quoteLoan({ amountMinor: 1_000_000, rate: 850, periods: 12, startDate: '2026-01-01', periodUnit: 'month' })
    const thPlan = th.schedule.map((l) => ({ period: l.period, dueDate: l.dueDate, amountMinor: l.amtMinor, interestMinor: 8_500, paidMinor: 0, repaid: false }))
    expect(planViolations(TH_RULES, 1_000_000, '2026-01-01', thPlan, extendedPlan(thPlan, { period: 1, days: 14, scope: 'all' }, 4_000))).toEqual([])
    expect(planViolations(TH_RULES, 1_000_000, '2026-01-01', thPlan, extendedPlan(thPlan, { period: 1, days: 7, scope: 'all' }, 60_000)).map((v) => v.rule)).toEqual(['maxApr'])
  })
})

describe('moving one payment or every payment', () => {
  const today = '2026-01-15'
  it('moves only the chosen payment with one: later dates stay on the repayment day, amounts but the fee unchanged', () => {
    const after = extendedPlan(plan, { period: 1, days: 14, scope: 'one' }, 5_000)
    expect(after.map((p) => p.dueDate)).toEqual(['2026-02-15', '2026-03-01', '2026-04-01'])
    expect(after.map((p) => p.amountMinor)).toEqual(plan.map((p, i) => p.amountMinor + (i === 0 ? 5_000 : 0)))
    expect(after.reduce((s, p) => s + p.amountMinor, 0)).toBe(loan.totalMinor + 5_000)
    expect(periodMoves(plan, after)).toEqual([{ period: 1, dueDate: '2026-02-01', newDueDate: '2026-02-15' }])
  })
  it('moves the chosen payment and every later unpaid one with all, the same fee on the same period', () => {
    const paidThird = plan.map((p) => ({ ...p, repaid: p.period === 3 }))
    const after = extendedPlan(paidThird, { period: 1, days: 14, scope: 'all' }, 5_000)
    expect(periodMoves(paidThird, after)).toEqual([
      { period: 1, dueDate: '2026-02-01', newDueDate: '2026-02-15' },
      { period: 2, dueDate: '2026-03-01', newDueDate: '2026-03-15' },
    ])
    expect(after.map((p) => p.amountMinor)).toEqual(extendedPlan(plan, { period: 1, days: 14, scope: 'one' }, 5_000).map((p) => p.amountMinor))
  })
  it('refuses one payment moved onto or past the next due date (reachesNextDue), and never refuses all for it', () => {
    // Twice a month: the next payment 14 days after the first, then 15 days.
    const twice = plan.map((p, i) => ({ ...p, dueDate: ['2026-02-01', '2026-02-15', '2026-03-02'][i]! }))
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, twice, [], { period: 1, days: 14, today, scope: 'one' })).toBe('reachesNextDue')
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, twice, [], { period: 1, days: 7, today, scope: 'one' })).toBeNull()
    // 14 days lands on 1 March, the day before the next date: allowed.
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, twice, [], { period: 2, days: 14, today, scope: 'one' })).toBeNull()
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, twice, [], { period: 1, days: 14, today, scope: 'all' })).toBeNull()
    // Monthly: 30 days reaches the next month's date for every period but the last.
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan, [], { period: 1, days: 30, today, scope: 'one' })).toBe('reachesNextDue')
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan, [], { period: 3, days: 30, today, scope: 'one' })).toBeNull()
    expect(extensionRefusal(DEFAULT_EXTENSION_POLICY, plan, [], { period: 1, days: 30, today, scope: 'all' })).toBeNull()
  })
  it('asks no fee for either scope by default, and the caps and affordability see the one grown payment the same way', () => {
    const ask = { period: 1, days: 14, rate: 3000, periodUnit: 'month' as const }
    expect(extensionFeeMinor(DEFAULT_EXTENSION_POLICY, plan, { ...ask, scope: 'one' })).toBe(0)
    expect(extensionFeeMinor(DEFAULT_EXTENSION_POLICY, plan, { ...ask, scope: 'all' })).toBe(0)
    const charges = planViolations(PH_RULES, 1_000_000, '2026-01-01', plan, extendedPlan(plan, { period: 1, days: 14, scope: 'one' }, 920_000)).map((v) => v.rule)
    expect(charges).toContain('chargesAbovePrincipal')
  })
})
