// The identity queue: borrowers whose identity waits for a person (or any other status), each with
// the photos side by side, what the check answered per step, the face distance and the fraud hits.
import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { adminPhotoUrl } from '../../../../contract/admin/endpoints'
import type { KycItem } from '../../../../contract/admin/schemas/kyc'
import { KYC_REASONS, type KycReason, type KycStatus } from '../../../../contract/kyc'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { identityChecks, users } from '../../../db/schema'
import { FACE_MATCH_MAX_DISTANCE } from '../../kyc/face-match'
import { BORROWER_COLUMNS, type BorrowerRow } from '../borrower-row'
import { fraudHitViews } from './fraud-hit-views'

const PAGE = 50

const reasonsOf = (codes: readonly string[]) => codes.filter((r): r is KycReason => (KYC_REASONS as readonly string[]).includes(r))

export async function kycQueue(db: Db, companyId: number, status: KycStatus = 'review', afterUserId = 0): Promise<{ items: KycItem[] }> {
  const rows = await db
    .select(BORROWER_COLUMNS)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.kycStatus, status), gt(users.id, afterUserId)))
    .orderBy(asc(users.id))
    .limit(PAGE)
  return { items: await Promise.all(rows.map((row) => kycItem(db, row, companyId))) }
}

export async function kycItem(db: Db, user: BorrowerRow, companyId: number): Promise<KycItem> {
  const [check] = await db.select().from(identityChecks).where(eq(identityChecks.userId, user.id)).orderBy(desc(identityChecks.id)).limit(1)
  const photo = (key: string | null, field: string) => (key === null ? null : adminPhotoUrl(user.id, field))
  const steps = Object.fromEntries(Object.entries(check?.steps ?? {}).map(([step, s]) => [step, { outcome: s.outcome, reasons: reasonsOf(s.reasons) }]))
  return {
    userId: user.id,
    checkId: check?.id ?? null,
    realName: user.realName,
    mobileMasked: maskTail(user.mobile),
    identityMasked: user.identity === null ? null : maskTail(user.identity),
    birthday: user.birthday,
    status: user.kycStatus as KycStatus,
    // Staff see every reason, the reused photo included.
    reasons: reasonsOf(check?.reasons ?? user.kycReasons),
    steps,
    ...(check?.faceDistance != null ? { faceDistance: check.faceDistance } : {}),
    faceThreshold: FACE_MATCH_MAX_DISTANCE,
    provider: check?.provider ?? null,
    submittedAt: check?.createdAt.toISOString() ?? null,
    photos: {
      frontImage: photo(user.identityFrontKey, 'frontImage'),
      backImage: photo(user.identityBackKey, 'backImage'),
      handHoldImage: photo(user.identityHandKey, 'handHoldImage'),
    },
    fraudHits: await fraudHitViews(db, user.id, companyId),
  }
}
