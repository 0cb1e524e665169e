// @vitest-environment happy-dom
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../contract/api-error'
import { createApp } from '../../server/app'
import { readEnv } from '../../server/env'
import { call, setSessionHandlers } from '../../src/api/client'
import { NetworkError } from '../../src/api/network-error'
import { setToken } from '../../src/state/session'
import { freePort } from '../support/server-process'
import { openTestDatabase } from '../support/test-database'

let close: () => Promise<void>

function browseTo(url: string) {
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)
}

beforeAll(async () => {
  const database = await openTestDatabase()
  const port = await freePort()
  const { app } = createApp({ database, env: readEnv({ LOG_LEVEL: 'silent' }) })
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  // The client speaks to its own origin, as the installed app does.
  browseTo(`http://127.0.0.1:${port}/`)
  close = async () => {
    server.close()
    await database.close()
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
    expect(error).toMatchObject({ code: 10004, fields: ['mobile'] })
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
