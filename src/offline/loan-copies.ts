// The last answer about each of the borrower's loans, kept when read so the loan screens
// show it offline with the time it came (issue 22, item 4). Kept per borrower (the user
// copy says who is signed in), deleted at logout (wipe.ts) and when someone else claims
// the phone (outbox-owner.ts). Only reads are kept: nothing that moves money is.
import type { Data } from '../../contract/endpoints'
import { getToken } from '../state/session'
import { database, watchQuery } from './on-demand'
import { writing } from './storage-full'

/** What is kept, by kind: one answer per call, and per loan or payment where the call is about one. */
export type LoanCopies = {
  orders: Data<'/loan/getUserOrderList'>
  progress: Data<'/loan/getLoanProgress'>
  transactions: Data<'/loan/transactions'>
  order: Data<'/loan/orderInfo'>
  /** With its document (`html`), so the contract can be downloaded offline too. */
  contract: Data<'/loan/contract'>
  receipt: Data<'/loan/receipt'>
  /** A loan's open payments with their QR or code, so a borrower who left finds them offline. */
  openPayments: Data<'/loan/payments/open'>
}
export type CopyKind = keyof LoanCopies
/** Which copy: a kind, and the loan (or payment, for a receipt) it is about. */
export type CopyName<K extends CopyKind = CopyKind> = { kind: K; id?: number | string }
export type KeptCopy<T> = { data: T; fetchedAt: number }

function keyOf(owner: string, name: CopyName): string {
  return `${owner}|${name.kind}|${name.id ?? ''}`
}

/** The signed-in borrower, as the user copy on this phone knows them; null before it is there. */
async function signedIn(): Promise<string | null> {
  return (await (await database()).user.get('me'))?.user.mobile ?? null
}

/**
 * Keeps `data`, the answer that came at `fetchedAt`, for the signed-in borrower. An older answer
 * (a slower request, another tab's) never replaces a newer one. A full disk throws StorageFullError.
 */
export async function keepCopy<K extends CopyKind>(name: CopyName<K>, data: LoanCopies[K], fetchedAt = Date.now()): Promise<void> {
  const owner = await signedIn()
  if (owner !== null) await keepFor(owner, name, data, fetchedAt)
}

/**
 * keepCopy, once the user copy says who is signed in: on a first start the loan can arrive before
 * the user does. Only within the session that read it: an answer is never kept for whoever signs
 * in next. A full disk costs the copy quietly. The function it returns gives up.
 */
export function keepCopyOnceSignedIn<K extends CopyKind>(name: CopyName<K>, data: LoanCopies[K], fetchedAt: number): () => void {
  let done = false
  const session = getToken()
  const stop = watchQuery(
    async (db) => (await db.user.get('me'))?.user.mobile ?? null,
    (owner) => {
      if (done || owner === null) return
      done = true
      stop()
      if (getToken() === session) keepFor(owner, name, data, fetchedAt).catch(() => undefined)
    },
    () => undefined,
  )
  return () => {
    done = true
    stop()
  }
}

async function keepFor(owner: string, name: CopyName, data: unknown, fetchedAt: number): Promise<void> {
  const db = await database()
  const key = keyOf(owner, name)
  await writing(() =>
    db.transaction('rw', db.loanCopies, async () => {
      const kept = await db.loanCopies.get(key)
      if (kept && kept.fetchedAt > fetchedAt) return
      await db.loanCopies.put({ key, owner, data, fetchedAt })
    }),
  )
}

/** The signed-in borrower's kept answer, or null when there is none. */
export async function keptCopy<K extends CopyKind>(name: CopyName<K>): Promise<KeptCopy<LoanCopies[K]> | null> {
  const db = await database()
  const owner = await signedIn()
  if (owner === null) return null
  const kept = await db.loanCopies.get(keyOf(owner, name))
  return kept ? { data: kept.data as LoanCopies[K], fetchedAt: kept.fetchedAt } : null
}
