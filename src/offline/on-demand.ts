// The first screen's way into the phone's database. Dexie (about 30 KB, and tens of
// milliseconds to start on a slow phone) loads on first use, once the first screen is on the
// display: Home and the login screen do not wait for it.
import { loadAfterPaint } from '../state/after-paint'
import type { AppDatabase } from './db'

// Opened before anyone asking for it continues: the queries the first screen asked for
// meanwhile then run one per task, instead of all inside the task that finished opening.
const dexie = loadAfterPaint(async () => {
  const module = await import('./db')
  await module.appDb().open()
  return module
})

/** The app's database, loading Dexie the first time. */
export async function database(): Promise<AppDatabase> {
  return (await dexie()).appDb()
}

/**
 * Calls `next` with the query's answer as soon as Dexie is loaded, then after every change in
 * any tab. The function it returns stops that, also before Dexie has arrived.
 */
export function watchQuery<T>(query: (db: AppDatabase) => Promise<T>, next: (value: T) => void, error: () => void): () => void {
  let unsubscribe: (() => void) | undefined
  let stopped = false
  dexie().then(({ appDb, liveQuery }) => {
    if (stopped) return
    const subscription = liveQuery(() => query(appDb())).subscribe({ next, error })
    unsubscribe = () => subscription.unsubscribe()
  }, error)
  return () => {
    stopped = true
    unsubscribe?.()
  }
}
