// Staff sessions live apart from borrowers' (staff_sessions), so a token of one kind is
// never accepted by the other side: each side looks tokens up in its own table only.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Staff } from '../../../contract/admin/schemas/auth'
import { isStaffRole } from '../../../contract/admin/roles'
import type { Db } from '../../db/client'
import { staffSessions, staffUsers } from '../../db/schema'

export const STAFF_IDLE_MS = 8 * 3600_000
// Writing last_seen_at on every call would turn each read into a write.
const TOUCH_AFTER_MS = 60_000

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function createStaffSession(db: Db, staffId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, createdAt: now, lastSeenAt: now })
  return token
}

/** The signed-in staff member: 401 for an unknown token or a disabled account, 20001 after 8 idle hours. */
export async function resolveStaffSession(db: Db, token: string | undefined, now: Date): Promise<Staff> {
  if (!token) throw new ApiError(401)
  const tokenHash = hashToken(token)
  const [row] = await db
    .select({ session: staffSessions, name: staffUsers.name, roles: staffUsers.roles, companyId: staffUsers.companyId, disabledAt: staffUsers.disabledAt })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1)
  if (!row || row.disabledAt) throw new ApiError(401)
  const idleFor = now.getTime() - row.session.lastSeenAt.getTime()
  if (row.session.revokedAt || idleFor > STAFF_IDLE_MS) throw new ApiError(20001)
  if (idleFor > TOUCH_AFTER_MS) await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash))
  return { id: row.session.staffId, name: row.name, roles: row.roles.filter(isStaffRole), companyId: row.companyId }
}

export async function revokeStaffSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
}
