// @vitest-environment happy-dom
// Company configs against the real server: screens mounted together share one request.
import { renderHook, waitFor } from '@testing-library/react'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useCompanyConfigs } from '../../src/features/configs/api'
import { browseTo } from '../support/browse-to'
import { startCountingProxy } from '../support/counting-proxy'
import { newDataDir } from '../support/database-snapshot'
import { startServerProcess } from '../support/server-process'

let close: () => Promise<void>
let proxy: Awaited<ReturnType<typeof startCountingProxy>>

beforeAll(async () => {
  const dataDir = await newDataDir('configs')
  const server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
  proxy = await startCountingProxy(server.url)
  browseTo(proxy.url)
  close = async () => {
    await proxy.stop()
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
})
afterAll(() => close())

const configRequests = () => proxy.seen.filter((r) => r.path === '/loan/getAllCompanyConfigs').length

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
