// The 'credit-bureau' job: one inquiry per application, after the application committed. The
// intent is recorded first (bureau_inquiries, status pending, the application's idempotency key),
// the bureau is asked outside any transaction through callProvider's time-out, and the answer is
// kept together with the 'decide' job, so the decision always reads a kept answer or its absence.
// Without the borrower's consent nobody is asked: the row says no_consent and the decision sends
// the application to a person (docs/credit-bureau.md).
import { and, eq } from 'drizzle-orm'
import { BUREAU_PURPOSE } from '../../../contract/consents'
import { ORDER_STATUS } from '../../../contract/order-status'
import { apps, bureauInquiries } from '../../db/schema'
import type { Services } from '../../services'
import { callProvider } from '../../providers/call-provider'
import type { BureauInquiry, BureauReport } from '../../providers/credit-bureau/port'
import { enqueue } from '../jobs/queue'
import { marketOfCompany } from '../markets/company-market'
import { lockOrder } from '../orders/state-machine'
import { hasConsent } from '../profile/consents'
import { userRow } from '../profile/user-row'

export const bureauKeyOf = (orderId: number) => `bureau-order-${orderId}`

export async function runBureauPull(services: Services, payload: unknown): Promise<void> {
  const { orderId } = payload as { orderId: number }
  const inquiry = await recordIntent(services, orderId)
  if (!inquiry) return
  const { creditBureau } = services
  let report: BureauReport | null = null
  try {
    report = await callProvider(`bureau ${creditBureau.name}`, services.env.CREDIT_BUREAU_TIMEOUT_MS, (signal) => creditBureau.inquire(inquiry, signal))
  } catch (error) {
    services.log.info({ msg: 'bureau inquiry failed', orderId, error: error instanceof Error ? error.name : 'unknown' })
  }
  const now = services.now()
  await services.db.transaction(async (tx) => {
    const kept = await tx
      .update(bureauInquiries)
      .set(report ? { status: 'answered', reference: report.reference, answer: report.answer, answeredAt: now } : { status: 'unavailable', answeredAt: now })
      .where(and(eq(bureauInquiries.orderId, orderId), eq(bureauInquiries.status, 'pending')))
      .returning({ orderId: bureauInquiries.orderId })
    // A second run that lost the race finds the answer kept and the decision queued by the first.
    if (kept.length > 0) await enqueue(tx, 'decide', { orderId }, now)
  })
}

/** The inquiry to send, or null when there is none to send (decided, asked before, or no consent). */
async function recordIntent(services: Services, orderId: number): Promise<BureauInquiry | null> {
  const now = services.now()
  return services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.status !== ORDER_STATUS.submitted) return null
    const [kept] = await tx.select().from(bureauInquiries).where(eq(bureauInquiries.orderId, orderId))
    if (kept && kept.status !== 'pending') return null
    const user = await userRow(tx, order.userId)
    const [app] = await tx.select({ companyId: apps.companyId }).from(apps).where(eq(apps.id, order.appId))
    if (!app) throw new Error(`order ${orderId} has no product`)
    const consented = await hasConsent(tx, user.id, BUREAU_PURPOSE)
    const identified = user.identity !== null && user.realName !== null && user.birthday !== null
    if (!kept) {
      const status = !consented ? 'no_consent' : identified ? 'pending' : 'unavailable'
      await tx.insert(bureauInquiries).values({
        orderId,
        userId: user.id,
        companyId: app.companyId,
        status,
        provider: services.creditBureau.name,
        idempotencyKey: bureauKeyOf(orderId),
        requestedAt: now,
        answeredAt: status === 'pending' ? null : now,
      })
      if (status !== 'pending') {
        await enqueue(tx, 'decide', { orderId }, now)
        return null
      }
    } else if (!consented) {
      // Withdrawn between the intent and a retried run: the inquiry is not sent.
      await tx.update(bureauInquiries).set({ status: 'no_consent', answeredAt: now }).where(eq(bureauInquiries.orderId, orderId))
      await enqueue(tx, 'decide', { orderId }, now)
      return null
    }
    const market = await marketOfCompany(tx, app.companyId)
    return {
      idempotencyKey: bureauKeyOf(orderId),
      market: market.code,
      idType: user.idType,
      idNumber: user.identity ?? '',
      fullName: user.realName ?? '',
      birthday: user.birthday ?? '',
      amountMinor: order.principalMinor,
    }
  })
}
