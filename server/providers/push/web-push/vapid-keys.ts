// The key pair our pushes are signed with (VAPID). From the environment when it gives one;
// otherwise made on first start and kept in the database, so that every process of one database
// signs with the same key and subscriptions made through one process work through all.
// The private key is never logged nor sent anywhere.
import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '../../../db/client'
import { vapidKeys } from '../../../db/schema'
import type { Env } from '../../../env'

export type Vapid = { subject: string; publicKey: string; privateKey: string }

const ROW_ID = 1
const known = new WeakMap<Db, Promise<Vapid>>()

export function vapidFor(db: Db, env: Env): Promise<Vapid> {
  let keys = known.get(db)
  if (!keys) {
    keys = loadOrCreate(db, env)
    known.set(db, keys)
    keys.catch(() => known.delete(db))
  }
  return keys
}

async function loadOrCreate(db: Db, env: Env): Promise<Vapid> {
  const subject = env.VAPID_SUBJECT
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) throw new Error('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither')
  const made = webpush.generateVAPIDKeys()
  // Two processes starting together both make a pair; the first one stored is the one both use.
  await db.insert(vapidKeys).values({ id: ROW_ID, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing()
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, ROW_ID))
  if (!row) throw new Error('VAPID keys not stored')
  return { subject, publicKey: row.publicKey, privateKey: row.privateKey }
}
