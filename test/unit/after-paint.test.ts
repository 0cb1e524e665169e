import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, afterScreenShown, loadAfterPaint, SCREEN_SHOWN_MARK } from '../../src/state/after-paint'

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

  it('hands the module to each caller that waited for it in a task of its own', async () => {
    const load = loadAfterPaint(async () => 'module')
    const order: string[] = []
    const first = load().then(() => {
      order.push('first')
      // Runs before the next task: the second caller must not have continued yet.
      queueMicrotask(() => order.push('end of the first task'))
    })
    const second = load().then(() => order.push('second'))
    await Promise.all([first, second])
    expect(order).toEqual(['first', 'end of the first task', 'second'])
  })

  it('hands a loaded module over at once, without waiting for a task (a hidden page runs few)', async () => {
    const load = loadAfterPaint(async () => 'module')
    await load()
    const order: string[] = []
    setTimeout(() => order.push('next task'), 0)
    await load()
    order.push('loaded')
    expect(order).toEqual(['loaded'])
  })
})

describe('afterScreenShown', () => {
  let frames: FrameRequestCallback[] = []
  /** A page: frames run when the test says so; it can be hidden as a phone does with an app in the background. */
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    listeners: new Set<() => void>(),
    addEventListener: (_: string, listener: () => void) => void page.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void page.listeners.delete(listener),
    hide() {
      page.visibilityState = 'hidden'
      page.listeners.forEach((listener) => listener())
    },
  }
  const runFrame = async () => {
    frames.splice(0).forEach((callback) => callback(0))
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  /** A browser with Element Timing: `report` paints titles; buffered observers also get what was painted before. */
  function withElementTiming() {
    const painted: string[] = []
    const observers = new Set<FakeObserver>()
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint']
      constructor(private callback: (list: { getEntries: () => Array<{ identifier: string }> }) => void) {}
      observe({ buffered }: { buffered?: boolean }) {
        observers.add(this)
        if (buffered && painted.length > 0) queueMicrotask(() => this.deliver([...painted]))
      }
      deliver(names: string[]) {
        this.callback({ getEntries: () => names.map((identifier) => ({ identifier })) })
      }
      disconnect() {
        observers.delete(this)
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    return {
      observers,
      report(...names: string[]) {
        painted.push(...names)
        observers.forEach((observer) => observer.deliver(names))
      },
    }
  }
  beforeEach(() => {
    frames = []
    page.visibilityState = 'visible'
    page.listeners.clear()
    vi.stubGlobal('document', page)
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => void (frames[id - 1] = () => {}))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("waits until the browser reports a screen title's paint, then for one more frame, and stops observing", async () => {
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
    await vi.waitFor(() => expect(shown).toBe(true))
    expect(browser.observers.size).toBe(0)
    expect(page.listeners.size).toBe(0)
  })

  it('counts a title shown before it was asked: after the first screen it takes one frame', async () => {
    const browser = withElementTiming()
    browser.report(SCREEN_SHOWN_MARK)
    let shown = false
    void afterScreenShown().then(() => (shown = true))
    await new Promise((resolve) => setTimeout(resolve, 5))
    await runFrame()
    await vi.waitFor(() => expect(shown).toBe(true))
  })

  it('stops waiting when the page is hidden before any title showed (no frame comes then)', async () => {
    withElementTiming()
    let shown = false
    void afterScreenShown().then(() => (shown = true))
    await runFrame()
    expect(shown).toBe(false)
    page.hide()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await vi.waitFor(() => expect(shown).toBe(true))
  })

  it('stops waiting after a second when no title is ever reported', async () => {
    // Only the clock: the page's frames stay the ones this test runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    withElementTiming()
    let shown = false
    void afterScreenShown().then(() => (shown = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(shown).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    // Waiting ends in a task of its own, then one more frame.
    await vi.advanceTimersByTimeAsync(1)
    frames.splice(0).forEach((callback) => callback(0))
    await vi.advanceTimersByTimeAsync(1)
    expect(shown).toBe(true)
  })

  it.each([
    ['no Element Timing (Safari, Firefox)', { supportedEntryTypes: ['mark'] }],
    ['no PerformanceObserver at all', undefined],
  ])('with %s, waits for the frame after the next one, or less if the page is hidden meanwhile', async (_, observer) => {
    vi.stubGlobal('PerformanceObserver', observer)
    let shown = false
    void afterScreenShown().then(() => (shown = true))
    await runFrame()
    expect(shown).toBe(false)
    await runFrame()
    await vi.waitFor(() => expect(shown).toBe(true))

    let again = false
    void afterScreenShown().then(() => (again = true))
    page.hide()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await vi.waitFor(() => expect(again).toBe(true))
  })

  it('resolves at once in a hidden page, where no frame comes', async () => {
    page.visibilityState = 'hidden'
    await expect(afterScreenShown()).resolves.toBeUndefined()
  })
})

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[] = []
  let visibility: DocumentVisibilityState = 'visible'
  /** A browser with Paint Timing: `paint` records an entry; buffered observers also get what was painted before. */
  function withPaintTiming() {
    const painted: string[] = []
    const observers = new Set<FakeObserver>()
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'element']
      constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe({ type, buffered }: { type: string; buffered?: boolean }) {
        expect(type).toBe('paint')
        observers.add(this)
        if (buffered && painted.length > 0) queueMicrotask(() => this.deliver([...painted]))
      }
      deliver(names: string[]) {
        this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) })
      }
      disconnect() {
        observers.delete(this)
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    return {
      observers,
      paint(name: string) {
        painted.push(name)
        observers.forEach((observer) => observer.deliver([name]))
      },
    }
  }
  const settled = (promise: Promise<void>) => {
    const state = { done: false }
    void promise.then(() => (state.done = true))
    return state
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
  beforeEach(() => {
    frames = []
    visibility = 'visible'
    const page = {
      get visibilityState() {
        return visibility
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    }
    vi.stubGlobal('document', page)
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the first contentful paint, asks for no animation frame, and stops observing', async () => {
    const browser = withPaintTiming()
    const waiting = settled(afterFirstPaint())
    browser.paint('first-paint')
    await tick()
    expect(waiting.done).toBe(false)
    browser.paint('first-contentful-paint')
    await vi.waitFor(() => expect(waiting.done).toBe(true))
    expect(frames).toEqual([])
    expect(browser.observers.size).toBe(0)
  })

  it('counts a paint reported before it was asked', async () => {
    const browser = withPaintTiming()
    browser.paint('first-contentful-paint')
    const waiting = settled(afterFirstPaint())
    await vi.waitFor(() => expect(waiting.done).toBe(true))
  })

  it('stops waiting after two seconds when no paint is reported', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    withPaintTiming()
    const waiting = settled(afterFirstPaint())
    await vi.advanceTimersByTimeAsync(1999)
    expect(waiting.done).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(waiting.done).toBe(true)
  })

  it('without Paint Timing, waits for the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['mark'] })
    const waiting = settled(afterFirstPaint())
    await tick()
    expect(waiting.done).toBe(false)
    frames.splice(0).forEach((callback) => callback(0))
    await vi.waitFor(() => expect(waiting.done).toBe(true))
  })

  it('resolves at once in a hidden page, which paints nothing', async () => {
    withPaintTiming()
    visibility = 'hidden'
    await expect(afterFirstPaint()).resolves.toBeUndefined()
  })
})
