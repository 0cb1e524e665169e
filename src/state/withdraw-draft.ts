// The withdrawal wizard's amount, per order, in memory only: it survives a trip to
// set the PIN and back, and is gone after a reload or a finished withdrawal. Only an
// amount is kept (orders belong to one borrower); the PIN is never stored anywhere.
import { atom, getDefaultStore, useAtomValue } from 'jotai'

const store = getDefaultStore()
const draftsAtom = atom<Readonly<Record<number, string>>>({})

/** The amount typed for this order, or null when the borrower has typed none. */
export function useWithdrawDraft(orderId: number): string | null {
  return useAtomValue(draftsAtom)[orderId] ?? null
}

export function setWithdrawDraft(orderId: number, amount: string): void {
  store.set(draftsAtom, (drafts) => ({ ...drafts, [orderId]: amount }))
}

export function resetWithdrawDraft(orderId: number): void {
  store.set(draftsAtom, (drafts) => Object.fromEntries(Object.entries(drafts).filter(([id]) => Number(id) !== orderId)))
}
