// A person's decision on a borrower's identity: verify after checking the documents, or reject with
// a reason from the catalogue (the borrower sees it in their language and what to do next; the note
// stays with staff). Recorded on the current check, audited, in one transaction.
import { and, desc, eq } from 'drizzle-orm'
import type { AdminParsedBody } from '../../../../contract/admin/endpoints'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { identityChecks, users } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { setIdentityOutcome } from '../../kyc/apply-outcome'
import { usersOfCompany } from '../../tenancy/company-scope'
import type { StaffActor } from '../staff-actor'

export function decideIdentity(db: Db, body: AdminParsedBody<'/kyc/decide'>, { staffId, companyId, now }: StaffActor): Promise<null> {
  const verify = body.decision === 'verify'
  if (verify !== (body.reason === 'documents_checked')) throw new ApiError(10004, { fields: ['reason'] })
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, kycStatus: users.kycStatus })
      .from(users)
      .where(and(eq(users.id, body.userId), usersOfCompany(companyId)))
      .for('update')
    if (!user) throw new ApiError(40007)
    const [check] = await tx.select().from(identityChecks).where(eq(identityChecks.userId, user.id)).orderBy(desc(identityChecks.id)).limit(1)
    // Nothing to look at: the borrower has not sent their photos and details.
    if (!check || check.status === 'superseded') throw new ApiError(40007)
    if (check.decidedBy !== null && (check.status === 'verified') === verify) throw new ApiError(40061)
    const status = verify ? 'verified' : 'rejected'
    await tx
      .update(identityChecks)
      .set({ status, decidedBy: staffId, decidedAt: now, decisionReason: body.reason, decisionNote: body.note, finishedAt: check.finishedAt ?? now })
      .where(eq(identityChecks.id, check.id))
    await setIdentityOutcome(tx, user.id, status, verify ? [] : [body.reason], `staff:${staffId}`, now)
    await recordAudit(tx, {
      staffId,
      action: verify ? 'kyc_verify' : 'kyc_reject',
      recordType: 'user',
      recordId: user.id,
      before: { kycStatus: user.kycStatus, checkId: check.id },
      after: { kycStatus: status, reason: body.reason, note: body.note },
      at: now,
    })
    return null
  })
}
