// A failed payout sent again to an account other than the one the borrower bound in the app
// (decisions/0009): say an account the borrower gave support by phone or ticket after the first
// payout failed. The borrower did not enter it themselves, so it waits for a second staff member,
// and the protection stays: it must be in the borrower's own name (the holder typed must be the
// name on their ID, and the provider is told that name, as for every payout), at a bank of the
// lender's list in the market's format. The borrower's bound account is left as they set it.
import { and, eq } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { payoutOtherAccountBeforeSchema } from '../../../contract/admin/schemas/money-requests'
import { ApiError } from '../../../contract/api-error'
import { ORDER_STATUS } from '../../../contract/order-status'
import { mask } from '../../../contract/validation'
import type { Db } from '../../db/client'
import { disbursements, orders, users } from '../../db/schema'
import { recordAudit } from '../audit/audit-log'
import { marketOfApp } from '../markets/company-market'
import { lockOrder } from '../orders/state-machine'
import { readBankAccount } from '../profile/bank-account'
import type { StaffActor } from '../staff/staff-actor'
import { ofCompanyOrders } from '../tenancy/company-scope'
import { recordPayout } from './payouts'

/** As stored in the request: the full number, which only the payout reads; lists and the audit log show it masked. */
export type OtherAccountPayout = { disbursementId: number; orderId: number; amountMinor: number; bankName: string; cardNo: string; holderName: string }
export type OtherAccountBefore = z.infer<typeof payoutOtherAccountBeforeSchema>
type Asked = { disbursementId: number; bankName: string; cardNo: string; holderName: string }

/** Names compared as a person reads them: case, spacing and Unicode forms aside. */
const sameName = (a: string, b: string) => {
  const plain = (s: string) => s.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim()
  return plain(a) === plain(b)
}

/** The payout as it may be sent to that account now, or the code that refuses it; `lock` when applying. */
export async function otherAccountCheck(db: Db, asked: Asked, companyId: number, lock = false): Promise<{ payout: OtherAccountPayout; before: OtherAccountBefore }> {
  const query = db
    .select({ d: disbursements, appId: orders.appId, realName: users.realName, bankName: users.bankName, cardNo: users.cardNo })
    .from(disbursements)
    .innerJoin(orders, eq(orders.id, disbursements.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(disbursements.id, asked.disbursementId), ofCompanyOrders(disbursements.orderId, companyId)))
  const [row] = lock ? await query.for('update', { of: disbursements }) : await query
  if (!row) throw new ApiError(40007, { fields: ['disbursementId'] })
  const order = lock ? await lockOrder(db, row.d.orderId) : (await db.select().from(orders).where(eq(orders.id, row.d.orderId)))[0]
  // Failed, and its money still waiting on the order: not retried or paid out since.
  if (row.d.status !== 'failed' || row.d.purpose !== 'loan' || order?.status !== ORDER_STATUS.fundsReady || order.balanceMinor < row.d.amountMinor) {
    throw new ApiError(40118, { fields: ['disbursementId'] })
  }
  const cardNo = await readBankAccount(db, row.appId, (await marketOfApp(db, row.appId)).market, asked.bankName, asked.cardNo)
  if (asked.bankName === row.bankName && cardNo === row.cardNo) throw new ApiError(40117, { fields: ['cardNo'] })
  if (!row.realName || !sameName(asked.holderName, row.realName)) throw new ApiError(40116, { fields: ['holderName'] })
  const verified = row.bankName && row.cardNo ? { bankName: row.bankName, cardNoMasked: mask(row.cardNo) } : null
  return {
    payout: { disbursementId: row.d.id, orderId: row.d.orderId, amountMinor: row.d.amountMinor, bankName: asked.bankName, cardNo, holderName: row.realName },
    before: { failed: { bankName: row.d.bankName, cardNoMasked: mask(row.d.cardNo) }, verified },
  }
}

/** The request as a checker and the audit log see it. */
export function shownOtherAccountPayout({ cardNo, bankName, ...rest }: OtherAccountPayout) {
  return { ...rest, to: { bankName, cardNoMasked: mask(cardNo) } }
}

/** Checks again under the locks and records the payout with its job, in the caller's transaction; the job sends it after the commit. */
export async function applyOtherAccountPayout(tx: Db, asked: OtherAccountPayout, { staffId, companyId, now }: StaffActor): Promise<void> {
  const { payout, before } = await otherAccountCheck(tx, asked, companyId, true)
  const order = await lockOrder(tx, payout.orderId)
  if (!order) throw new ApiError(40007, { fields: ['disbursementId'] })
  const retryId = await recordPayout(tx, order, { bankName: payout.bankName, cardNo: payout.cardNo }, payout.amountMinor, now)
  await recordAudit(tx, { staffId, action: 'retry_disbursement_other_account', recordType: 'disbursement', recordId: payout.disbursementId, before, after: { ...shownOtherAccountPayout(payout), retryId }, at: now })
}
