// Resolving a dispute ends the pause on contacts; resolving a restructuring case closes it.
import { and, eq, isNull } from 'drizzle-orm'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { collectionCases } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import type { StaffActor } from '../staff-actor'
import { loanFacts } from './loan-facts'

export function resolveCase(db: Db, caseId: number, actor: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const [open] = await tx.select().from(collectionCases).where(and(eq(collectionCases.id, caseId), isNull(collectionCases.resolvedAt)))
    if (!open) throw new ApiError(40007)
    await loanFacts(tx, open.orderId, actor.companyId, actor.now)
    await tx.update(collectionCases).set({ resolvedAt: actor.now, resolvedBy: actor.staffId }).where(eq(collectionCases.id, caseId))
    await recordAudit(tx, { staffId: actor.staffId, action: `collections_${open.kind}_resolved`, recordType: 'order', recordId: open.orderId, after: { caseId }, at: actor.now })
    return null
  })
}
