// Whether the app lock is on for this login and whether the app is locked now, kept in
// localStorage (jackey.appLock) so that a cold start after 5 minutes away starts locked.
// Removed at logout and at every new login (features/auth/api.ts): the lock belongs to one login.
// The lock is a gate in the app over a session that stays valid (docs/decisions/0011-app-lock.md).
import { atom, getDefaultStore, useAtomValue } from 'jotai'

const LOCK_KEY = 'jackey.appLock'
/** How long the app may stay in the background before it asks for the passkey or password. */
export const LOCK_AFTER_MS = 5 * 60_000

type Lock = {
  /** The server's id of the passkey this phone set up (to remove it when the lock is turned off). */
  passkeyId: number
  locked: boolean
  /** When the app last went to the background; null while it is on screen. */
  hiddenAt: number | null
}

function read(): Lock | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCK_KEY) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const { passkeyId, locked, hiddenAt } = parsed as Record<string, unknown>
    if (typeof passkeyId !== 'number' || typeof locked !== 'boolean' || (hiddenAt !== null && typeof hiddenAt !== 'number')) return null
    return { passkeyId, locked, hiddenAt }
  } catch {
    return null
  }
}

function save(lock: Lock | null): void {
  try {
    if (lock === null) localStorage.removeItem(LOCK_KEY)
    else localStorage.setItem(LOCK_KEY, JSON.stringify(lock))
  } catch {
    // Private mode without storage: the lock lasts as long as the tab.
  }
  store.set(lockAtom, lock)
}

const awayTooLong = (hiddenAt: number | null) => hiddenAt !== null && Date.now() - hiddenAt >= LOCK_AFTER_MS

/** A cold start: away too long, or gone without a word (killed), counts as locked. */
function atStart(): Lock | null {
  const lock = read()
  if (!lock) return null
  return { ...lock, locked: lock.locked || lock.hiddenAt === null || awayTooLong(lock.hiddenAt), hiddenAt: null }
}

const store = getDefaultStore()
const lockAtom = atom<Lock | null>(typeof window === 'undefined' ? null : atStart())

// Read from storage, not the atom: what another tab wrote a moment ago counts too.
function wentAway(): void {
  const lock = read()
  if (lock && lock.hiddenAt === null) save({ ...lock, hiddenAt: Date.now() })
}

function cameBack(): void {
  const lock = read()
  if (lock) save({ ...lock, locked: lock.locked || awayTooLong(lock.hiddenAt), hiddenAt: null })
}

if (typeof window !== 'undefined') {
  save(store.get(lockAtom))
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? wentAway() : cameBack()))
  // A closed tab or an app swiped away may skip visibilitychange.
  window.addEventListener('pagehide', wentAway)
  // Unlocking in one tab unlocks the others; locking one locks them all.
  window.addEventListener('storage', (event) => {
    if (event.key === LOCK_KEY) store.set(lockAtom, read())
  })
}

export function turnLockOn(passkeyId: number): void {
  save({ passkeyId, locked: false, hiddenAt: null })
}

/** Turned off, logged out, or a new login. */
export function forgetLock(): void {
  save(null)
}

/** The server accepted the passkey or the password. */
export function unlocked(): void {
  const lock = read()
  if (lock) save({ ...lock, locked: false, hiddenAt: null })
}

export function useAppLock(): { on: boolean; locked: boolean; passkeyId: number | null } {
  const lock = useAtomValue(lockAtom)
  return { on: lock !== null, locked: lock?.locked ?? false, passkeyId: lock?.passkeyId ?? null }
}
