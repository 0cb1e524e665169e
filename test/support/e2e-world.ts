// What an end-to-end test file starts with: the real server (`npm start`'s server/main.ts)
// on its own fresh database folder, and one Chromium; both stopped and the folder removed after.
import { rm } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium } from './browser'
import { newDataDir } from './database-snapshot'
import { type ServerProcess, startServerProcess } from './server-process'

export type E2eWorld = { readonly server: ServerProcess; readonly browser: Browser }

/** Registers the file's beforeAll/afterAll; read `server` and `browser` inside the tests. */
export function serverAndBrowser(name: string): E2eWorld {
  let server: ServerProcess | undefined
  let browser: Browser | undefined
  let dataDir: string | undefined
  beforeAll(async () => {
    dataDir = await newDataDir(`e2e-${name}`)
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e server and browser start in beforeAll')
    return value
  }
  return {
    get server() {
      return started(server)
    },
    get browser() {
      return started(browser)
    },
  }
}
