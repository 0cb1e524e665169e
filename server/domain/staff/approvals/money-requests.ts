// The four-eyes money actions (decisions/0009): each checked at once (bad input refused with its
// code, nothing stored), then waiting for a checker, or applied now where FOUR_EYES leaves it out.
import type { AdminParsedBody } from '../../../../contract/admin/endpoints'
import type { Db } from '../../../db/client'
import type { PaymentTransactions } from '../../../providers/payment/port'
import { marketOfApp, marketOfCompany } from '../../markets/company-market'
import { typedMinor } from '../../markets/typed-amount'
import { applyManualPosting, type Posting, postingCheck, receivedByProvider } from '../../money/manual-posting'
import { applyOtherAccountPayout, otherAccountCheck } from '../../money/payout-other-account'
import { applyWaiver, type Waiver, waiverCheck } from '../../money/waiver'
import { readOrder } from '../../money/write-off'
import { requireOrderOfCompany } from '../../tenancy/company-scope'
import type { StaffActor } from '../staff-actor'
import { submitChange } from './approval-requests'

type Requested = Promise<{ approvalId: number | null }>

async function orderOfCompany(tx: Db, orderId: number, companyId: number) {
  await requireOrderOfCompany(tx, orderId, companyId)
  return readOrder(tx, orderId)
}

export async function requestWaiver(db: Db, body: AdminParsedBody<'/waiver/request'>, actor: StaffActor): Requested {
  const { minorDigits } = await marketOfCompany(db, actor.companyId)
  const amountMinor = typedMinor(body.amount, minorDigits, 'amount')
  return db.transaction(async (tx) => {
    const order = await orderOfCompany(tx, body.orderId, actor.companyId)
    const waiver: Waiver = { orderId: body.orderId, period: body.period, amountMinor, reason: body.reason }
    const before = await waiverCheck(tx, order, waiver)
    // The loan's own target: a waiver and a write-off of one loan are never open together.
    return submitChange(tx, actor, { kind: 'fee_waiver', target: `order:${order.id}`, payload: waiver, before, note: body.note }, () => applyWaiver(tx, waiver, actor))
  })
}

export async function requestManualPosting(db: Db, provider: PaymentTransactions, body: AdminParsedBody<'/posting/request'>, actor: StaffActor): Requested {
  const { market } = await marketOfApp(db, (await orderOfCompany(db, body.orderId, actor.companyId)).appId)
  // The provider is asked before the transaction: never while rows are locked.
  const received = await receivedByProvider(provider, body.providerReference, typedMinor(body.amount, market.minorDigits, 'amount'), market.currency)
  return db.transaction(async (tx) => {
    const order = await orderOfCompany(tx, body.orderId, actor.companyId)
    const posting: Posting = { orderId: order.id, providerReference: received.reference, amountMinor: received.amountMinor, providerId: received.providerId, paidAt: received.paidAt.toISOString() }
    const before = await postingCheck(tx, order, posting, actor.now)
    // By reference: one open request per provider transaction, whichever loan it is asked for.
    return submitChange(tx, actor, { kind: 'manual_posting', target: `payment:${posting.providerReference}`, payload: posting, before, note: body.note }, () => applyManualPosting(tx, posting, actor))
  })
}

export function requestOtherAccountPayout(db: Db, body: AdminParsedBody<'/money/retryOtherAccount'>, actor: StaffActor): Requested {
  return db.transaction(async (tx) => {
    const { payout, before } = await otherAccountCheck(tx, body, actor.companyId)
    return submitChange(tx, actor, { kind: 'payout_other_account', target: `disbursement:${payout.disbursementId}`, payload: payout, before, note: body.note }, () => applyOtherAccountPayout(tx, payout, actor))
  })
}
