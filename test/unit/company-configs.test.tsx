// @vitest-environment happy-dom
// Company configs against the real server: screens mounted together share one request.
import { renderHook, waitFor } from '@testing-library/react'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useCompanyConfigs } from '../../src/features/configs/api'
import { startServerProcess } from '../support/server-process'

let close: () => Promise<void>
const asked: string[] = []

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'jackey-configs-'))
  const server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.url}/`)
  const fetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    asked.push(input instanceof Request ? input.url : String(input))
    return fetch(input, init)
  }
  close = async () => {
    globalThis.fetch = fetch
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
})
afterAll(() => close())

const configRequests = () => asked.filter((url) => url.endsWith('/jackey/loan/getAllCompanyConfigs')).length

describe('useCompanyConfigs', () => {
  it('asks the server once for two screens mounted together, and again on a later mount', async () => {
    const layout = renderHook(() => useCompanyConfigs())
    const home = renderHook(() => useCompanyConfigs())
    await waitFor(() => expect(layout.result.current?.CURRENCY).toBeTypeOf('string'))
    await waitFor(() => expect(home.result.current).toEqual(layout.result.current))
    expect(configRequests()).toBe(1)

    const later = renderHook(() => useCompanyConfigs())
    await waitFor(() => expect(configRequests()).toBe(2))
    await waitFor(() => expect(later.result.current).toEqual(layout.result.current))
  })
})
