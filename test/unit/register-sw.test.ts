// @vitest-environment happy-dom
// The prompt-to-update flow of src/pwa/register-sw.ts. The browser's service-worker machinery
// is played by small fakes here (happy-dom has none); Chromium runs the real thing in
// test/e2e/offline-start.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const events: string[] = []

class FakeWorkbox {
  static last: FakeWorkbox
  private listeners = new Map<string, (() => void)[]>()
  constructor() {
    FakeWorkbox.last = this
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener()
  }
  messageSkipWaiting() {
    events.push('skip waiting')
  }
  async register() {}
  async update() {}
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }))

let container = Object.assign(new EventTarget(), { controller: null as object | null })
const reload = vi.fn(() => events.push('reload'))
Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true })

async function start(options: { controlled: boolean }) {
  vi.resetModules()
  container = Object.assign(new EventTarget(), { controller: options.controlled ? {} : null })
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  const sw = await import('../../src/pwa/register-sw')
  const work = await import('../../src/state/pending-work')
  await sw.registerServiceWorker()
  return { ...sw, ...work }
}

/** A form's flush that takes a while, as an IndexedDB write does. */
async function slowFlush() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
  events.push('flushed')
}

beforeEach(() => {
  events.length = 0
  reload.mockClear()
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
})
afterEach(() => vi.useRealTimers())

describe('a new version of the app', () => {
  it('waits for the borrower, saves unsaved input, then takes over and reloads', async () => {
    const { currentUpdate, registerUnsaved } = await start({ controlled: true })
    registerUnsaved(slowFlush)
    FakeWorkbox.last.emit('waiting')
    expect(events).toEqual([])
    const accept = currentUpdate()
    expect(accept).not.toBeNull()
    await accept?.()
    expect(events).toEqual(['flushed', 'skip waiting'])
    container.dispatchEvent(new Event('controllerchange'))
    expect(events).toEqual(['flushed', 'skip waiting', 'reload'])
  })

  it('reloads anyway when the accepted version never takes control', async () => {
    const { currentUpdate } = await start({ controlled: true })
    FakeWorkbox.last.emit('waiting')
    await currentUpdate()?.()
    vi.advanceTimersByTime(4_000)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2_000)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('does not reload when the first worker ever takes control of the page', async () => {
    await start({ controlled: false })
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).not.toHaveBeenCalled()
  })

  it('follows an update accepted in another tab, unless a form here has unsaved input', async () => {
    const { currentUpdate, registerUnsaved } = await start({ controlled: true })
    const saved = registerUnsaved(slowFlush)
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).not.toHaveBeenCalled()
    await currentUpdate()?.()
    expect(events).toEqual(['flushed', 'reload'])
    saved()
  })

  it('follows an update accepted in another tab at once when nothing is unsaved', async () => {
    await start({ controlled: true })
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledOnce()
  })
})
