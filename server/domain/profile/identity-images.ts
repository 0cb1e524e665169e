import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import { IDENTITY_IMAGE_FIELDS, type IdentityImageField } from '../../../contract/schemas/accounts'
import { users } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { requireConsent } from './consents'
import { readImage } from './uploads'
import { startIdentityCheckIfChanged } from '../kyc/start-check'
import { noteDevice } from '../kyc/devices'
import { type UserRow, userRow } from './user-row'

const COLUMN = { frontImage: 'identityFrontKey', backImage: 'identityBackKey', handHoldImage: 'identityHandKey' } as const

export function identityKey(row: UserRow, field: IdentityImageField): string | null {
  return row[COLUMN[field]]
}

/** All three photos the first time; afterwards any of them may be replaced. */
export async function applyIdentityImages(ctx: CallContext, body: ParsedBody<'/user/identity/apply'>): Promise<null> {
  const { db } = ctx
  const { storage } = ctx.services
  const userId = requireUser(ctx)
  await requireConsent(db, userId, 'identity_verification')
  const row = await userRow(db, userId)
  const missing = IDENTITY_IMAGE_FIELDS.filter((f) => body[f] === undefined && identityKey(row, f) === null)
  const given = IDENTITY_IMAGE_FIELDS.filter((f) => body[f] !== undefined)
  if (missing.length > 0 || given.length === 0) throw new ApiError(20000, { fields: missing.length > 0 ? missing : [...IDENTITY_IMAGE_FIELDS] })
  const images = await Promise.all(given.map(async (f) => [f, await readImage(body[f] as Blob, f, 'photo')] as const))
  // Stored at once, not one after another: with an Idempotency-Key this runs inside the call's
  // transaction, which holds its connection for as long as the store takes to answer.
  const stored = await Promise.allSettled(images.map(([, image]) => storage.put(image.bytes, image.type)))
  const keys = stored.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = stored.find((result) => result.status === 'rejected')
  if (failed) {
    // Nothing will point to the photos that did get stored.
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)))
    throw failed.reason
  }
  const update: Partial<Record<(typeof COLUMN)[IdentityImageField], string>> = {}
  images.forEach(([field], i) => (update[COLUMN[field]] = keys[i]))
  await db.update(users).set(update).where(eq(users.id, userId))
  // Once the new keys are committed: a rolled-back call must still find the photos it points to.
  const replaced = given.map((f) => identityKey(row, f)).filter((k): k is string => k !== null)
  ctx.afterCommit(async () => void (await Promise.all(replaced.map((k) => storage.remove(k)))))
  const now = ctx.services.now()
  await noteDevice(db, { companyId: row.companyId, userId, deviceId: ctx.deviceId, now })
  await startIdentityCheckIfChanged(db, await userRow(db, userId), now)
  return null
}

export async function identityImageUrls(ctx: CallContext) {
  const row = await userRow(ctx.db, requireUser(ctx))
  const url = (field: IdentityImageField) => {
    const key = identityKey(row, field)
    return key === null ? null : `/jackey/files/${key}`
  }
  return { frontImage: url('frontImage'), backImage: url('backImage'), handHoldImage: url('handHoldImage') }
}
