// The embedded database's copy and its return (`npm run backup -- --out`, `npm run restore --
// --from --data-dir`). While a server holds the folder, the copy is asked of it
// (server/http/local-backup.ts); with no server, the folder is opened here. The copy is
// PGlite's own dump: a gzipped tar of the folder, uploaded files (DATA_DIR/uploads) included.
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgliteExtensions } from '../../server/db/client'
import { LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock'
import { BACKUP_ENDPOINT_FILE, BACKUP_PATH, type BackupEndpoint } from '../../server/http/local-backup'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function runningServer(dataDir: string): Promise<BackupEndpoint | null> {
  const file = join(dataDir, BACKUP_ENDPOINT_FILE)
  if (!existsSync(file)) return null
  const endpoint = JSON.parse(await readFile(file, 'utf8')) as BackupEndpoint
  return alive(endpoint.pid) ? endpoint : null
}

export async function backupPglite(dataDir: string, out: string): Promise<{ bytes: number; from: 'server' | 'folder' }> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no embedded database`)
  const server = await runningServer(dataDir)
  if (server) {
    const answer = await fetch(`${server.url}${BACKUP_PATH}`, { headers: { authorization: `Bearer ${server.token}` } })
    if (!answer.ok) throw new Error(`the server at ${server.url} answered ${answer.status} to the backup`)
    const bytes = new Uint8Array(await answer.arrayBuffer())
    await writeFile(out, bytes, { mode: 0o600 })
    return { bytes: bytes.length, from: 'server' }
  }
  // No server answered: the folder is opened here, and held like any other process would hold it.
  const lock = lockDataDir(dataDir)
  const client = new PGlite({ dataDir, extensions: pgliteExtensions })
  try {
    const bytes = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer())
    await writeFile(out, bytes, { mode: 0o600 })
    return { bytes: bytes.length, from: 'folder' }
  } finally {
    await client.close().finally(() => lock.release())
  }
}

/** Brings a copy back into an empty or new folder, opens it (PostgreSQL recovers it) and checks it answers. */
export async function restorePglite(from: string, dataDir: string): Promise<{ migrations: number }> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) throw new Error(`${dataDir} is not empty: restore into a new folder, then point DATA_DIR at it`)
  const copy = new Blob([await readFile(from)])
  const client = new PGlite({ dataDir, loadDataDir: copy, extensions: pgliteExtensions })
  try {
    const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
    return { migrations: applied.rows[0]?.n ?? 0 }
  } finally {
    await client.close()
    // The copy's notes name the server it was taken from, not one serving or holding this folder.
    await rm(join(dataDir, BACKUP_ENDPOINT_FILE), { force: true })
    await rm(join(dataDir, LOCK_FILE), { force: true })
  }
}
