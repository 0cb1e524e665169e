const hidden = () => typeof document === 'undefined' || document.visibilityState === 'hidden'

/**
 * Calls `then` in a task of its own after the next animation frame, or at once when the page is
 * or goes hidden: a hidden page gets no frames, and what waits here (the phone's database among
 * it) must not wait for the borrower to come back; a draft is saved when the page goes hidden.
 * Returns a way to stop waiting.
 */
function afterFrame(then: () => void): () => void {
  if (hidden()) {
    const timer = setTimeout(then, 0)
    return () => clearTimeout(timer)
  }
  let settled = false
  const settle = (run: boolean) => {
    if (settled) return
    settled = true
    cancelAnimationFrame(frame)
    document.removeEventListener('visibilitychange', onVisibility)
    if (run) setTimeout(then, 0)
  }
  const onVisibility = () => {
    if (hidden()) settle(true)
  }
  const frame = requestAnimationFrame(() => settle(true))
  document.addEventListener('visibilitychange', onVisibility)
  return () => settle(false)
}

/**
 * Resolves once the browser has painted the next frame: a task queued from requestAnimationFrame
 * runs after the main thread has painted it. At once where nothing paints (a hidden page, no
 * document).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => void afterFrame(resolve))
}

/** The Element Timing name of every screen's title (src/ui/page.tsx). */
export const SCREEN_SHOWN_MARK = 'screen-title'

/** Where no title is reported (a screen without one), the wait for it ends here. */
const SHOWN_AT_THE_LATEST_MS = 1000

/**
 * Resolves once a screen of the app has been on the display: the browser reports a screen
 * title's paint (Element Timing) only when the frame holding it has been presented, whereas
 * a task right after the paint still runs while that frame is rasterised and composited, on a
 * phone's same few cores. A title reported before the call counts (the observer is buffered),
 * so after the first screen this takes a frame. Where Element Timing is missing (Safari,
 * Firefox) it waits two frames instead; in a hidden page, not at all.
 */
export function afterScreenShown(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
    return new Promise((resolve) => void afterFrame(() => void afterFrame(resolve)))
  }
  if (hidden()) return Promise.resolve()
  return new Promise((resolve) => {
    let stopWaiting = () => {}
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      stopWaiting()
      // The report can come a little before the browser is done with that frame: one more.
      afterFrame(resolve)
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === SCREEN_SHOWN_MARK)) done()
    })
    const timer = setTimeout(done, SHOWN_AT_THE_LATEST_MS)
    observer.observe({ type: 'element', buffered: true })
    // Hidden before any title showed: nothing will be painted, stop waiting now.
    const onVisibility = () => {
      if (hidden()) done()
    }
    document.addEventListener('visibilitychange', onVisibility)
    stopWaiting = () => document.removeEventListener('visibilitychange', onVisibility)
  })
}

/** Resolves in a task of its own: what follows runs after the browser has had its turn. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * `load`, run once and after the first screen is on the display (afterScreenShown): for a
 * large module the first screen asks for but need not wait for. What asked for it continues in
 * a task of its own, not in the one that started the module. A failed load (offline, no service
 * worker yet) is tried again next time.
 */
export function loadAfterPaint<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    if (!loading) {
      loading = afterScreenShown()
        .then(load)
        .then(async (module) => {
          await nextTask()
          return module
        })
        .catch((error: unknown) => {
          loading = undefined
          throw error
        })
    }
    return loading
  }
}
