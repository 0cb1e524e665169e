import { addDays } from '../../../contract/loan-extension'
import type { PeriodUnit } from '../../../contract/loan-math'
import { toMinor } from '../../../contract/money'
import { ORDER_STATUS } from '../../../contract/order-status'
import { installmentsPerMonth, storedDueDay } from '../../../contract/repayment-day'
import type { Db } from '../../db/client'
import type { Job } from '../jobs/queue'
import { todayForCompany } from '../markets/local-days'
import { effectiveConfigs } from '../configs/company-configs'
import { userRow } from '../profile/user-row'
import { lendingTerms } from '../products/lending-terms'
import { freezeTerms, termsHash } from './contract-terms'
import { applicantOf, decisionRulesOf } from './decision-inputs'
import { applicationOf, decide } from './decision-rules'
import { lockOrder, transition } from './state-machine'
import { creditDecision } from '../credit/credit-decision'
import { inquiryOfOrder } from '../credit/kept-answer'
import { scorecardOf } from '../credit/scorecard-config'
import { enqueue } from '../jobs/queue'

const perMonthOf = (dueDay: unknown) => {
  const day = storedDueDay(dueDay)
  return day === null ? 1 : installmentsPerMonth(day)
}

/** The 'decide' job: approves (terms frozen), refuses with reasons, or routes to a person. */
export async function decideOrder(db: Db, job: Job, now: Date): Promise<void> {
  const { orderId } = job.payload as { orderId: number }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    // Decided already (a retried job, or the borrower cancelled): nothing to do.
    if (!order || order.status !== ORDER_STATUS.submitted) return
    // The decision reads the bureau's kept answer: an application from before the bureau (or a
    // decide job queued by hand) asks it first, and the bureau job queues this one again.
    const inquiry = await inquiryOfOrder(tx, order.id)
    if (inquiry === null) return enqueue(tx, 'credit-bureau', { orderId: order.id }, now)
    if (inquiry.status === 'pending') return
    const user = await userRow(tx, order.userId)
    const configs = await effectiveConfigs(tx, order.appId)
    const rules = decisionRulesOf(configs)
    const { app, currency } = await lendingTerms(tx, order.appId)
    const quote = order.quote as { perPeriod: number }
    const application = applicationOf(
      // Paid twice a month, two installments make the month's payment the rules weigh against income.
      { amountMinor: order.principalMinor, perPeriodMinor: toMinor(quote.perPeriod) * perMonthOf(order.dueDay), periodUnit: order.periodUnit as PeriodUnit },
      app,
    )
    const ruled = decide(rules, await applicantOf(tx, user, order.id), application, now)
    const decision = await creditDecision(
      tx,
      { orderId: order.id, companyId: app.companyId, user, application: { amountMinor: application.amountMinor, monthlyPaymentMinor: application.monthlyPaymentMinor }, scorecard: scorecardOf(configs) },
      ruled,
      now,
    )
    if (decision.outcome === 'review') {
      // The reasons a person is asked to look (no bureau answer, a band for review) go with it.
      const why = decision.reasons.length > 0 ? { decision: { reasons: decision.reasons, reapplyAfter: null } } : {}
      await transition(tx, order, ORDER_STATUS.inReview, 'decision-engine', now, why)
      return
    }
    if (decision.outcome === 'refuse') {
      const reapplyAfter = addDays(await todayForCompany(tx, app.companyId, now), rules.reapplyAfterDays)
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
