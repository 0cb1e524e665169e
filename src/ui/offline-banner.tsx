import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { OfflineIcon } from './icons'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
}

export function OfflineBanner() {
  if (useOnline()) return null
  return (
    <div className="offline-banner" role="status">
      <OfflineIcon width={18} height={18} />
      <Trans>You are offline. What you type is kept on this phone.</Trans>
    </div>
  )
}
