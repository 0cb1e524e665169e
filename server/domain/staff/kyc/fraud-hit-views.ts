// Fraud hits as staff see them: the signal, its masked evidence, and the other borrowers of the same
// lender it points to, masked; a borrower of another lender is never named.
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { FraudHitView } from '../../../../contract/admin/schemas/kyc'
import { FRAUD_SIGNALS, type FraudSignal } from '../../../../contract/kyc'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { fraudHits, users } from '../../../db/schema'

export async function fraudHitViews(db: Db, userId: number, companyId: number): Promise<FraudHitView[]> {
  const hits = await db
    .select()
    .from(fraudHits)
    .where(and(eq(fraudHits.userId, userId), eq(fraudHits.companyId, companyId)))
    .orderBy(desc(fraudHits.id))
    .limit(50)
  const ids = [...new Set(hits.flatMap((h) => h.otherUserIds))]
  const others =
    ids.length === 0
      ? []
      : await db
          .select({ userId: users.id, realName: users.realName, mobile: users.mobile })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.companyId, companyId)))
  const byId = new Map(others.map((o) => [o.userId, { userId: o.userId, realName: o.realName, mobileMasked: maskTail(o.mobile) }]))
  return hits
    .filter((h) => (FRAUD_SIGNALS as readonly string[]).includes(h.signal))
    .map((h) => ({
      signal: h.signal as FraudSignal,
      evidence: h.evidence,
      others: h.otherUserIds.flatMap((id) => byId.get(id) ?? []),
      orderId: h.orderId,
      at: h.createdAt.toISOString(),
    }))
}
