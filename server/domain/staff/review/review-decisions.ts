// A reviewer's decision on an order waiting for a person (status 1). Approval freezes the
// terms exactly as the decision engine does; both go through the order state machine,
// with the staff member as the actor, and are audited in the same transaction.
import { ApiError } from '../../../../contract/api-error'
import type { AdminParsedBody } from '../../../../contract/admin/endpoints'
import { ORDER_STATUS } from '../../../../contract/order-status'
import type { Db } from '../../../db/client'
import { recordAudit } from '../../audit/audit-log'
import { effectiveConfigs } from '../../configs/company-configs'
import { freezeTerms, termsHash } from '../../orders/contract-terms'
import { todayForCompany } from '../../markets/local-days'
import { lockOrder, type OrderRow, transition } from '../../orders/state-machine'
import type { UserRow } from '../../profile/user-row'
import { lendingTerms } from '../../products/lending-terms'
import { requireOrderOfCompany } from '../../tenancy/company-scope'
import { borrowerRow } from '../borrower-row'
import type { StaffActor } from '../staff-actor'


async function orderInReview(db: Db, orderId: number, companyId: number): Promise<OrderRow> {
  await requireOrderOfCompany(db, orderId, companyId)
  const order = await lockOrder(db, orderId)
  if (!order) throw new ApiError(40007)
  // Someone else decided first, or the borrower cancelled.
  if (order.status !== ORDER_STATUS.inReview) throw new ApiError(40004, { fields: ['status'] })
  return order
}

export function approveOrder(db: Db, orderId: number, { staffId, companyId, now }: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const order = await orderInReview(tx, orderId, companyId)
    const user = await borrowerRow(tx, order.userId, companyId)
    // No money is lent to an identity that neither a check nor a person verified.
    if (!user.identityVerified) throw new ApiError(40060)
    const configs = await effectiveConfigs(tx, order.appId)
    const { currency } = await lendingTerms(tx, order.appId)
    // freezeTerms reads only the name, ID number and phone; the secrets are never selected.
    const termsUser: UserRow = { ...user, passwordHash: '', withdrawPinHash: null }
    const terms = freezeTerms(order, termsUser, licenceOf(configs.LICENCE), currency, now)
    const hash = termsHash(terms)
    await transition(tx, order, ORDER_STATUS.approved, `staff:${staffId}`, now, { terms, termsHash: hash, decision: { reasons: [], reapplyAfter: null } })
    await recordAudit(tx, { staffId, action: 'approve', recordType: 'order', recordId: order.id, before: { status: order.status }, after: { status: ORDER_STATUS.approved, termsHash: hash }, at: now })
    return null
  })
}

export async function refuseOrder(db: Db, body: AdminParsedBody<'/review/refuse'>, { staffId, companyId, now }: StaffActor): Promise<null> {
  if (body.reapplyAfter < (await todayForCompany(db, companyId, now))) throw new ApiError(10004, { fields: ['reapplyAfter'] })
  return db.transaction(async (tx) => {
    const order = await orderInReview(tx, body.orderId, companyId)
    const decision = { reasons: [...new Set(body.reasons)], reapplyAfter: body.reapplyAfter }
    await transition(tx, order, ORDER_STATUS.refused, `staff:${staffId}`, now, { decision })
    await recordAudit(tx, { staffId, action: 'refuse', recordType: 'order', recordId: order.id, before: { status: order.status }, after: { status: ORDER_STATUS.refused, decision }, at: now })
    return null
  })
}

/** The LICENCE company config as the contract shows it (as decide-order.ts reads it). */
function licenceOf(value: unknown): { name: string; number: string; regulator: string } {
  const v = (value ?? {}) as Record<string, unknown>
  const text = (x: unknown) => (typeof x === 'string' ? x : '')
  return { name: text(v.name), number: text(v.number), regulator: text(v.regulator) }
}
