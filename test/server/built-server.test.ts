import { spawnSync } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir } from '../support/database-snapshot'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'

// Inside the project, so that the bundle finds node_modules as dist-server/main.js does.
const outdir = join('.tmp', `built-server-${process.pid}`)
let dataDir: string
let server: ServerProcess

describe.runIf(process.env.TEST_DB !== 'postgres')('the built server (node dist-server/main.js)', () => {
  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--outdir', outdir], { encoding: 'utf8' })
    if (built.status !== 0) throw new Error(`build-server failed: ${built.stderr}`)
    dataDir = await newDataDir('built')
    server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' }, join(outdir, 'main.js'))
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await rm(dataDir, { recursive: true, force: true })
    await rm(outdir, { recursive: true, force: true })
  })

  it('migrates its database from the migrations beside the bundle and is ready', async () => {
    const ready = await fetch(`${server.url}/readyz`)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  it('answers the API as the source does', async () => {
    const products = await post(server.url, '/loan/appList', {})
    expect(products.code).toBe(0)
    expect(products.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1 })]))
  })

  it('imports OpenTelemetry only when traces are on (a dynamic import, not one at the top)', async () => {
    const bundle = await readFile(join(outdir, 'main.js'), 'utf8')
    expect(bundle).toContain('import("@opentelemetry/sdk-trace")')
    expect(bundle).not.toMatch(/\bfrom\s*["']@opentelemetry\/|^import\s*["']@opentelemetry\/|require\(["']@opentelemetry\//m)
  })
})
