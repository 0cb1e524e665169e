// Which agent works a loan: anyone with the collections role of the same company; null unassigns.
import { and, eq, sql } from 'drizzle-orm'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { collectionAssignments, staffUsers } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import type { StaffActor } from '../staff-actor'
import { loanFacts } from './loan-facts'

/** The company's active collections agents, by name. */
export async function collectionAgents(db: Db, companyId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.companyId, companyId), sql`${staffUsers.disabledAt} is null`, sql`${staffUsers.roles} @> '["collections"]'::jsonb`))
    .orderBy(staffUsers.name)
}

export function assignLoan(db: Db, orderId: number, staffId: number | null, actor: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    await loanFacts(tx, orderId, actor.companyId, actor.now)
    if (staffId !== null && !(await collectionAgents(tx, actor.companyId)).some((a) => a.id === staffId)) throw new ApiError(40007, { fields: ['staffId'] })
    const [before] = await tx.select({ staffId: collectionAssignments.staffId }).from(collectionAssignments).where(eq(collectionAssignments.orderId, orderId))
    if (staffId === null) await tx.delete(collectionAssignments).where(eq(collectionAssignments.orderId, orderId))
    else {
      await tx
        .insert(collectionAssignments)
        .values({ orderId, staffId, at: actor.now })
        .onConflictDoUpdate({ target: collectionAssignments.orderId, set: { staffId, at: actor.now } })
    }
    await recordAudit(tx, { staffId: actor.staffId, action: 'collections_assign', recordType: 'order', recordId: orderId, before: { staffId: before?.staffId ?? null }, after: { staffId }, at: actor.now })
    return null
  })
}
