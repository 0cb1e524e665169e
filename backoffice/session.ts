// The staff session: token and who is signed in, in sessionStorage, so it ends with the tab
// (back-office computers are often shared) and the server ends it after 8 idle hours anyway.
import { useSyncExternalStore } from 'react'
import { type Staff, staffSchema } from '../contract/admin/schemas/auth'

const KEY = 'backoffice.session'
const CHANGED = 'backoffice:session'

export type Session = { token: string; staff: Staff }

function read(): Session | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { token?: unknown; staff?: unknown } | null
    const staff = staffSchema.safeParse(raw?.staff)
    return raw && typeof raw.token === 'string' && staff.success ? { token: raw.token, staff: staff.data } : null
  } catch {
    return null
  }
}

let current = read()

export function getSession(): Session | null {
  return current
}

export function setSession(session: Session | null): void {
  current = session
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session))
  else sessionStorage.removeItem(KEY)
  window.dispatchEvent(new Event(CHANGED))
}

export function useSession(): Session | null {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener(CHANGED, notify)
      return () => window.removeEventListener(CHANGED, notify)
    },
    getSession,
  )
}
