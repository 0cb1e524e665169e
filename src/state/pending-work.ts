// What must not be lost when the page reloads for an app update: forms with input not
// yet written to IndexedDB register a flush here; the outbox says while it is sending.
import { atom, getDefaultStore, useAtomValue } from 'jotai'

type Flush = () => Promise<void>

const store = getDefaultStore()
const flushes = new Set<Flush>()
const unsavedAtom = atom(0)
const sendingAtom = atom(false)

/** A form registers while it has input not yet saved; call the returned function when saved. */
export function registerUnsaved(flush: Flush): () => void {
  flushes.add(flush)
  store.set(unsavedAtom, flushes.size)
  return () => {
    flushes.delete(flush)
    store.set(unsavedAtom, flushes.size)
  }
}

/** Writes every pending form input to storage (before a reload, on pagehide). */
export async function flushUnsaved(): Promise<void> {
  await Promise.all([...flushes].map((flush) => flush()))
}

export function setOutboxSending(sending: boolean): void {
  store.set(sendingAtom, sending)
}

export function useBusyWithWork(): { unsaved: boolean; sending: boolean } {
  return { unsaved: useAtomValue(unsavedAtom) > 0, sending: useAtomValue(sendingAtom) }
}

export function isBusyWithWork(): boolean {
  return flushes.size > 0 || store.get(sendingAtom)
}
