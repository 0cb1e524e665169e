// Identity photos that are near copies of another borrower's, at the same lender: kept per photo
// as its hash (photo-hash.ts), found through the four band indexes, then compared bit by bit.
import { and, eq, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { photoHashes } from '../../db/schema'
import { bitsApart, NEAR_COPY_BITS, type PhotoHash } from './photo-hash'

export type Slot = 'front' | 'back' | 'hand'

/** Keeps the borrower's photo hashes and answers the other borrowers whose photos they copy. */
export async function keepHashesAndFindCopies(db: Db, userId: number, companyId: number, hashes: Record<Slot, PhotoHash>): Promise<{ userId: number; slot: Slot }[]> {
  await db.delete(photoHashes).where(eq(photoHashes.userId, userId))
  const copies: { userId: number; slot: Slot }[] = []
  for (const [slot, { hash, bands }] of Object.entries(hashes) as [Slot, PhotoHash][]) {
    await db.insert(photoHashes).values({ userId, slot, companyId, hash, band0: bands[0], band1: bands[1], band2: bands[2], band3: bands[3] })
    const candidates = await db
      .select({ userId: photoHashes.userId, hash: photoHashes.hash })
      .from(photoHashes)
      .where(
        and(
          eq(photoHashes.companyId, companyId),
          ne(photoHashes.userId, userId),
          or(eq(photoHashes.band0, bands[0]), eq(photoHashes.band1, bands[1]), eq(photoHashes.band2, bands[2]), eq(photoHashes.band3, bands[3])),
        ),
      )
    for (const c of candidates) if (bitsApart(c.hash, hash) <= NEAR_COPY_BITS) copies.push({ userId: c.userId, slot })
  }
  return copies
}
