// Whether this database has every migration this build ships: a process started from a newer
// build before the migrations ran must not take traffic.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { max } from 'drizzle-orm'
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core'
import type { Db } from './client'
import { migrationsFolder } from './client'

type Journal = { entries: { when: number; tag: string }[] }

/** Drizzle's own record of applied migrations: created_at is the journal entry's `when`. */
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
})

export async function migrationsCurrent(db: Db): Promise<boolean> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal
  const newest = journal.entries.at(-1)?.when
  if (newest === undefined) return true
  try {
    const [row] = await db.select({ applied: max(appliedMigrations.createdAt) }).from(appliedMigrations)
    return row?.applied !== null && row?.applied !== undefined && row.applied >= newest
  } catch (error) {
    // A database no migration has touched yet has no drizzle schema or table.
    if (NEVER_MIGRATED.has(sqlState(error))) return false
    throw error
  }
}

const NEVER_MIGRATED = new Set<string | undefined>(['3F000', '42P01'])

function sqlState(error: unknown): string | undefined {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
  return typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined
}
