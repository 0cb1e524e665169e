// @vitest-environment happy-dom
// When the app lock closes: 5 minutes or more in the background, or a cold start after that long
// or after the app was killed without a word. Each test imports the module afresh (a cold start).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const MINUTE = 60_000
const START = new Date('2026-11-26T02:00:00Z')

async function coldStart() {
  vi.resetModules()
  return import('../../src/state/app-lock')
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

// Each cold start's module keeps its listeners; they act on the one stored state, as tabs do.
function isLocked(): boolean {
  const stored: unknown = JSON.parse(localStorage.getItem('jackey.appLock') ?? 'null')
  return typeof stored === 'object' && stored !== null && 'locked' in stored && stored.locked === true
}

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['Date'] })
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  setVisibility('visible')
})

describe('the app lock', () => {
  it('stays open after 4 minutes 59 in the background and locks at 5 minutes', async () => {
    const lock = await coldStart()
    lock.turnLockOn(7)
    setVisibility('hidden')
    vi.advanceTimersByTime(5 * MINUTE - 1000)
    setVisibility('visible')
    expect(isLocked()).toBe(false)
    setVisibility('hidden')
    vi.advanceTimersByTime(5 * MINUTE)
    setVisibility('visible')
    expect(isLocked()).toBe(true)
    lock.unlocked()
    expect(isLocked()).toBe(false)
  })

  it('starts locked when the app was closed 5 minutes ago or more, and open when less', async () => {
    const first = await coldStart()
    first.turnLockOn(7)
    window.dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(2 * MINUTE)
    await coldStart()
    expect(isLocked()).toBe(false)
    window.dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(5 * MINUTE)
    await coldStart()
    expect(isLocked()).toBe(true)
  })

  it('starts locked when the app was killed without going to the background first', async () => {
    const first = await coldStart()
    first.turnLockOn(7)
    await coldStart()
    expect(isLocked()).toBe(true)
  })

  it('never locks once turned off or after logging out', async () => {
    const lock = await coldStart()
    lock.turnLockOn(7)
    lock.forgetLock()
    setVisibility('hidden')
    vi.advanceTimersByTime(60 * MINUTE)
    setVisibility('visible')
    expect(localStorage.getItem('jackey.appLock')).toBeNull()
    await coldStart()
    expect(isLocked()).toBe(false)
  })
})
