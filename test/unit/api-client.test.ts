// @vitest-environment happy-dom
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../contract/api-error'
import { call } from '../../src/api/client'
import { NetworkError } from '../../src/api/network-error'
import { setSessionHandlers, setToken } from '../../src/state/session'
import { browseTo } from '../support/browse-to'
import { newDataDir } from '../support/database-snapshot'
import { startServerProcess } from '../support/server-process'

let close: () => Promise<void>

// The server runs as its own process: in this test's happy-dom world, Request and
// Headers are the browser's, as the client needs, not Node's, as the server needs.
beforeAll(async () => {
  const dataDir = await newDataDir('client')
  const server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
  // The client speaks to its own origin, as the installed app does.
  browseTo(`${server.url}/`)
  close = async () => {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
})
afterAll(() => close())

describe('the app HTTP client against the real server', () => {
  it('unwraps the envelope and parses data with the contract schema', async () => {
    const products = await call('/loan/appList', {})
    expect(products[0]).toMatchObject({ id: 1, maxAmount: 3_000_000 })
  })

  it('turns a catalogue code into ApiError with the fields it is about', async () => {
    const error = await call('/sms/register', { mobile: '123', appId: 1, companyId: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 10042, fields: ['mobile'] })
  })

  it('hands an ended session to the session handler (401 → log out)', async () => {
    let lost = 0
    setSessionHandlers({ authLost: () => lost++, hold: () => undefined })
    setToken('not-a-real-token')
    await expect(call('/user/info', {})).rejects.toMatchObject({ code: 401 })
    expect(lost).toBe(1)
    setToken(null)
  })

  it('reports an unreachable server as a network error, not as a server answer', async () => {
    browseTo('http://127.0.0.1:9/')
    const error = await call('/loan/appList', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).status).toBeNull()
  })
})
