import { addDays } from '../../../contract/loan-extension'
import type { PeriodUnit } from '../../../contract/loan-math'
import { toMinor } from '../../../contract/money'
import type { ReviewReason } from '../../../contract/decision-reasons'
import { ORDER_STATUS } from '../../../contract/order-status'
import { storedInstallmentsPerMonth } from '../../../contract/repayment-day'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import type { Job } from '../jobs/queue'
import { localToday } from '../../../contract/market/local-time'
import { fraudRulesOf, fraudSignals, keepFraudHits } from '../kyc/fraud-signals'
import { freezeTerms, termsHash } from './contract-terms'
import { decisionFacts } from './decision-facts'
import { applicantFrom, creditLimitFrom, decisionRulesOf } from './decision-inputs'
import { applicationOf, decide } from './decision-rules'
import { lockOrder, type OrderRow, transition } from './state-machine'
import { creditDecision } from '../credit/credit-decision'
import { figuresOf } from '../credit/kept-answer'
import { scorecardOf } from '../credit/scorecard-config'
import { enqueue } from '../jobs/queue'

/**
 * An order the job decides: a new application, or one that waited for the identity, now verified
 * or rejected (decided again: refused with a rejected identity, else approved or still waiting for
 * a person for its other reasons).
 */
function decidable(order: OrderRow | null, identityDecided: boolean): order is OrderRow {
  if (!order) return false
  if (order.status === ORDER_STATUS.submitted) return true
  return identityDecided && order.status === ORDER_STATUS.inReview && order.reviewReasons.includes('identity_not_verified')
}

/**
 * The 'decide' job: approves (terms frozen), refuses with reasons, or routes to a person with the
 * reasons why: above the amount a person decides, an identity not yet verified, or fraud signals.
 */
export async function decideOrder(db: Db, job: Job, now: Date): Promise<void> {
  const { orderId, identityDecided = false } = job.payload as { orderId: number; identityDecided?: boolean }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    // Decided already (a retried job, a person, or the borrower cancelled): nothing to do.
    if (!decidable(order, identityDecided)) return
    const { user, app, market, configs, inquiry, otherOpenLoans, repaidLoans } = await decisionFacts(tx, order)
    // The decision reads the bureau's kept answer: an application from before the bureau (or a
    // decide job queued by hand) asks it first, and the bureau job queues this one again.
    if (inquiry === null) return enqueue(tx, 'credit-bureau', { orderId: order.id }, now)
    if (inquiry.status === 'pending') return
    const rules = decisionRulesOf(configs)
    const quote = order.quote as { perPeriod: number }
    const application = applicationOf(
      // Paid twice a month, two installments make the month's payment the rules weigh against income.
      { amountMinor: order.principalMinor, perPeriodMinor: toMinor(quote.perPeriod, market.minorDigits) * storedInstallmentsPerMonth(order.dueDay), periodUnit: order.periodUnit as PeriodUnit },
      app,
    )
    const applicant = applicantFrom(user, otherOpenLoans, creditLimitFrom(market, rules, user, figuresOf(inquiry)))
    const ruled = decide(rules, applicant, application, now, market.minorDigits)
    const decision = await creditDecision(
      tx,
      {
        orderId: order.id,
        companyId: app.companyId,
        user,
        application: { amountMinor: application.amountMinor, monthlyPaymentMinor: application.monthlyPaymentMinor },
        scorecard: scorecardOf(configs),
        inquiry,
        repaidLoans,
      },
      ruled,
      now,
    )
    if (decision.outcome === 'refuse') {
      // Refused only for an identity a check or a person rejected: the borrower may send new photos and apply again at once.
      const onlyIdentity = decision.reasons.every((r) => r === 'identity_not_verified')
      const reapplyAfter = addDays(localToday(market.timeZone, now), onlyIdentity ? 0 : rules.reapplyAfterDays)
      await transition(tx, order, ORDER_STATUS.refused, 'decision-engine', now, { decision: { reasons: decision.reasons, reapplyAfter } }, market)
      return
    }
    const hits = await fraudSignals(tx, user, order.id, fraudRulesOf(configs), now)
    await keepFraudHits(tx, user, order.id, hits, now)
    const reviewReasons: ReviewReason[] = [
      ...(user.identityVerified ? [] : (['identity_not_verified'] as const)),
      ...(ruled.outcome === 'review' ? (['amount_above_review_limit'] as const) : []),
      ...(decision.outcome === 'review' ? decision.reasons : []),
      ...new Set(hits.map((h) => h.signal)),
    ]
    if (reviewReasons.length > 0) {
      if (order.status === ORDER_STATUS.inReview) await tx.update(orders).set({ reviewReasons, updatedAt: now }).where(eq(orders.id, order.id))
      else {
        // The bureau's reasons are the borrower's to read too (why a person, not the engine, decides).
        const told = reviewReasons.filter((r) => r === 'bureau_consent_missing' || r === 'bureau_unavailable')
        await transition(tx, order, ORDER_STATUS.inReview, 'decision-engine', now, { reviewReasons, ...(told.length > 0 ? { decision: { reasons: told, reapplyAfter: null } } : {}) }, market)
      }
      return
    }
    const licence = parseLicence(configs.LICENCE)
    const terms = freezeTerms(order, user, licence, market.currency, now)
    await transition(tx, order, ORDER_STATUS.approved, 'decision-engine', now, { terms, termsHash: termsHash(terms), decision: { reasons: [], reapplyAfter: null }, reviewReasons: [] }, market)
  })
}

function parseLicence(value: unknown): { name: string; number: string; regulator: string } {
  const v = (value ?? {}) as Record<string, unknown>
  const text = (x: unknown) => (typeof x === 'string' ? x : '')
  return { name: text(v.name), number: text(v.number), regulator: text(v.regulator) }
}
