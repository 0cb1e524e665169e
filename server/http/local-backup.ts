// A consistent copy of the embedded database while the server runs (`npm run backup -- --out`).
// Only this process may open its PGlite folder, so the copy is made here: PGlite's dumpDataDir
// holds the database's one query lock while it writes the folder into a tar, so no statement
// runs meanwhile and the copy is the folder as at one instant; PostgreSQL's write-ahead log makes
// such an image whole again when it is opened, as after a power cut (docs/operations.md).
// Reachable only from this machine and only with the token the server keeps in its DATA_DIR
// (readable by whoever may read the database's files anyway).
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { chmod, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { loopbackOnly } from './loopback-only'
import type { AppBindings } from '../services'

export const BACKUP_PATH = '/local/backup'
/** Where this process says how to reach it: `{ pid, url, token }`, in DATA_DIR, mode 600. */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json'

export type LocalBackup = { token: string; dump: () => Promise<Blob> }
export type BackupEndpoint = { pid: number; url: string; token: string }

/**
 * A new token for this run, kept beside the database with this process's id and loopback address:
 * `npm run backup` asks the process while it lives and opens the folder itself only when none does
 * (two PGlite processes on one folder would corrupt it).
 */
export async function writeBackupEndpoint(dataDir: string, port: number, host: string): Promise<string> {
  const token = randomBytes(32).toString('hex')
  const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const endpoint: BackupEndpoint = { pid: process.pid, url: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`, token }
  const file = join(dataDir, BACKUP_ENDPOINT_FILE)
  await writeFile(file, JSON.stringify(endpoint), { mode: 0o600 })
  await chmod(file, 0o600)
  return token
}

function sameToken(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(`Bearer ${token}`)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function mountLocalBackup(app: Hono<AppBindings>, backup: LocalBackup, socketless: 'loopback' | 'remote'): void {
  app.get(BACKUP_PATH, loopbackOnly(socketless), async (c) => {
    if (!sameToken(c.req.header('authorization'), backup.token)) return c.json({ status: 'unauthorized' }, 401)
    const copy = await backup.dump()
    return new Response(copy.stream(), { headers: { 'Content-Type': 'application/gzip', 'Content-Length': String(copy.size), 'Cache-Control': 'no-store' } })
  })
}
