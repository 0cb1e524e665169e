// The staff session: token, who is signed in and how their lender writes amounts, in sessionStorage, so it ends with the tab
// (back-office computers are often shared) and the server ends it after 8 idle hours anyway.
import { useSyncExternalStore } from 'react'
import { type LenderMoney, lenderMoneySchema, type Staff, staffSchema } from '../contract/admin/schemas/auth'

const KEY = 'backoffice.session'
const CHANGED = 'backoffice:session'

export type Session = { token: string; staff: Staff; money: LenderMoney }

function read(): Session | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { token?: unknown; staff?: unknown; money?: unknown } | null
    const staff = staffSchema.safeParse(raw?.staff)
    const money = lenderMoneySchema.safeParse(raw?.money)
    return raw && typeof raw.token === 'string' && staff.success && money.success ? { token: raw.token, staff: staff.data, money: money.data } : null
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
