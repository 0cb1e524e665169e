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
  const [row] = await db.select({ applied: max(appliedMigrations.createdAt) }).from(appliedMigrations)
  return row?.applied !== null && row?.applied !== undefined && row.applied >= newest
}
