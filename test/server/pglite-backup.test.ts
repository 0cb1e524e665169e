// The embedded database's backup while the server runs (npm run backup -- --out) and its restore
// into a new folder (npm run restore -- --from --data-dir): the copy is made by the server under
// PGlite's query lock, so it is whole even with writes going on, and a server started on the
// restored folder answers with everything that was acknowledged before the copy was asked for.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { post, registerBorrower, type ServerProcess, startServerProcess } from '../support/server-process'
import { newDataDir } from '../support/database-snapshot'
import { newPhone } from '../support/test-app'

const run = promisify(execFile)
const tsx = (script: string, args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, timeout: 120_000 })

describe.runIf(process.env.TEST_DB !== 'postgres')('backing up the embedded database while it serves', () => {
  const servers: ServerProcess[] = []
  let work: string
  let dataDir: string

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    for (const dir of [work, dataDir]) if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('copies a running server\'s folder while borrowers register, and the copy serves them all', async () => {
    work = await mkdtemp(join(tmpdir(), 'jackey-pglite-backup-'))
    dataDir = await newDataDir('pglite-backup')
    const server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
    servers.push(server)
    const before = [newPhone(), newPhone()]
    for (const mobile of before) await registerBorrower(server.url, mobile)

    // Registrations go on while the copy is made.
    let writing = true
    const during = (async () => {
      let n = 0
      while (writing) await registerBorrower(server.url, newPhone()).then(() => n++, () => undefined)
      return n
    })()
    const out = join(work, 'copy.tar.gz')
    const backup = await tsx('scripts/backup/backup.ts', ['--out', out, '--data-dir', dataDir])
    writing = false
    await during
    process.stderr.write(`${backup.stdout}\n`)
    expect(backup.stdout).toContain('copied by the running server')
    expect((await stat(out)).size).toBeGreaterThan(100_000)
    // The server kept serving: it answers as before.
    expect((await post(server.url, '/loan/appList', {})).code).toBe(0)

    const restoredDir = join(work, 'restored')
    const restore = await tsx('scripts/backup/restore.ts', ['--from', out, '--data-dir', restoredDir])
    process.stderr.write(`${restore.stdout}\n`)
    expect(restore.stdout).toContain('migrations applied')
    const restored = await startServerProcess({ DATA_DIR: restoredDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
    servers.push(restored)
    for (const mobile of before) {
      const login = await post(restored.url, '/user/login', { mobile, password: 'correct horse 1', companyId: 1, appId: 1, platform: 'h5' })
      expect(login.code).toBe(0)
    }
    // A restore never lands on a folder in use.
    await expect(tsx('scripts/backup/restore.ts', ['--from', out, '--data-dir', restoredDir])).rejects.toThrow(/not empty/)
  }, 240_000)
})
