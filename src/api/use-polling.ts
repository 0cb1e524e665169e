import { useEffect, useRef } from 'react'

/**
 * Calls `tick` every `everyMs` while `active`, one call at a time (the next is armed
 * when the last has answered), for at most `forMs`: a payout or a payment settles in
 * the background and the screen follows it.
 */
export function usePolling(active: boolean, tick: () => Promise<unknown>, everyMs: number, forMs = 5 * 60_000): void {
  const tickRef = useRef(tick)
  tickRef.current = tick
  useEffect(() => {
    if (!active) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    const arm = () => {
      timer = setTimeout(() => {
        void tickRef.current()
          .catch(() => undefined)
          .finally(() => {
            if (!stopped && Date.now() - started < forMs) arm()
          })
      }, everyMs)
    }
    arm()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [active, everyMs, forMs])
}
