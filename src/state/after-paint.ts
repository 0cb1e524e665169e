const hidden = () => typeof document === 'undefined' || document.visibilityState === 'hidden'

/**
 * Calls `then` in a task of its own once `start` calls its `finish`, or at once when the page is
 * or goes hidden: a hidden page gets no frames and paints nothing, and what waits here (the
 * phone's database among it) must not wait for the borrower to come back; a draft is saved when
 * the page goes hidden. `start` returns how to stop what it started.
 */
function untilOrHidden(start: (finish: () => void) => () => void, then: () => void): void {
  if (hidden()) return void setTimeout(then, 0)
  let settled = false
  let stop = () => {}
  const finish = () => {
    if (settled) return
    settled = true
    stop()
    document.removeEventListener('visibilitychange', onVisibility)
    setTimeout(then, 0)
  }
  const onVisibility = () => {
    if (hidden()) finish()
  }
  document.addEventListener('visibilitychange', onVisibility)
  stop = start(finish)
}

/** Calls `then` in a task of its own after the next animation frame (at once in a hidden page). */
function afterFrame(then: () => void): void {
  untilOrHidden((finish) => {
    const frame = requestAnimationFrame(finish)
    return () => cancelAnimationFrame(frame)
  }, then)
}

/** Where no first paint is reported, the wait for it ends here. */
const PAINTED_AT_THE_LATEST_MS = 2000

/**
 * Resolves once the page's first contentful paint has been reported (Paint Timing; buffered, so
 * a paint before the call counts), in a task of its own. A requestAnimationFrame callback would
 * run inside the very frame it waits for, before its paint: Lighthouse then counted the script
 * that asked for it as something the first paint waited for. Where Paint Timing is missing it
 * waits for the next frame; in a hidden page, not at all; and never more than two seconds.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => afterFrame(resolve))
  }
  return new Promise((resolve) =>
    untilOrHidden((finish) => {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) finish()
      })
      observer.observe({ type: 'paint', buffered: true })
      const timer = setTimeout(finish, PAINTED_AT_THE_LATEST_MS)
      return () => {
        observer.disconnect()
        clearTimeout(timer)
      }
    }, resolve),
  )
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
    return new Promise((resolve) => afterFrame(() => afterFrame(resolve)))
  }
  return new Promise((resolve) =>
    untilOrHidden(
      (finish) => {
        const observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === SCREEN_SHOWN_MARK)) finish()
        })
        observer.observe({ type: 'element', buffered: true })
        const timer = setTimeout(finish, SHOWN_AT_THE_LATEST_MS)
        return () => {
          observer.disconnect()
          clearTimeout(timer)
        }
      },
      // The report can come a little before the browser is done with that frame: one more.
      () => afterFrame(resolve),
    ),
  )
}

/** Resolves in a task of its own: what follows runs after the browser has had its turn. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * `load`, run once and after the first screen is on the display (afterScreenShown): for a
 * large module the first screen asks for but need not wait for. Whoever asked for it before it
 * arrived continues in a task of their own, not in the one that ran the module: resumed
 * together (Home's data hooks, the outbox), they made one long task. Once loaded, it is handed
 * over at once. A failed load (offline, no service worker yet) is tried again next time.
 */
export function loadAfterPaint<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  let loaded: { module: T } | undefined
  return async () => {
    if (loaded) return loaded.module
    loading ??= afterScreenShown()
      .then(load)
      .then(
        (module) => {
          loaded = { module }
          return module
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
    const module = await loading
    await nextTask()
    return module
  }
}
