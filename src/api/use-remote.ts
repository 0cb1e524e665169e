import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useBackOnline } from './use-back-online'

export type Remote<T> = { data: T | undefined; error: unknown; loading: boolean; reload: () => Promise<void> }

/** Loads something once per mount (and on reload, and back online after a failure), keeping the last good value on failure. */
export function useRemote<T>(load: () => Promise<T>): Remote<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  })
  const loadRef = useRef(load)
  loadRef.current = load
  const reload = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }))
    try {
      const data = await loadRef.current()
      // An answer re-renders the screen as a transition, in slices a tap can come between.
      startTransition(() => setState({ data, error: null, loading: false }))
    } catch (error) {
      startTransition(() => setState((s) => ({ ...s, error, loading: false })))
    }
  }, [])
  useEffect(() => {
    void reload()
  }, [reload])
  useBackOnline(reload, state.error !== null)
  return { ...state, reload }
}
