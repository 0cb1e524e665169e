// A first visit on flaky data can lose the app's code half-way: the screen the HTML carried
// stays on the display, inert, and nothing would ever replace it. The page is reloaded to try
// again, since a page does not fetch a module again once its load failed: when the phone is
// back online, or else after a wait that doubles each time. Nothing is lost by the reload:
// that screen takes no input. No imports: main.tsx runs this before the app exists.

const TRIES_KEY = 'jackey.start-tries'
const FIRST_WAIT_MS = 2000
const LONGEST_WAIT_MS = 30_000
/** After this many failed starts in a row (about two minutes), a fault that reloading does not mend: stop. */
export const MAX_START_TRIES = 7

/** Called when the app failed to start: schedules the reload that tries again. */
export function retryStart(): void {
  const tries = Number(sessionStorage.getItem(TRIES_KEY)) || 0
  if (tries >= MAX_START_TRIES) return
  sessionStorage.setItem(TRIES_KEY, String(tries + 1))
  const reload = () => location.reload()
  if (!navigator.onLine) return void window.addEventListener('online', reload, { once: true })
  setTimeout(reload, Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** tries))
}

/** Called once the app has started: the next failure starts counting afresh. */
export function startSucceeded(): void {
  sessionStorage.removeItem(TRIES_KEY)
}
