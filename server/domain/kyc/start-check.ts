// A new identity check starts whenever what it checks changes: the three photos, or the typed
// fields an authority checks them against. Runs in the caller's transaction; the check itself runs
// in the kyc-check job after the commit (run-check.ts).
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { identityChecks, users } from '../../db/schema'
import { enqueue } from '../jobs/queue'
import type { UserRow } from '../profile/user-row'

type Snapshot = { photos: { front: string; back: string; hand: string }; fields: Record<string, string | null> }

function snapshotOf(row: UserRow): Snapshot | null {
  const { identityFrontKey: front, identityBackKey: back, identityHandKey: hand, realName, identity, birthday } = row
  if (front === null || back === null || hand === null || realName === null || identity === null || birthday === null) return null
  return { photos: { front, back, hand }, fields: { realName, idType: row.idType, identity, birthday, laserCode: row.laserCode } }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Starts a check when the photos or checked fields differ from the newest check's; nothing otherwise. */
export async function startIdentityCheckIfChanged(db: Db, row: UserRow, now: Date): Promise<void> {
  const snapshot = snapshotOf(row)
  const [latest] = await db
    .select({ id: identityChecks.id, photos: identityChecks.photos, fields: identityChecks.fields })
    .from(identityChecks)
    .where(eq(identityChecks.userId, row.id))
    .orderBy(desc(identityChecks.id))
    .limit(1)
  if (snapshot === null) {
    // Something the check needs was taken away (a consent withdrawn): nothing stands verified.
    if (latest) await db.update(identityChecks).set({ status: 'superseded' }).where(and(eq(identityChecks.userId, row.id), inArray(identityChecks.status, ['pending', 'review'])))
    if (row.kycStatus !== 'none' || row.identityVerified) {
      await db.update(users).set({ kycStatus: 'none', kycReasons: [], identityVerified: false, identityVerifiedBy: null, identityVerifiedAt: null }).where(eq(users.id, row.id))
    }
    return
  }
  if (latest && same(latest.photos, snapshot.photos) && same(latest.fields, snapshot.fields)) return
  await db.update(identityChecks).set({ status: 'superseded' }).where(and(eq(identityChecks.userId, row.id), inArray(identityChecks.status, ['pending', 'review'])))
  const [check] = await db
    .insert(identityChecks)
    .values({ userId: row.id, companyId: row.companyId, photos: snapshot.photos, fields: snapshot.fields, createdAt: now })
    .returning({ id: identityChecks.id })
  await db.update(users).set({ kycStatus: 'pending', kycReasons: [], identityVerified: false, identityVerifiedBy: null, identityVerifiedAt: null }).where(eq(users.id, row.id))
  await enqueue(db, 'kyc-check', { checkId: check!.id }, now)
}
