import { and, eq, inArray, ne } from 'drizzle-orm'
import { ORDER_STATUS } from '../../../contract/order-status'
import { PERIODS_PER_YEAR, type PeriodUnit } from '../../../contract/loan-math'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import type { Job } from '../jobs/queue'
import { effectiveConfigs } from '../configs/company-configs'
import { userRow } from '../profile/user-row'
import { lendingTerms } from '../products/lending-terms'
import { freezeTerms, termsHash } from './contract-terms'
import { decide, decisionRulesSchema } from './decision-rules'
import { OPEN_STATUSES } from './open-loan'
import { lockOrder, transition } from './state-machine'

const DAY_MS = 86_400_000

/** The 'decide' job: approves (terms frozen), refuses with reasons, or routes to a person. */
export async function decideOrder(db: Db, job: Job, now: Date): Promise<void> {
  const { orderId } = job.payload as { orderId: number }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    // Decided already (a retried job, or the borrower cancelled): nothing to do.
    if (!order || order.status !== ORDER_STATUS.submitted) return
    const user = await userRow(tx, order.userId)
    const configs = await effectiveConfigs(tx, order.appId)
    const parsed = decisionRulesSchema.safeParse(configs.DECISION_RULES ?? {})
    const rules = parsed.success ? parsed.data : decisionRulesSchema.parse({})
    const { app, currency } = await lendingTerms(tx, order.appId)
    const others = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, order.userId), ne(orders.id, order.id), inArray(orders.status, OPEN_STATUSES)))
    const quote = order.quote as { perPeriod: number }
    const monthlyPaymentMinor = Math.round(quote.perPeriod * 100 * (PERIODS_PER_YEAR[order.periodUnit as PeriodUnit] / 12))
    const decision = decide(
      rules,
      {
        birthday: user.birthday,
        identityVerified: user.identityVerified,
        bankBound: user.bankName !== null && user.cardNo !== null,
        monthlyIncomeMinor: user.monthlyIncomeMinor,
        expensesMinor: user.expensesMinor,
        otherOpenLoans: others.length,
      },
      { amountMinor: order.principalMinor, monthlyPaymentMinor, minAmountMinor: app.minAmountMinor, maxAmountMinor: app.maxAmountMinor },
      now,
    )
    if (decision.outcome === 'review') {
      await transition(tx, order, ORDER_STATUS.inReview, 'decision-engine', now)
      return
    }
    if (decision.outcome === 'refuse') {
      const reapplyAfter = new Date(now.getTime() + rules.reapplyAfterDays * DAY_MS).toISOString().slice(0, 10)
      await transition(tx, order, ORDER_STATUS.refused, 'decision-engine', now, { decision: { reasons: decision.reasons, reapplyAfter } })
      return
    }
    const licence = parseLicence(configs.LICENCE)
    const terms = freezeTerms(order, user, licence, currency, now)
    await transition(tx, order, ORDER_STATUS.approved, 'decision-engine', now, { terms, termsHash: termsHash(terms), decision: { reasons: [], reapplyAfter: null } })
  })
}

function parseLicence(value: unknown): { name: string; number: string; regulator: string } {
  const v = (value ?? {}) as Record<string, unknown>
  const text = (x: unknown) => (typeof x === 'string' ? x : '')
  return { name: text(v.name), number: text(v.number), regulator: text(v.regulator) }
}
