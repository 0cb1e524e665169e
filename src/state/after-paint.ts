/**
 * Resolves once the browser has painted the next frame: a task queued from requestAnimationFrame
 * runs after the main thread has painted it. At once where nothing paints (a hidden tab, no
 * document).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') resolve()
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

/** The Element Timing name of every screen's title (src/ui/page.tsx). */
export const SCREEN_SHOWN_MARK = 'screen-title'

/** Where the browser reports no Element Timing, or no title ever shows, the wait ends here. */
const SHOWN_AT_THE_LATEST_MS = 1000

/**
 * Resolves once a screen of the app has been on the display: the browser reports a screen
 * title's paint (Element Timing) only when the frame holding it has been presented, whereas
 * a task right after the paint still runs while that frame is rasterised and composited, on a
 * phone's same few cores. Resolves at once after that first screen; a frame after the next
 * where Element Timing is missing (Safari, Firefox).
 */
export function afterScreenShown(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return Promise.resolve()
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      // The report can come a little before the browser is done with that frame: one more.
      requestAnimationFrame(() => setTimeout(resolve, 0))
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === SCREEN_SHOWN_MARK)) done()
    })
    const timer = setTimeout(done, SHOWN_AT_THE_LATEST_MS)
    // Buffered: a title shown before this call counts.
    observer.observe({ type: 'element', buffered: true })
  })
}

/** Resolves in a task of its own: what follows runs after the browser has had its turn. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * `load`, run once and after the screen is shown (afterScreenShown): for a large module the
 * first screen asks for but need not wait for. What asked for it continues in a task of its
 * own, not in the one that started the module. A failed load (offline, no service worker yet) is tried again next time.
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
