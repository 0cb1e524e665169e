// The login token, kept in localStorage so a reopened app stays logged in; removed
// at logout or when the server says the session is over.
import { atom, getDefaultStore, useAtomValue } from 'jotai'
import { cookieLine, SIGNED_IN_COOKIE } from '../../contract/first-screens'

const TOKEN_KEY = 'jackey.token'

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

/** Tells the server, without the token, that Home is the screen to send first. */
function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return
  document.cookie = cookieLine(SIGNED_IN_COOKIE, signedIn ? '1' : null, location.protocol === 'https:')
}

const tokenAtom = atom<string | null>(readToken())
const store = getDefaultStore()
// A login from before the cookie existed, or a cookie the browser dropped.
markSignedIn(store.get(tokenAtom) !== null)

export function getToken(): string | null {
  return store.get(tokenAtom)
}

export function setToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(TOKEN_KEY)
    else localStorage.setItem(TOKEN_KEY, token)
  } catch {
    // Private mode without storage: the session lasts as long as the tab.
  }
  markSignedIn(token !== null)
  store.set(tokenAtom, token)
}

export function useToken(): string | null {
  return useAtomValue(tokenAtom)
}

// What the app does when the server ends the session or holds the account. Set at start-up
// (src/start.tsx) without loading the HTTP client, which the first screen may not need.
let handlers: { authLost: () => void; hold: () => void } = { authLost: () => {}, hold: () => {} }

export function setSessionHandlers(next: typeof handlers): void {
  handlers = next
}

/** The server ended the session (401, 20001, 7). */
export function sessionEnded(): void {
  handlers.authLost()
}

/** The server holds this account. */
export function accountHeld(): void {
  handlers.hold()
}

// Another tab logging in or out changes what this one may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY) store.set(tokenAtom, event.newValue)
  })
}
