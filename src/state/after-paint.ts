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

/**
 * Resolves a frame after the next one: by then the frame painted next has left the main thread
 * and is on its way to the display (raster and compositing run beside the main thread, on a
 * phone's same few cores). For what the screen does not need to appear, only to fill in.
 */
export function afterScreenShown(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') resolve()
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))
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
