// The databases tests start from, copied from the one snapshot test/support/database-snapshot-setup.ts
// makes per run: an in-memory PGlite loaded from its dump, or a data folder for a server process.
import { cp, mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'

let readyTar: Promise<Blob> | undefined

/** The migrated, seeded database as a `dumpDataDir` tarball, for `openDatabase({ snapshot })`. */
export function readyDatabase(): Promise<Blob> {
  readyTar ??= readFile(join(inject('databaseSnapshot'), 'ready.tar')).then((bytes) => new Blob([bytes]))
  return readyTar
}

/**
 * A new PGlite data folder for DATA_DIR: `ready` is migrated and seeded as a server leaves it
 * at its first start; `bare` is a database no server has opened yet (initdb only).
 */
export async function newDataDir(name: string, kind: 'ready' | 'bare' = 'ready'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `jackey-${name}-`))
  await cp(join(inject('databaseSnapshot'), kind), dir, { recursive: true })
  return dir
}
