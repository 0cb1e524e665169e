import { appDb, PERSONAL_TABLES } from './db'

/**
 * Deletes every personal record on this device: the user copy, drafts and queued
 * submissions. Runs at logout and when the server ends the session, online or not.
 */
export async function wipePersonalData(): Promise<void> {
  const db = appDb()
  await db.transaction('rw', PERSONAL_TABLES.map((name) => db.table(name)), async () => {
    await Promise.all(PERSONAL_TABLES.map((name) => db.table(name).clear()))
  })
}
