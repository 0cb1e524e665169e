import { useEffect } from 'react'

/**
 * Calls `reload` every `ms` while the tab is shown, and when it is shown again: what another
 * member approves elsewhere (a config, a version) appears without reloading the page.
 */
export function usePoll(reload: () => void, ms: number): void {
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') reload()
    }
    const timer = window.setInterval(tick, ms)
    document.addEventListener('visibilitychange', tick)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [reload, ms])
}
