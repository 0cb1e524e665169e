import { useSyncExternalStore } from 'react'

/**
 * A value set from outside React (a browser event, the service worker) that components
 * re-render on. The PWA modules stay clear of jotai so the entry chunk does not grow.
 */
export function externalValue<T>(initial: T) {
  let value = initial
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    get: () => value,
    set(next: T) {
      value = next
      for (const listener of listeners) listener()
    },
    use: () => useSyncExternalStore(subscribe, () => value, () => initial),
  }
}
