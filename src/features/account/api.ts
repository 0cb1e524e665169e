import { startTransition, useEffect, useState } from 'react'
import { identityStepDone } from '../../../contract/kyc-progress'
import type { UserInfo } from '../../../contract/schemas/accounts'
import { call } from '../../api/client'
import { saveUser, watchUser } from '../../offline/user-copy'

/** Fetches the user and keeps the copy on this phone up to date. */
export async function refreshUser(): Promise<UserInfo> {
  const user = await call('/user/info', {})
  await saveUser(user)
  return user
}

/** The user as stored on this phone (works offline), refreshed from the server on mount. */
export function useUser(): { user: UserInfo | null; loaded: boolean } {
  const [state, setState] = useState<{ user: UserInfo | null; loaded: boolean }>({ user: null, loaded: false })
  useEffect(() => {
    // Transitions: what arrives re-renders the screen in slices a tap can come between.
    const stop = watchUser((user) => startTransition(() => setState((s) => ({ user, loaded: s.loaded || user !== null }))))
    refreshUser()
      .catch(() => undefined)
      .finally(() => startTransition(() => setState((s) => ({ ...s, loaded: true }))))
    return stop
  }, [])
  return state
}

export function isQualified(user: UserInfo): boolean {
  const q = user.userQualificationView
  return identityStepDone(user) && [q.basicInformation, q.bankCard].every((v) => v >= 1 && v <= 3)
}
