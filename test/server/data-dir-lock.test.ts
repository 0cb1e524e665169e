import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock'
import { newDataDir } from '../support/database-snapshot'
import { inheritedEnv, post, startServerProcess } from '../support/server-process'

const STAFF_PASSWORD = 'a long staff password'
// Server processes, CLI runs and a new PGlite's initdb: each tens of seconds on a loaded 2-core machine.
const SLOW = 240_000

function cli(script: 'staff' | 'migrate', dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
    encoding: 'utf8',
    env: { ...inheritedEnv(), DATA_DIR: dataDir, STAFF_PASSWORD, LOG_LEVEL: 'silent' },
  })
}

/** The pid of a process that has ended. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(done.stdout)
}

async function tempDir() {
  return mkdtemp(join(tmpdir(), 'jackey-lock-'))
}

// The lock guards PGlite folders; PostgreSQL has its own (the server tests' DATABASE_URL run skips this).
describe.runIf(process.env.TEST_DB !== 'postgres')('one process per embedded database folder', () => {
  it('refuses npm run staff and npm run migrate while a server holds the folder, and lets them work once it stopped', async () => {
    const dataDir = await newDataDir('lock-server')
    const server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
    try {
      const refused = cli('staff', dataDir, 'create', 'first-admin', '--company', '1', '--roles', 'admin')
      expect(refused.status).toBe(3)
      expect(refused.stderr).toContain(`is in use by process ${server.pid}`)
      expect(refused.stderr).toContain('manage staff in the back office')
      expect(refused.stdout).not.toContain('created staff member')
      const migrate = cli('migrate', dataDir)
      expect(migrate.status).toBe(1)
      expect(migrate.stderr).toContain(`is in use by process ${server.pid}`)
      // The server never saw a second writer: a sign-in by the name the CLI was refused finds nobody.
      const login = await post(server.url, '/admin/login', { name: 'first-admin', password: STAFF_PASSWORD })
      expect(login.code).toBe(10001)
    } finally {
      await server.stop()
    }
    try {
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
      const created = cli('staff', dataDir, 'create', 'first-admin', '--company', '1', '--roles', 'admin')
      expect(created.stderr).toBe('')
      expect(created.status).toBe(0)
      expect(created.stdout).toContain('created staff member first-admin')
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, SLOW)

  it('starts a server on a folder whose lock a killed server left behind', async () => {
    const dataDir = await newDataDir('lock-killed')
    try {
      const killed = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
      process.kill(killed.pid ?? 0, 'SIGKILL')
      await killed.stop()
      expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: killed.pid })
      const next = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
      try {
        const ready = await fetch(`${next.url}/readyz`)
        expect(await ready.json()).toEqual({ status: 'ready' })
        expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: next.pid })
      } finally {
        await next.stop()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, SLOW)

  it('takes over a lock whose process is gone, or whose pid is this process but not held here', async () => {
    const dir = await tempDir()
    try {
      for (const pid of [deadPid(), process.pid]) {
        await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), startTicks: null, since: 'earlier', command: 'server/main.ts' }))
        const lock = lockDataDir(dir)
        expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid })
        lock.release()
        expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('takes over a lock whose pid now belongs to another process that started later', async () => {
    const dir = await tempDir()
    try {
      // process.ppid is alive (the runner), but its start time is not the one the file recorded.
      await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname(), startTicks: '1', since: 'earlier', command: 'server/main.ts' }))
      const lock = lockDataDir(dir)
      lock.release()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('refuses a second open of the same folder in one process, and one held by another host', async () => {
    const dir = await tempDir()
    try {
      const database = await openDatabase({ dataDir: dir, migrate: false })
      await expect(openDatabase({ dataDir: dir, migrate: false })).rejects.toBeInstanceOf(DataDirLockedError)
      await database.close()
      await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'elsewhere', startTicks: null, since: 'earlier', command: 'server/main.ts' }))
      expect(() => lockDataDir(dir)).toThrow(`in use by process 1 on host elsewhere`)
      expect(() => lockDataDir(dir)).toThrow(`delete ${join(dir, LOCK_FILE)}`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, SLOW)
})
