import { and, asc, eq, isNull } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { CONSENT_VERSION, type ConsentPurpose } from '../../../contract/consents'
import { CONSENT_MISSING_CODE } from '../../../contract/error-codes'
import type { Db } from '../../db/client'
import { consents } from '../../db/schema'

export async function hasConsent(db: Db, userId: number, purpose: ConsentPurpose): Promise<boolean> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .limit(1)
  return row !== undefined
}

/** Personal data of a purpose is processed only while its consent stands (CONSENT_MISSING_CODE otherwise). */
export async function requireConsent(db: Db, userId: number, purpose: ConsentPurpose): Promise<void> {
  if (!(await hasConsent(db, userId, purpose))) throw new ApiError(CONSENT_MISSING_CODE, { fields: [purpose] })
}

export async function giveConsent(db: Db, userId: number, purpose: ConsentPurpose, now: Date): Promise<void> {
  if (await hasConsent(db, userId, purpose)) return
  await db.insert(consents).values({ userId, purpose, version: CONSENT_VERSION, givenAt: now })
}

export async function markWithdrawn(db: Db, userId: number, purpose: ConsentPurpose, now: Date): Promise<void> {
  await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
}

export async function listConsents(db: Db, userId: number) {
  const rows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id))
  return rows.map((row) => ({
    purpose: row.purpose as ConsentPurpose,
    version: row.version,
    givenAt: row.givenAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  }))
}
