import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A button that stays locked for `ms` after each press, so a double tap on a slow
 * phone sends one withdrawal. `press()` answers false while locked.
 */
export function usePressLock(ms = 1_000): { locked: boolean; press: () => boolean } {
  const [locked, setLocked] = useState(false)
  const lockedRef = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const press = useCallback(() => {
    // A ref, not the state: two taps in one render must not both get through.
    if (lockedRef.current) return false
    lockedRef.current = true
    setLocked(true)
    timer.current = setTimeout(() => {
      lockedRef.current = false
      setLocked(false)
    }, ms)
    return true
  }, [ms])
  return { locked, press }
}
