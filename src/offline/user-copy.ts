import type { UserInfo } from '../../contract/schemas/accounts'
import { database, watchQuery } from './on-demand'

export async function saveUser(user: UserInfo): Promise<void> {
  await (await database()).user.put({ key: 'me', user, savedAt: Date.now() })
}

export async function cachedUser(): Promise<UserInfo | null> {
  return (await (await database()).user.get('me'))?.user ?? null
}

export async function forgetUser(): Promise<void> {
  await (await database()).user.clear()
}

/** Calls `listener` with the stored user now and after every change, in any tab. */
export function watchUser(listener: (user: UserInfo | null) => void): () => void {
  return watchQuery(async (db) => (await db.user.get('me'))?.user ?? null, listener, () => listener(null))
}
