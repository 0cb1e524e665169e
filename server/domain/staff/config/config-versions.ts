// Every configuration value staff set, kept whole, so any earlier version can be read back.
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { AdminData } from '../../../../contract/admin/endpoints'
import type { Db } from '../../../db/client'
import { configVersions, staffUsers } from '../../../db/schema'

export type Version = { scope: string; key: string; value: unknown; staffId: number; at: Date }

export async function recordVersion(db: Db, version: Version): Promise<void> {
  await db.insert(configVersions).values(version)
}

/** Versions set by the company's staff: every version names who set it, and staff belong to one company. */
export async function listVersions(db: Db, filter: { scope?: string; key?: string }, companyId: number): Promise<AdminData<'/config/versions'>> {
  const conditions: SQL[] = [eq(staffUsers.companyId, companyId)]
  if (filter.scope) conditions.push(eq(configVersions.scope, filter.scope))
  if (filter.key) conditions.push(eq(configVersions.key, filter.key))
  const rows = await db
    .select({ v: configVersions, staffName: staffUsers.name })
    .from(configVersions)
    .innerJoin(staffUsers, eq(staffUsers.id, configVersions.staffId))
    .where(and(...conditions))
    .orderBy(desc(configVersions.id))
    .limit(200)
  return rows.map(({ v, staffName }) => ({ id: v.id, scope: v.scope, key: v.key, value: v.value, staffName, at: v.at.toISOString() }))
}
