// @vitest-environment happy-dom
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextAfterQuestionnaire } from '../../src/features/loans/next-after-questionnaire'
import { setToken } from '../../src/state/session'
import { browseTo } from '../support/browse-to'
import { newDataDir } from '../support/database-snapshot'
import { applyAndDecide, cancel } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'
import { type ServerProcess, startServerProcess } from '../support/server-process'

let server: ServerProcess
let dataDir: string

beforeAll(async () => {
  dataDir = await newDataDir('next')
  server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
  browseTo(`${server.url}/`)
})
afterAll(async () => {
  setToken(null)
  await server.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('after the questionnaire', () => {
  it('opens the apply screen of the first product, not prefilled at its maximum, when there is no order, and applies for nothing', async () => {
    const { token } = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, token)
    setToken(token)
    expect(await nextAfterQuestionnaire()).toBe('/apply/1')
    expect(await (await fetch(`${server.url}/jackey/loan/getLoanProgress`, { method: 'POST', headers: { authorization: token }, body: '{}' })).json()).toMatchObject({ data: null })
  })

  it("goes to the open order's detail, and back to applying once it is cancelled", async () => {
    const { token } = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, token)
    const { orderId } = await applyAndDecide(server.url, token, 100_000, 12)
    setToken(token)
    expect(await nextAfterQuestionnaire()).toBe(`/detail/${orderId}`)
    await cancel(server.url, token, orderId)
    expect(await nextAfterQuestionnaire()).toBe('/apply/1')
  })
})
