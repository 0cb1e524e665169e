// More time on one period (docs/decisions/0008-loan-extensions.md): the quote the borrower sees
// and the change it confirms come from the same plan, so what was shown is what is booked.
import { and, desc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import {
  DEFAULT_EXTENSION_POLICY,
  EXTENSION_REFUSALS,
  extendedPlan,
  extensionBreaches,
  extensionFeeMinor,
  extensionPolicySchema,
  type ExtensionRefusal,
  extensionRefusal,
  type PlanPeriod,
  type PlanRates,
  periodMoves,
  planRates,
  planViolations,
} from '../../../contract/loan-extension'
import type { PeriodUnit } from '../../../contract/loan-math'
import { localToday } from '../../../contract/market/local-time'
import type { Disclosure } from '../../../contract/market/types'
import { toMajor } from '../../../contract/money'
import { ORDER_STATUS, PERIOD_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { userRow } from '../profile/user-row'
import { disbursements, loanExtensions, schedulePeriods } from '../../db/schema'
import type { CallContext } from '../../services'
import { effectiveConfigs } from '../configs/company-configs'
import { marketOfApp } from '../markets/company-market'
import { todayForOrder } from '../markets/local-days'
import { creditLimitOf, decisionRulesOf } from '../orders/decision-inputs'
import { ownOrderForUpdate } from '../orders/order-actions'
import { orderMonthlyPaymentMinor } from '../orders/order-limits'
import type { OrderRow } from '../orders/state-machine'
import { lendingTerms } from '../products/lending-terms'
import { markScheduleChange } from '../staff/reports/late-data'
import { postEntry } from './ledger'
import { type PeriodRow, periodsOf } from './schedule'

type Ask = ParsedBody<'/loan/extension/quote'>

export async function quoteExtension(ctx: CallContext, body: Ask) {
  return ctx.db.transaction(async (db) => {
    const order = await ownOrderForUpdate({ ...ctx, db }, body.loanOrderId)
    const plan = await planExtension(db, order, body, ctx.services.now())
    const { market } = await marketOfApp(db, order.appId)
    const digits = market.minorDigits
    return {
      fee: toMajor(plan.feeMinor, digits),
      newDueDate: plan.newDueDate,
      scope: body.scope,
      moves: periodMoves(plan.before, plan.after),
      schedule: plan.after.map((p) => periodView(p, digits)),
      total: toMajor(plan.after.reduce((sum, p) => sum + p.amountMinor, 0), digits),
      ...rateAfterChange(market.disclosure, plan.rates),
    }
  })
}

/**
 * Moves the dates and books the fee in one transaction: the fee is added to the moved period
 * and to the receivable now, and is paid, like the period, by its new date, never before.
 */
export async function applyExtension(ctx: CallContext, body: Ask) {
  return ctx.db.transaction(async (db) => {
    const order = await ownOrderForUpdate({ ...ctx, db }, body.loanOrderId)
    const now = ctx.services.now()
    const plan = await planExtension(db, order, body, now)
    const moved: string[] = []
    for (const p of plan.after) {
      const was = plan.before.find((b) => b.period === p.period)
      if (!was || (was.dueDate === p.dueDate && was.amountMinor === p.amountMinor)) continue
      moved.push(was.dueDate, p.dueDate)
      await db
        .update(schedulePeriods)
        .set({ dueDate: p.dueDate, amountMinor: p.amountMinor, interestMinor: p.interestMinor, status: p.status })
        .where(and(eq(schedulePeriods.orderId, order.id), eq(schedulePeriods.period, p.period)))
    }
    await markScheduleChange(db, order.id, moved, now)
    const from = plan.before.find((p) => p.period === body.period)?.dueDate ?? plan.newDueDate
    const [row] = await db
      .insert(loanExtensions)
      .values({ orderId: order.id, period: body.period, days: body.days, feeMinor: plan.feeMinor, fromDueDate: from, toDueDate: plan.newDueDate, at: now })
      .returning({ id: loanExtensions.id })
    await postEntry(db, order.id, `extension ${row?.id ?? ''}`, [{ account: 'receivable', amountMinor: plan.feeMinor }, { account: 'interest_income', amountMinor: -plan.feeMinor }], now)
    const digits = (await marketOfApp(db, order.appId)).market.minorDigits
    return { fee: toMajor(plan.feeMinor, digits), newDueDate: plan.newDueDate, scope: body.scope, moves: periodMoves(plan.before, plan.after), schedule: plan.after.map((p) => periodView(p, digits)) }
  })
}

/** The one rate the market's regulator requires, of the whole loan after the change. */
function rateAfterChange(disclosure: Disclosure, rates: PlanRates): { apr: number } | { monthlyEir: number } | { dailyCost: number } {
  if (disclosure === 'monthlyEirTila') return { monthlyEir: rates.monthlyEffectivePercent }
  if (disclosure === 'dailyEconomicBenefit') return { dailyCost: rates.dailyCostPercent }
  return { apr: rates.aprPercent }
}

type Planned = PlanPeriod & { status: number }

/** The fields a refusal points at: fewer days or moving every payment both answer reachesNextDue. */
const REFUSED_FIELDS: Record<ExtensionRefusal, string[]> = {
  notOffered: ['period'],
  limitUsed: ['period'],
  alreadyMoved: ['period'],
  windowPassed: ['period'],
  aboveCaps: ['days'],
  daysNotOffered: ['days'],
  periodPaid: ['period'],
  unaffordable: ['days'],
  reachesNextDue: ['days', 'scope'],
}

async function planExtension(db: Db, order: OrderRow, ask: Ask, now: Date) {
  if (order.status !== ORDER_STATUS.repaying) throw new ApiError(EXTENSION_REFUSALS.notOffered, { fields: ['loanOrderId'] })
  const configs = await effectiveConfigs(db, order.appId)
  const parsed = extensionPolicySchema.safeParse(configs.EXTENSION_POLICY)
  const policy = parsed.success ? parsed.data : DEFAULT_EXTENSION_POLICY
  const rows = await periodsOf(db, order.id)
  const before = rows.map(planPeriod)
  const used = await db.select({ period: loanExtensions.period }).from(loanExtensions).where(eq(loanExtensions.orderId, order.id))
  const today = await todayForOrder(db, order.id, now)
  const refusal = extensionRefusal(policy, before, used, { period: ask.period, days: ask.days, today, scope: ask.scope })
  if (refusal) throw new ApiError(EXTENSION_REFUSALS[refusal], { fields: REFUSED_FIELDS[refusal] })
  const feeMinor = extensionFeeMinor(policy, before, { ...ask, rate: order.rate, periodUnit: order.periodUnit as PeriodUnit })
  const { rules, timeZone } = await lendingTerms(db, order.appId, now)
  const principalMinor = before.reduce((sum, p) => sum + p.amountMinor - p.interestMinor, 0)
  const startDate = await loanStart(db, order.id, timeZone)
  const moved = extendedPlan(before, ask, feeMinor)
  // Without a fee only dates move later, which lowers every rate: the caps can only be broken by a fee.
  if (feeMinor > 0 && planViolations(rules, principalMinor, startDate, before, moved).length > 0) {
    throw new ApiError(EXTENSION_REFUSALS.aboveCaps, { fields: ['days'] })
  }
  if (feeMinor > 0) await refuseUnaffordable(db, order, configs, before, moved)
  const after: Planned[] = moved.map((p, i) => ({ ...p, status: statusAfter(rows[i]!, p, today) }))
  const newDueDate = after.find((p) => p.period === ask.period)?.dueDate ?? ''
  return { before, after, feeMinor, newDueDate, rates: planRates(principalMinor, startDate, moved) }
}

/** A fee may not make a payment more than the borrower can afford, by the figures they declared. */
async function refuseUnaffordable(db: Db, order: OrderRow, configs: Record<string, unknown>, before: PlanPeriod[], moved: PlanPeriod[]): Promise<void> {
  const limit = await creditLimitOf(db, await userRow(db, order.userId), decisionRulesOf(configs), order.id)
  const digits = (await marketOfApp(db, order.appId)).market.minorDigits
  const monthly = (amountMinor: number) => orderMonthlyPaymentMinor({ ...order, quote: { perPeriod: toMajor(amountMinor, digits) } }, digits)
  if (extensionBreaches(limit, before, moved, monthly).length > 0) throw new ApiError(EXTENSION_REFUSALS.unaffordable, { fields: ['days'] })
}

/** A moved period is overdue only if its new date has passed too. */
function statusAfter(row: PeriodRow, p: PlanPeriod, today: string): number {
  if (row.status === PERIOD_STATUS.repaid || row.dueDate === p.dueDate) return row.status
  return p.dueDate < today ? PERIOD_STATUS.overdue : PERIOD_STATUS.pending
}

function planPeriod(p: PeriodRow): PlanPeriod {
  return { period: p.period, dueDate: p.dueDate, amountMinor: p.amountMinor, interestMinor: p.interestMinor, paidMinor: p.paidMinor, repaid: p.status === PERIOD_STATUS.repaid }
}

function periodView(p: Planned, digits: number) {
  return { period: p.period, dueDate: p.dueDate, amt: toMajor(p.amountMinor, digits), paid: toMajor(p.paidMinor, digits), status: p.status }
}

/** The day the loan's money settled, on the borrower's calendar: the schedule was built from it. */
async function loanStart(db: Db, orderId: number, timeZone: string): Promise<string> {
  const [paid] = await db
    .select({ settledAt: disbursements.settledAt })
    .from(disbursements)
    .where(and(eq(disbursements.orderId, orderId), eq(disbursements.purpose, 'loan'), eq(disbursements.status, 'succeeded')))
    .orderBy(desc(disbursements.id))
    .limit(1)
  if (paid?.settledAt) return localToday(timeZone, paid.settledAt)
  throw new Error(`order ${orderId} is repaying without a settled payout`)
}
