import { liveQuery } from 'dexie'
import type { UserInfo } from '../../contract/schemas/accounts'
import { appDb } from './db'

export async function saveUser(user: UserInfo): Promise<void> {
  await appDb().user.put({ key: 'me', user, savedAt: Date.now() })
}

export async function cachedUser(): Promise<UserInfo | null> {
  return (await appDb().user.get('me'))?.user ?? null
}

export async function forgetUser(): Promise<void> {
  await appDb().user.clear()
}

/** Calls `listener` with the stored user now and after every change, in any tab. */
export function watchUser(listener: (user: UserInfo | null) => void): () => void {
  const subscription = liveQuery(() => cachedUser()).subscribe({ next: listener, error: () => listener(null) })
  return () => subscription.unsubscribe()
}
