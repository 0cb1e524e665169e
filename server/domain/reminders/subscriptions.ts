// The browsers that take a borrower's reminders, and the channels the borrower chose.
import { ECDH } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { ApiError } from '../../../contract/api-error'
import { isLocale, type Locale } from '../../../contract/locales'
import type { NotificationSettings, notificationSettingsBody, pushSubscribeBody, pushUnsubscribeBody } from '../../../contract/schemas/notifications'
import type { Db } from '../../db/client'
import { notificationSettings, pushSubscriptions } from '../../db/schema'
import { pushEndpointAllowed } from './push-endpoints'

type SubscribeBody = z.output<typeof pushSubscribeBody>
type SettingsBody = z.output<typeof notificationSettingsBody>

const P256_POINT_BYTES = 65
const AUTH_SECRET_BYTES = 16

/** Kept for this borrower; a browser another borrower had subscribed now reminds only this one. */
export async function subscribe(db: Db, userId: number, body: SubscribeBody, sandbox: boolean, now: Date): Promise<null> {
  const p256dh = Buffer.from(body.keys.p256dh, 'base64url')
  if (!pushEndpointAllowed(body.endpoint, sandbox)) throw new ApiError(10060, { fields: ['endpoint'] })
  if (p256dh.length !== P256_POINT_BYTES || !onCurve(p256dh) || Buffer.from(body.keys.auth, 'base64url').length !== AUTH_SECRET_BYTES) {
    throw new ApiError(10060, { fields: ['keys'] })
  }
  const keys = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now }
  await db.insert(pushSubscriptions).values({ endpoint: body.endpoint, ...keys }).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys })
  if (body.locale) await saveSettings(db, userId, { locale: body.locale }, now)
  return null
}

/** An uncompressed point of P-256, which messages for this browser are encrypted to. */
function onCurve(point: Buffer): boolean {
  try {
    ECDH.convertKey(point, 'prime256v1')
    return point[0] === 4
  } catch {
    return false
  }
}

/** Quietly nothing for an endpoint that is not this borrower's: the answer tells nothing of others. */
export async function unsubscribe(db: Db, userId: number, body: z.output<typeof pushUnsubscribeBody>): Promise<null> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, body.endpoint)))
  return null
}

export type ReminderChannels = NotificationSettings & { locale: Locale | null }

export async function channelsOf(db: Db, userId: number): Promise<ReminderChannels> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId))
  return { push: row?.push ?? true, sms: row?.sms ?? true, locale: isLocale(row?.locale) ? row.locale : null }
}

async function saveSettings(db: Db, userId: number, change: SettingsBody, now: Date): Promise<void> {
  const set = { ...(change.push === undefined ? {} : { push: change.push }), ...(change.sms === undefined ? {} : { sms: change.sms }), ...(change.locale ? { locale: change.locale } : {}), updatedAt: now }
  await db.insert(notificationSettings).values({ userId, ...set }).onConflictDoUpdate({ target: notificationSettings.userId, set })
}

/** An empty body reads; `push`, `sms` (and the app's language) change what they name. */
export async function notificationSettingsCall(db: Db, userId: number, body: SettingsBody, now: Date): Promise<NotificationSettings> {
  if (body.push !== undefined || body.sms !== undefined || body.locale !== undefined) await saveSettings(db, userId, body, now)
  const { push, sms } = await channelsOf(db, userId)
  return { push, sms }
}
