// The per-install id the app sends as X-Device-Id (a random UUID kept in IndexedDB: no fingerprint,
// no permission), noted where it matters for fraud: registering, logging in, sending identity
// photos and applying. Deleted with the borrower.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { applicationOrigins, deviceSightings } from '../../db/schema'

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/

/** The header's value when it looks like an id the app makes; anything else is ignored, never refused. */
export function deviceIdOf(header: string | undefined): string | null {
  return header !== undefined && DEVICE_ID.test(header) ? header.toLowerCase() : null
}

export async function noteDevice(db: Db, sighting: { companyId: number; userId: number; deviceId: string | null; now: Date }): Promise<void> {
  const { companyId, userId, deviceId, now } = sighting
  if (deviceId === null) return
  await db
    .insert(deviceSightings)
    .values({ companyId, userId, deviceId, firstSeen: now, lastSeen: now })
    .onConflictDoUpdate({ target: [deviceSightings.companyId, deviceSightings.deviceId, deviceSightings.userId], set: { lastSeen: sql`excluded.last_seen` } })
}

export async function noteApplicationOrigin(db: Db, origin: { orderId: number; companyId: number; ip: string; deviceId: string | null; at: Date }): Promise<void> {
  await db.insert(applicationOrigins).values(origin).onConflictDoNothing()
}
