import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_START_TRIES, retryStart, startSucceeded } from '../../src/state/start-retry'

describe('retryStart', () => {
  let reloads = 0
  let online = true
  const listeners = new Map<string, () => void>()
  const stored = new Map<string, string>()

  beforeEach(() => {
    reloads = 0
    online = true
    listeners.clear()
    stored.clear()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.stubGlobal('location', { reload: () => void (reloads += 1) })
    vi.stubGlobal('navigator', {
      get onLine() {
        return online
      },
    })
    vi.stubGlobal('window', { addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener) })
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** One failed start in a fresh page (the count lives on in sessionStorage): ms until it reloads. */
  async function waitOfNextTry(): Promise<number> {
    const before = reloads
    const startedAt = Date.now()
    retryStart()
    if (vi.getTimerCount() === 0) return Number.POSITIVE_INFINITY
    await vi.advanceTimersToNextTimerAsync()
    expect(reloads).toBe(before + 1)
    return Date.now() - startedAt
  }

  it('reloads after a wait that doubles with each failed start in a row, up to half a minute', async () => {
    const waits = []
    for (let i = 0; i < 6; i++) waits.push(await waitOfNextTry())
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000])
  })

  it('starts counting afresh once the app has started', async () => {
    await waitOfNextTry()
    await waitOfNextTry()
    startSucceeded()
    expect(await waitOfNextTry()).toBe(2000)
  })

  it('offline, reloads when the phone is back online and not before', async () => {
    online = false
    retryStart()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reloads).toBe(0)
    listeners.get('online')?.()
    expect(reloads).toBe(1)
  })

  it(`gives up after ${MAX_START_TRIES} failed starts in a row: reloading does not mend that fault`, async () => {
    for (let i = 0; i < MAX_START_TRIES; i++) expect(await waitOfNextTry()).toBeLessThanOrEqual(30_000)
    expect(await waitOfNextTry()).toBe(Number.POSITIVE_INFINITY)
  })
})
