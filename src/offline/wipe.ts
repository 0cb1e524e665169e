import { appDb, PERSONAL_TABLES } from './db'

/**
 * Deletes every personal record on this device: the user copy, drafts, their photos,
 * queued and sent-back submissions. Runs at logout and when the account is deleted,
 * online or not. (A session the server ends keeps the work: see outbox-owner.ts.)
 */
export async function wipePersonalData(): Promise<void> {
  const db = appDb()
  await db.transaction('rw', PERSONAL_TABLES.map((name) => db.table(name)), async () => {
    await Promise.all(PERSONAL_TABLES.map((name) => db.table(name).clear()))
  })
}
