import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../../contract/api-error'
import { disbursements, orders, users } from '../../../db/schema'
import type { Services } from '../../../services'
import { recordAudit } from '../../audit/audit-log'
import { retryDisbursement } from '../payouts'
import { ofCompanyOrders } from '../../tenancy/company-scope'
import type { StaffActor } from '../../staff/staff-actor'

/**
 * Staff move no money themselves: a retry is the payouts module's own retry (to the borrower's
 * current account, from the order's balance), audited in the same transaction. Only once the
 * borrower has changed their account: the same account would fail the same way.
 */
export function retryFailedDisbursement(services: Services, disbursementId: number, { staffId, companyId }: Pick<StaffActor, 'staffId' | 'companyId'>): Promise<null> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ d: disbursements, bankName: users.bankName, cardNo: users.cardNo })
      .from(disbursements)
      .innerJoin(orders, eq(orders.id, disbursements.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(disbursements.id, disbursementId), ofCompanyOrders(disbursements.orderId, companyId)))
    if (!row || row.d.status !== 'failed') throw new ApiError(40007)
    if (row.bankName === row.d.bankName && row.cardNo === row.d.cardNo) throw new ApiError(40004, { fields: ['bankcard'] })
    const retryId = await retryDisbursement(tx, services, disbursementId, `staff:${staffId}`)
    await recordAudit(tx, { staffId, action: 'retry_disbursement', recordType: 'disbursement', recordId: disbursementId, before: { status: 'failed' }, after: { retryId }, at: services.now() })
    return null
  })
}
