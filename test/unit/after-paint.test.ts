import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterScreenShown, loadAfterPaint, SCREEN_SHOWN_MARK } from '../../src/state/after-paint'

describe('loadAfterPaint', () => {
  it('loads once however often it is asked, and hands every caller the same module', async () => {
    let loads = 0
    const load = loadAfterPaint(async () => ({ n: ++loads }))
    const [a, b] = await Promise.all([load(), load()])
    expect(a).toBe(b)
    expect(await load()).toBe(a)
    expect(loads).toBe(1)
  })

  it('tries again after a failed load (offline, no service worker yet)', async () => {
    let attempts = 0
    const load = loadAfterPaint(async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return 'module'
    })
    await expect(load()).rejects.toThrow('Failed to fetch')
    expect(await load()).toBe('module')
    expect(attempts).toBe(2)
  })
})

describe('afterScreenShown', () => {
  let frames: FrameRequestCallback[] = []
  const runFrame = async () => {
    frames.splice(0).forEach((callback) => callback(0))
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  /** A browser with Element Timing: the test reports paints through `report`. */
  function withElementTiming() {
    const observers: Array<(names: string[]) => void> = []
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint']
      constructor(private callback: (list: { getEntries: () => Array<{ identifier: string }> }) => void) {}
      observe() {
        observers.push((names) => this.callback({ getEntries: () => names.map((identifier) => ({ identifier })) }))
      }
      disconnect() {
        observers.length = 0
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    return { report: (...names: string[]) => observers.forEach((observer) => observer(names)) }
  }
  beforeEach(() => {
    frames = []
    vi.stubGlobal('document', { visibilityState: 'visible' })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("waits until the browser reports a screen title's paint, then for one more frame", async () => {
    const browser = withElementTiming()
    let shown = false
    void afterScreenShown().then(() => (shown = true))
    await runFrame()
    browser.report('some-image')
    await runFrame()
    expect(shown).toBe(false)
    browser.report(SCREEN_SHOWN_MARK)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(shown).toBe(false)
    await runFrame()
    expect(shown).toBe(true)
  })

  it('stops waiting after a second when no title is ever reported', async () => {
    vi.useFakeTimers()
    withElementTiming()
    let shown = false
    void afterScreenShown().then(() => (shown = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(shown).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    frames.splice(0).forEach((callback) => callback(0))
    await vi.advanceTimersByTimeAsync(1)
    expect(shown).toBe(true)
  })

  it.each([
    ['no Element Timing (Safari, Firefox)', { supportedEntryTypes: ['mark'] }],
    ['no PerformanceObserver at all', undefined],
  ])('with %s, waits for the frame after the next one', async (_, observer) => {
    vi.stubGlobal('PerformanceObserver', observer)
    let shown = false
    void afterScreenShown().then(() => (shown = true))
    await runFrame()
    expect(shown).toBe(false)
    await runFrame()
    expect(shown).toBe(true)
  })

  it('resolves at once in a hidden tab, where no frame comes', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    await expect(afterScreenShown()).resolves.toBeUndefined()
  })
})
