// The fraud signals looked at before an application is approved, each within the borrower's own
// lender: a payout account, an install of the app or an emergency contact shared with other
// borrowers, identity photos copied from another borrower, bursts of applications from one address
// or install. Each hit is kept with its evidence (masked) and sends the application to a person.
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm'
import { type FraudRules, fraudRulesSchema } from '../../../contract/fraud-rules'
import type { FraudSignal } from '../../../contract/kyc'
import { maskTail } from '../../../contract/validation'
import type { Db } from '../../db/client'
import { applicationOrigins, deviceSightings, emergencyContacts, fraudHits, users } from '../../db/schema'
import type { UserRow } from '../profile/user-row'

export type FraudHit = { signal: FraudSignal; otherUserIds: number[]; evidence: Record<string, unknown> }

export function fraudRulesOf(configs: Record<string, unknown>): FraudRules {
  const parsed = fraudRulesSchema.safeParse(configs.FRAUD_RULES ?? {})
  return parsed.success ? parsed.data : fraudRulesSchema.parse({})
}

export async function fraudSignals(db: Db, user: UserRow, orderId: number, rules: FraudRules, now: Date): Promise<FraudHit[]> {
  const hits = await Promise.all([sharedAccount(db, user), sharedDevice(db, user, rules), copiedPhotos(db, user), sharedContact(db, user, rules), burst(db, orderId, rules, now)])
  return hits.flat()
}

/** Keeps the hits against the application (once each), for the staff review page. */
export async function keepFraudHits(db: Db, user: UserRow, orderId: number, hits: readonly FraudHit[], now: Date): Promise<void> {
  if (hits.length === 0) return
  await db
    .insert(fraudHits)
    .values(hits.map((h) => ({ companyId: user.companyId, userId: user.id, orderId, signal: h.signal, otherUserIds: h.otherUserIds, evidence: h.evidence, createdAt: now })))
    .onConflictDoNothing()
}

const others = (companyId: number, userId: number) => and(eq(users.companyId, companyId), ne(users.id, userId), isNull(users.deletedAt))

async function sharedAccount(db: Db, user: UserRow): Promise<FraudHit[]> {
  if (user.cardNo === null || user.bankName === null) return []
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(others(user.companyId, user.id), eq(users.cardNo, user.cardNo), eq(users.bankName, user.bankName)))
  if (rows.length === 0) return []
  return [{ signal: 'shared_payout_account', otherUserIds: rows.map((r) => r.id), evidence: { bankName: user.bankName, account: maskTail(user.cardNo) } }]
}

async function sharedDevice(db: Db, user: UserRow, rules: FraudRules): Promise<FraudHit[]> {
  const devices = await db.select({ deviceId: deviceSightings.deviceId }).from(deviceSightings).where(and(eq(deviceSightings.userId, user.id), eq(deviceSightings.companyId, user.companyId)))
  if (devices.length === 0) return []
  const rows = await db
    .select({ deviceId: deviceSightings.deviceId, userId: deviceSightings.userId })
    .from(deviceSightings)
    .where(and(eq(deviceSightings.companyId, user.companyId), inArray(deviceSightings.deviceId, devices.map((d) => d.deviceId)), ne(deviceSightings.userId, user.id)))
  const byDevice = new Map<string, number[]>()
  for (const r of rows) byDevice.set(r.deviceId, [...(byDevice.get(r.deviceId) ?? []), r.userId])
  return [...byDevice.entries()]
    .filter(([, ids]) => ids.length + 1 > rules.deviceMaxAccounts)
    .map(([deviceId, ids]) => ({ signal: 'shared_device' as const, otherUserIds: ids, evidence: { device: `…${deviceId.slice(-4)}`, accounts: ids.length + 1, allowed: rules.deviceMaxAccounts } }))
}

/** The identity check found the photos to be near copies of another borrower's (kyc/photo-reuse.ts). */
async function copiedPhotos(db: Db, user: UserRow): Promise<FraudHit[]> {
  const rows = await db
    .select({ otherUserIds: fraudHits.otherUserIds, evidence: fraudHits.evidence })
    .from(fraudHits)
    .where(and(eq(fraudHits.userId, user.id), eq(fraudHits.signal, 'photo_reused'), isNull(fraudHits.orderId)))
  if (rows.length === 0) return []
  return [{ signal: 'photo_reused', otherUserIds: [...new Set(rows.flatMap((r) => r.otherUserIds))], evidence: rows.at(-1)!.evidence }]
}

async function sharedContact(db: Db, user: UserRow, rules: FraudRules): Promise<FraudHit[]> {
  const own = await db.select({ mobile: emergencyContacts.mobile }).from(emergencyContacts).where(eq(emergencyContacts.userId, user.id))
  if (own.length === 0) return []
  const rows = await db
    .select({ mobile: emergencyContacts.mobile, userId: emergencyContacts.userId })
    .from(emergencyContacts)
    .innerJoin(users, eq(users.id, emergencyContacts.userId))
    .where(and(inArray(emergencyContacts.mobile, own.map((c) => c.mobile)), others(user.companyId, user.id)))
  const byNumber = new Map<string, number[]>()
  for (const r of rows) byNumber.set(r.mobile, [...new Set([...(byNumber.get(r.mobile) ?? []), r.userId])])
  return [...byNumber.entries()]
    .filter(([, ids]) => ids.length + 1 > rules.contactMaxBorrowers)
    .map(([mobile, ids]) => ({ signal: 'shared_emergency_contact' as const, otherUserIds: ids, evidence: { contact: maskTail(mobile), borrowers: ids.length + 1, allowed: rules.contactMaxBorrowers } }))
}

async function burst(db: Db, orderId: number, rules: FraudRules, now: Date): Promise<FraudHit[]> {
  const [origin] = await db.select().from(applicationOrigins).where(eq(applicationOrigins.orderId, orderId))
  if (!origin) return []
  const since = new Date(now.getTime() - rules.burstWindowMinutes * 60_000)
  const count = async (column: typeof applicationOrigins.ip | typeof applicationOrigins.deviceId, value: string) => {
    const [row] = await db
      .select({ orders: sql<number>`count(*)::int` })
      .from(applicationOrigins)
      .where(and(eq(applicationOrigins.companyId, origin.companyId), eq(column, value), gte(applicationOrigins.at, since)))
    return row?.orders ?? 0
  }
  const hits: FraudHit[] = []
  const fromAddress = await count(applicationOrigins.ip, origin.ip)
  if (fromAddress > rules.burstMaxApplications) hits.push({ signal: 'application_burst', otherUserIds: [], evidence: { from: 'address', applications: fromAddress, windowMinutes: rules.burstWindowMinutes } })
  const fromDevice = origin.deviceId === null ? 0 : await count(applicationOrigins.deviceId, origin.deviceId)
  if (fromDevice > rules.burstMaxApplications) hits.push({ signal: 'application_burst', otherUserIds: [], evidence: { from: 'device', applications: fromDevice, windowMinutes: rules.burstWindowMinutes } })
  // One hit per application and signal: the address and the install are two views of one burst.
  return hits.slice(0, 1).map((h) => (hits.length > 1 ? { ...h, evidence: { ...h.evidence, alsoFromDevice: fromDevice } } : h))
}
