// The one borrower and loan view (issue 41 item 3), assembled from the reads that already exist:
// the borrower row, the hold and its note (audit log), the loans (loan-views.ts), tickets, the
// identity check and fraud hits. A fixed number of queries whatever the borrower's history.
import { and, desc, eq } from 'drizzle-orm'
import { EVIDENCE_ROLES } from '../../../../contract/admin/endpoints'
import type { BorrowerView } from '../../../../contract/admin/schemas/borrower-view'
import type { StaffRole } from '../../../../contract/admin/roles'
import { ApiError } from '../../../../contract/api-error'
import { KYC_REASONS, type KycReason, type KycStatus } from '../../../../contract/kyc'
import { localToday } from '../../../../contract/market/local-time'
import { ticketHeading } from '../../tickets/ticket-views'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { auditLog, identityChecks, orders, staffUsers, tickets } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { writeOffAfterDays } from '../../money/write-off'
import { type BorrowerRow, borrowerRow, holdOf } from '../borrower-row'
import { fraudHitViews } from '../kyc/fraud-hit-views'
import { loanViews } from './loan-views'

type Viewer = { companyId: number; roles: readonly StaffRole[]; now: Date }

/** The borrower by id or through one of their orders; another company's answers 40007, as an unknown id does. */
async function borrowerOf(db: Db, key: { userId?: number; orderId?: number }, companyId: number): Promise<BorrowerRow> {
  if (key.userId !== undefined) return borrowerRow(db, key.userId, companyId)
  if (key.orderId === undefined) throw new ApiError(10004, { fields: ['userId'] })
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, key.orderId))
  if (!order) throw new ApiError(40007, { fields: ['orderId'] })
  return borrowerRow(db, order.userId, companyId)
}

export async function borrowerView(db: Db, key: { userId?: number; orderId?: number }, { companyId, roles, now }: Viewer): Promise<BorrowerView> {
  const user = await borrowerOf(db, key, companyId)
  const evidence = roles.some((r) => (EVIDENCE_ROLES as readonly string[]).includes(r))
  const [market, afterDays] = await Promise.all([marketOfCompany(db, companyId), writeOffAfterDays(db, companyId)])
  const today = localToday(market.timeZone, now)
  const hold = holdOf(user)
  const [loans, ticketRows, holdEntry, check, fraudHits] = await Promise.all([
    loanViews(db, user.id, { today, writeOffAfterDays: afterDays, evidence, minorDigits: market.minorDigits }),
    db.select().from(tickets).where(and(eq(tickets.userId, user.id), eq(tickets.companyId, companyId))).orderBy(desc(tickets.id)),
    hold === null ? Promise.resolve([]) : latestHold(db, user.id),
    evidence ? db.select().from(identityChecks).where(eq(identityChecks.userId, user.id)).orderBy(desc(identityChecks.id)).limit(1) : Promise.resolve([]),
    evidence ? fraudHitViews(db, user.id, companyId) : Promise.resolve([]),
  ])
  const [entry] = holdEntry
  const holdAfter = entry?.entry.after as { note?: string } | null | undefined
  const [latestCheck] = check
  return {
    userId: user.id,
    realName: user.realName,
    mobileMasked: maskTail(user.mobile),
    identityMasked: user.identity === null ? null : maskTail(user.identity),
    bankName: user.bankName,
    cardNoMasked: user.cardNo === null ? null : maskTail(user.cardNo),
    registeredAt: user.createdAt.toISOString(),
    currency: market.currency,
    today,
    hold:
      hold === null
        ? null
        : { reason: hold, note: holdAfter?.note ?? null, reviewOn: user.holdReviewOn, at: entry?.entry.at.toISOString() ?? null, staffName: entry?.staffName ?? null },
    loans,
    tickets: ticketRows.map(ticketHeading),
    evidence: evidence
      ? {
          kyc: {
            status: user.kycStatus as KycStatus,
            // Staff see every reason, the reused photo included (as the identity queue does).
            reasons: (latestCheck?.reasons ?? user.kycReasons).filter((r): r is KycReason => (KYC_REASONS as readonly string[]).includes(r)),
            provider: latestCheck?.provider ?? null,
            checkedAt: latestCheck?.createdAt.toISOString() ?? null,
            faceDistance: latestCheck?.faceDistance ?? null,
          },
          fraudHits,
        }
      : null,
  }
}

/** The audit entry of the hold in force: its note and review date live there (holds.ts). */
function latestHold(db: Db, userId: number) {
  return db
    .select({ entry: auditLog, staffName: staffUsers.name })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(userId)), eq(auditLog.action, 'hold')))
    .orderBy(desc(auditLog.id))
    .limit(1)
}
