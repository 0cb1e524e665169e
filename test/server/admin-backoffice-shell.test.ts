import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/client'
import { readEnv } from '../../server/env'
import { openTestDatabase } from '../support/test-database'

let database: Database
let distDir: string
let app: ReturnType<typeof createApp>['app']
beforeAll(async () => {
  database = await openTestDatabase()
  distDir = await mkdtemp(join(tmpdir(), 'jackey-dist-'))
  await mkdir(join(distDir, 'backoffice'))
  await writeFile(join(distDir, 'index.html'), '<title>borrower</title>')
  await writeFile(join(distDir, 'backoffice', 'index.html'), '<title>back office</title>')
  app = createApp({ database, env: readEnv({ LOG_LEVEL: 'silent' }), distDir }).app
})
afterAll(async () => {
  await database.close()
  await rm(distDir, { recursive: true, force: true })
})

const page = async (path: string) => (await app.request(path)).text()

describe('serving the back office', () => {
  it('answers every /backoffice/ path with the back office shell', async () => {
    expect(await page('/backoffice/')).toContain('back office')
    expect(await page('/backoffice')).toContain('back office')
    expect(await page('/backoffice/review/12')).toContain('back office')
  })

  it('keeps the borrower shell for every other path', async () => {
    expect(await page('/')).toContain('borrower')
    expect(await page('/detail/12')).toContain('borrower')
    expect(await page('/backofficer')).toContain('borrower')
  })
})
