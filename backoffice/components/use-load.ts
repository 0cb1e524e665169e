import { useCallback, useEffect, useState } from 'react'

export type Load<T> = { data: T | undefined; error: unknown; loading: boolean; reload: () => void }

/** Runs `load` when `key` changes and on reload(); an answer for an older key is dropped. */
export function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown; loading: boolean }>({ key, loading: true })
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    let live = true
    setState((s) => ({ ...s, key, loading: true }))
    load().then(
      (data) => live && setState({ key, data, loading: false }),
      (error: unknown) => live && setState({ key, error, loading: false }),
    )
    return () => {
      live = false
    }
    // `load` is a new closure each render; `key` says when it asks for something else.
  }, [key, generation])
  const reload = useCallback(() => setGeneration((g) => g + 1), [])
  const fresh = state.key === key
  return { data: fresh ? state.data : undefined, error: fresh ? state.error : undefined, loading: state.loading || !fresh, reload }
}
