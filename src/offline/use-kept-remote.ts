import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useBackOnline } from '../api/use-back-online'
import type { Remote } from '../api/use-remote'
import type { CopyKind, CopyName, LoanCopies } from './loan-copies'

// Home is a first screen: the copies' code loads when first asked for, like Dexie (on-demand.ts).
const copies = () => import('./loan-copies')

/** Keeps an answer once the module is there; the function it returns gives up, also before then. */
function keepLater<K extends CopyKind>(name: CopyName<K>, data: LoanCopies[K], fetchedAt: number): () => void {
  let stop = () => {
    stopped = true
  }
  let stopped = false
  copies().then(
    (module) => {
      if (!stopped) stop = module.keepCopyOnceSignedIn(name, data, fetchedAt)
    },
    () => undefined,
  )
  return () => stop()
}

export type KeptRemote<T> = Remote<T> & {
  /**
   * When the answer shown came from the server, while it may no longer be current: it is the copy
   * kept on this phone, or asking again failed. Null while the answer shown is the server's latest.
   */
  asOf: number | null
}

type State<T> = { data: T | undefined; fetchedAt: number; stale: boolean; error: unknown; loading: boolean }

/**
 * Like useRemote, for an answer worth having offline: the copy kept on this phone shows at once,
 * the server's answer replaces it and is kept in its turn; without a connection the copy stays,
 * with the time it came (`asOf`), until the phone is back online and the server answers again.
 */
export function useKeptRemote<K extends CopyKind>(name: CopyName<K>, load: () => Promise<LoanCopies[K]>): KeptRemote<LoanCopies[K]> {
  const [state, setState] = useState<State<LoanCopies[K]>>({ data: undefined, fetchedAt: 0, stale: false, error: null, loading: true })
  const loadRef = useRef(load)
  loadRef.current = load
  const stopKeeping = useRef<() => void>(() => undefined)
  const { kind, id } = name
  const reload = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }))
    try {
      const data = await loadRef.current()
      const fetchedAt = Date.now()
      startTransition(() => setState({ data, fetchedAt, stale: false, error: null, loading: false }))
      stopKeeping.current()
      stopKeeping.current = keepLater({ kind, id }, data, fetchedAt)
    } catch (error) {
      startTransition(() => setState((s) => ({ ...s, stale: true, error, loading: false })))
    }
  }, [kind, id])
  useEffect(() => {
    let live = true
    copies()
      .then((module) => module.keptCopy<K>({ kind, id }))
      .then(
        (kept) => {
          // Only while nothing fresher has arrived.
          if (!live || !kept) return
          startTransition(() => setState((s) => (s.data === undefined ? { ...s, data: kept.data, fetchedAt: kept.fetchedAt, stale: true } : s)))
        },
        () => undefined,
      )
    void reload()
    // A screen left at once still keeps what it read (keepCopyOnceSignedIn holds to its session).
    return () => {
      live = false
    }
  }, [kind, id, reload])
  useBackOnline(reload, state.stale || state.error !== null)
  const { fetchedAt, stale, ...rest } = state
  return { ...rest, asOf: stale && rest.data !== undefined ? fetchedAt : null, reload }
}
