// When the outbox is sent: at app start, when the phone comes back online or back to
// the front, when the service worker says so (Background Sync), and again a little
// later while the connection is up but the server could not take it yet.
import { appDb } from './db'
import { replay } from './outbox-replay'

const SYNC_TAG = 'outbox'
/** What the service worker posts when Background Sync fires. */
const REPLAY_MESSAGE = 'outbox-replay'
const RETRY_MS = [15_000, 60_000, 300_000]

let started = false
let retries = 0
let retryTimer: ReturnType<typeof setTimeout> | undefined

export function startOutbox(): void {
  started = true
  window.addEventListener('online', () => void sendWaiting())
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void sendWaiting())
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data
    const type = typeof data === 'object' && data !== null && 'type' in data ? data.type : data
    if (type === REPLAY_MESSAGE) void sendWaiting()
  })
  void sendWaiting()
}

/** Sends what waits now, and arranges the next try for whatever is left. */
export async function sendWaiting(): Promise<void> {
  clearTimeout(retryTimer)
  await replay().catch((error: unknown) => console.warn('outbox replay failed', error))
  const waiting = await appDb().outbox.count()
  if (waiting === 0) retries = 0
  else if (started && navigator.onLine)
    retryTimer = setTimeout(() => void sendWaiting(), RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)])
  else void requestBackgroundSync()
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }

/** Lets a browser with Background Sync wake the app's worker when the connection returns. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined
    await registration?.sync?.register(SYNC_TAG)
  } catch {
    // Without permission or support, the online event and the next start still send it.
  }
}
