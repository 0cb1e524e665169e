// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentDeviceId, provideDeviceId } from '../../src/api/device-header'
import { call } from '../../src/api/http'
import { AppDatabase, appDb } from '../../src/offline/db'
import { deviceId, forgetReadDeviceId } from '../../src/offline/device-id'
import { wipePersonalData } from '../../src/offline/wipe'
import { browseTo } from '../support/browse-to'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(async () => {
  vi.unstubAllGlobals()
  await appDb().device.clear()
  forgetReadDeviceId()
})

describe('the install’s device id', () => {
  it('is a random UUID kept in IndexedDB, the same after a reload', async () => {
    const first = await deviceId()
    expect(first).toMatch(UUID)
    forgetReadDeviceId()
    const reopened = new AppDatabase()
    expect((await reopened.device.get('device-id'))?.id).toBe(first)
    reopened.close()
    expect(await deviceId()).toBe(first)
  })

  it('is the same for two callers asking at once (one id per install)', async () => {
    const [a, b] = await Promise.all([deviceId(), deviceId()])
    expect(a).toBe(b)
    expect(await appDb().device.count()).toBe(1)
  })

  it('survives logout, which deletes only personal data', async () => {
    const before = await deviceId()
    await wipePersonalData()
    forgetReadDeviceId()
    expect(await deviceId()).toBe(before)
  })

  it('differs between installs', async () => {
    const first = await deviceId()
    await appDb().device.clear()
    forgetReadDeviceId()
    expect(await deviceId()).not.toBe(first)
  })
})

describe('the HTTP client', () => {
  it('sends the device id as X-Device-Id on every call', async () => {
    browseTo('http://localhost/')
    provideDeviceId(deviceId)
    const sent: (string | null)[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(request.headers.get('x-device-id'))
        return new Response(JSON.stringify({ code: 0, msg: '', data: [] }), { headers: { 'content-type': 'application/json' } })
      }),
    )
    await call('/loan/appList', {})
    await call('/loan/appList', {})
    const id = await deviceId()
    expect(id).toMatch(UUID)
    expect(sent).toEqual([id, id])
  })

  it('still calls, without the header, when no id can be kept', async () => {
    provideDeviceId(() => Promise.reject(new Error('IndexedDB unavailable')))
    expect(await currentDeviceId()).toBeNull()
  })
})
