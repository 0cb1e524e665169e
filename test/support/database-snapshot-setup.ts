// Vitest global set-up: makes the database every test starts from once per run, instead of once
// per test file. A new PGlite spends most of its start in initdb (about 5 s on a quiet 2-core
// machine, over 15 s with both cores busy), and the migrations add more; a copy of a data
// directory made once starts in a fraction of that. See test/support/database-snapshot.ts.
// On PostgreSQL (TEST_DB=postgres) the same idea is a migrated, seeded template database.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { migrationsFolder, openDatabase, pgliteExtensions } from '../../server/db/client'
import * as schema from '../../server/db/schema'
import { seedDemoLenders } from '../../server/db/seed'
import { newPostgresDatabase } from './postgres-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder with `bare` (initdb only), `ready` (migrated and seeded) and `ready.tar`. */
    databaseSnapshot: string
    /** The database openTestDatabase copies on PostgreSQL. */
    postgresTemplate: string
  }
}

async function makeSnapshot(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'jackey-db-snapshot-'))
  const bare = new PGlite(join(dir, 'bare'))
  await bare.waitReady
  await bare.close()
  await cp(join(dir, 'bare'), join(dir, 'ready'), { recursive: true })
  const client = new PGlite(join(dir, 'ready'), { extensions: pgliteExtensions })
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder })
  await seedDemoLenders(db)
  const tar = await client.dumpDataDir('none')
  await writeFile(join(dir, 'ready.tar'), Buffer.from(await tar.arrayBuffer()))
  await client.close()
  return dir
}

async function makePostgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const template = await newPostgresDatabase()
  const database = await openDatabase({ databaseUrl: template.url })
  await seedDemoLenders(database.db)
  // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
  await database.close()
  return template
}

// Each project that lists this file runs it; one vitest process makes the snapshot once for all.
const shared = globalThis as { jackeyDatabaseSnapshot?: Promise<string> }

export default async function setup(project: TestProject) {
  const dir = await (shared.jackeyDatabaseSnapshot ??= makeSnapshot())
  project.provide('databaseSnapshot', dir)
  const template = project.config.env?.TEST_DB === 'postgres' ? await makePostgresTemplate() : undefined
  if (template) project.provide('postgresTemplate', template.name)
  return async () => {
    shared.jackeyDatabaseSnapshot = undefined
    await rm(dir, { recursive: true, force: true })
    await template?.drop()
  }
}
