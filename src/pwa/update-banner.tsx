import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useBusyWithWork } from '../state/pending-work'
import { useUpdate } from './register-sw'

/** Offers a waiting new version; reloading waits for the outbox and saves unsaved input first. */
export function UpdateBanner() {
  const update = useUpdate()
  const { sending } = useBusyWithWork()
  const [reloading, setReloading] = useState(false)
  if (!update) return null
  return (
    <div className="update-banner" role="status">
      <p>{sending ? <Trans>A new version is ready. It waits until your submissions are sent.</Trans> : <Trans>A new version is ready</Trans>}</p>
      <button
        type="button"
        className="update-btn"
        disabled={sending || reloading}
        onClick={() => {
          setReloading(true)
          void update()
        }}
      >
        <Trans>Reload</Trans>
      </button>
    </div>
  )
}
