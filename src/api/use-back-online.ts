import { useEffect } from 'react'

/**
 * Calls `again` when the phone comes back online while `needed` (an answer failed or is an old
 * copy): "no connection" and "as of 13:52" go by themselves once a fresh answer comes.
 */
export function useBackOnline(again: () => Promise<void>, needed: boolean): void {
  useEffect(() => {
    if (!needed) return
    const listener = () => void again()
    window.addEventListener('online', listener)
    return () => window.removeEventListener('online', listener)
  }, [again, needed])
}
