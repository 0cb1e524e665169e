import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DisbursementRow } from '../../../../contract/admin/schemas/money'
import { toMajor } from '../../../../contract/money'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { mask } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { disbursements, orders, users } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { ordersOfCompany } from '../../tenancy/company-scope'

export type DisbursementState = 'pending' | 'failed'

/** The company's disbursements that need an eye: still pending, or failed with the provider's reason. */
export async function disbursementsNeedingAttention(db: Db, companyId: number, status?: DisbursementState): Promise<DisbursementRow[]> {
  const { minorDigits } = await marketOfCompany(db, companyId)
  const rows = await db
    .select({
      d: disbursements,
      userId: orders.userId,
      orderStatus: orders.status,
      balanceMinor: orders.balanceMinor,
      realName: users.realName,
      currentBank: users.bankName,
      currentCard: users.cardNo,
    })
    .from(disbursements)
    .innerJoin(orders, eq(orders.id, disbursements.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    // The lender through the order already joined: one read of each order, not a second one to test its company.
    .where(and(inArray(disbursements.status, status ? [status] : ['pending', 'failed']), ordersOfCompany(companyId)))
    .orderBy(desc(disbursements.id))
    .limit(200)
  return rows.map(({ d, userId, orderStatus, balanceMinor, realName, currentBank, currentCard }) => ({
    id: d.id,
    orderId: d.orderId,
    userId,
    realName,
    amount: toMajor(d.amountMinor, minorDigits),
    bankName: d.bankName,
    cardNoMasked: mask(d.cardNo),
    status: d.status,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    settledAt: d.settledAt?.toISOString() ?? null,
    bankChangedSince: currentBank !== d.bankName || currentCard !== d.cardNo,
    retryable: d.status === 'failed' && orderStatus === ORDER_STATUS.fundsReady && balanceMinor >= d.amountMinor,
  }))
}
