import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../ui/button'
import { CloseIcon, InstallIcon, ShareIcon } from '../ui/icons'
import { dismissHint, hintDismissed, install, isIosSafari, isStandalone, useInstallOffer } from './install-prompt'

/** "Install app" where the browser offers it; on iOS Safari, how to add the app by hand. */
export function InstallButton() {
  const offer = useInstallOffer()
  // Rendered ahead at build time (src/prerender.tsx) there is no browser to ask: no hint.
  const [hidden, setHidden] = useState(() => typeof window === 'undefined' || isStandalone() || hintDismissed())
  const { t } = useLingui()
  if (offer) {
    return (
      <Button variant="secondary" className="install-btn" onClick={() => void install(offer)}>
        <InstallIcon />
        <Trans>Install app</Trans>
      </Button>
    )
  }
  if (hidden || !isIosSafari()) return null
  return (
    <div className="install-hint" role="note">
      <ShareIcon className="install-hint-icon" />
      <p>
        <Trans>Add to Home Screen: tap Share, then Add to Home Screen.</Trans>
      </p>
      <button
        type="button"
        className="icon-btn"
        aria-label={t`Dismiss`}
        onClick={() => {
          dismissHint()
          setHidden(true)
        }}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
