// @vitest-environment happy-dom
import { rm } from 'node:fs/promises'
import { renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/api/client'
import { sendTicket, useTickets } from '../../src/features/support/api'
import { appDb } from '../../src/offline/db'
import { replay } from '../../src/offline/outbox-replay'
import { wipePersonalData } from '../../src/offline/wipe'
import { setSessionHandlers, setToken } from '../../src/state/session'
import { browseTo } from '../support/browse-to'
import { startCountingProxy } from '../support/counting-proxy'
import { newDataDir } from '../support/database-snapshot'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { newPhone } from '../support/test-app'

const APP = { appId: 1, companyId: 1 }

let server: ServerProcess
let proxy: Awaited<ReturnType<typeof startCountingProxy>>
let dataDir: string

beforeAll(async () => {
  dataDir = await newDataDir('ticket-outbox')
  server = await startServerProcess({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'silent' })
  proxy = await startCountingProxy(server.url)
  setSessionHandlers({ authLost: () => undefined, hold: () => undefined })
  browseTo(proxy.url)
  const mobile = newPhone()
  await call('/sms/register', { mobile, ...APP })
  const { code } = await call('/sandbox/sms/last', { mobile })
  const { token } = await call('/user/register', { mobile, password: 'correct horse 1', smsCode: code, platform: 'h5', ...APP })
  setToken(token)
})
afterAll(async () => {
  await wipePersonalData()
  setToken(null)
  await proxy?.stop()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
})

describe('a support request through the outbox', () => {
  it('waits on the phone while offline and arrives once when sent', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
    const result = await sendTicket('payout', 'My money has not arrived', [])
    expect(result).toEqual({ status: 'queued', offline: true })
    expect(proxy.seen.filter((r) => r.path === '/user/tickets/create')).toHaveLength(0)

    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
    await replay()

    expect(await appDb().outbox.count()).toBe(0)
    const tickets = await call('/user/tickets/list', {})
    expect(tickets).toHaveLength(1)
    expect(tickets[0]).toMatchObject({ category: 'payout', status: 'received' })
    expect(proxy.seen.filter((r) => r.path === '/user/tickets/create')).toHaveLength(1)
  })

  it('shows in the ticket list, read before it left the phone, once the outbox delivers it', async () => {
    const list = renderHook(() => useTickets())
    await waitFor(() => expect(list.result.current.loading).toBe(false))
    const before = list.result.current.data?.length ?? 0
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
    await sendTicket('account', 'Written on the bus with no signal', [])

    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
    await replay()
    await waitFor(() => expect(list.result.current.data?.length).toBe(before + 1))
    expect(list.result.current.data?.some((ticket) => ticket.category === 'account')).toBe(true)
    list.unmount()
  })

  it('comes back with the field named and what was chosen kept, when the server refuses it', async () => {
    const result = await sendTicket('account', '   ', [])
    expect(result).toMatchObject({ status: 'rejected', rejections: [{ code: 10004, fields: ['message'], values: { category: 'account', message: '   ' } }] })
  })
})
