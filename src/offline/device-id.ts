// This install's device id: a random UUID made the first time the app asks for it, kept in the
// app's IndexedDB (table `device`) and sent with every call as X-Device-Id, so a lender can see one
// phone opening many accounts (issue 35). Random on purpose: nothing about the phone is read, no
// permission is asked. It is not personal data of the account, so logout keeps it (wipe.ts clears
// only PERSONAL_TABLES); clearing the site's data or reinstalling makes a new one.
import { database } from './on-demand'

const KEY = 'device-id'
let asked: Promise<string | null> | undefined

async function readOrCreate(): Promise<string> {
  const db = await database()
  const kept = await db.device.get(KEY)
  if (kept) return kept.id
  const id = crypto.randomUUID()
  try {
    await db.device.add({ key: KEY, id, createdAt: Date.now() })
    return id
  } catch (error) {
    // Another tab made one between our read and our add: theirs is the install's id.
    const theirs = await db.device.get(KEY)
    if (theirs) return theirs.id
    throw error
  }
}

/** The install's id, or null where IndexedDB cannot be used (a private window, a full disk): calls then go without it. */
export function deviceId(): Promise<string | null> {
  asked ??= readOrCreate().catch(() => {
    asked = undefined
    return null
  })
  return asked
}

/** For tests: forget the id read by this page, as a reload does. */
export function forgetReadDeviceId(): void {
  asked = undefined
}
