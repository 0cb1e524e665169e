// UI-only state shared across the app: the pending-request counter behind the
// loading overlay, and the toast queue.
import { atom, getDefaultStore, useAtomValue } from 'jotai'

const store = getDefaultStore()
const blockingAtom = atom(0)

/** Counts an action the borrower must wait for (apply, withdraw, pay, log in). */
export async function whileBlocking<T>(work: () => Promise<T>): Promise<T> {
  store.set(blockingAtom, (n) => n + 1)
  try {
    return await work()
  } finally {
    store.set(blockingAtom, (n) => n - 1)
  }
}

export function useBlocking(): boolean {
  return useAtomValue(blockingAtom) > 0
}

export type Toast = { id: number; text: string; tone: 'info' | 'error' }
const toastsAtom = atom<Toast[]>([])
let nextId = 1

export function showToast(text: string, tone: Toast['tone'] = 'info'): void {
  const id = nextId++
  store.set(toastsAtom, (list) => [...list.slice(-2), { id, text, tone }])
  setTimeout(() => store.set(toastsAtom, (list) => list.filter((t) => t.id !== id)), 3500)
}

export function useToasts(): Toast[] {
  return useAtomValue(toastsAtom)
}
