// A hold put, reviewed or lifted on one page changes the count of holds to review in the sidebar,
// which loads on its own: this event tells it to ask again.
import { useEffect } from 'react'

const HOLDS_CHANGED = 'backoffice:holds-changed'

export function announceHoldsChanged(): void {
  window.dispatchEvent(new Event(HOLDS_CHANGED))
}

export function useHoldsChanged(onChange: () => void): void {
  useEffect(() => {
    window.addEventListener(HOLDS_CHANGED, onChange)
    return () => window.removeEventListener(HOLDS_CHANGED, onChange)
  }, [onChange])
}
