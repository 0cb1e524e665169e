import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { errorText } from '../../../i18n/error-text'
import { showToast, whileBlocking } from '../../../state/activity'
import { useAppLock } from '../../../state/app-lock'
import { Button } from '../../../ui/button'
import { canLockWithPasskey, isPasskeyPromptError, setUpLock, turnLockOff } from '../api'
import '../app-lock.css'

/** My › App lock: offered only where this phone has a passkey of its own (fingerprint, face, screen lock). */
export function AppLockSection() {
  const { t } = useLingui()
  const lock = useAppLock()
  const [offered, setOffered] = useState(false)
  useEffect(() => {
    void canLockWithPasskey().then(setOffered, () => setOffered(false))
  }, [])
  if (!offered && !lock.on) return null

  const turnOn = async () => {
    try {
      await whileBlocking(setUpLock)
      showToast(t`App lock is on`)
    } catch (error) {
      showToast(isPasskeyPromptError(error) ? t`The passkey was not set up. Nothing has changed.` : errorText(error), 'error')
    }
  }
  const turnOff = async (passkeyId: number) => {
    try {
      await whileBlocking(() => turnLockOff(passkeyId))
      showToast(t`App lock is off`)
    } catch (error) {
      showToast(errorText(error), 'error')
    }
  }

  return (
    <section className="card lock-section" aria-labelledby="app-lock-title">
      <h2 className="lock-section-title" id="app-lock-title">
        <Trans>App lock</Trans>
      </h2>
      {lock.on ? (
        <>
          <p>
            <Trans>On. The app locks after 5 minutes in the background. Unlock it with your fingerprint, face or screen lock, or with your password.</Trans>
          </p>
          <Button variant="secondary" onClick={() => lock.passkeyId !== null && void turnOff(lock.passkeyId)}>
            <Trans>Turn off app lock</Trans>
          </Button>
        </>
      ) : (
        <>
          <p className="muted">
            <Trans>Lock the app when it has been in the background for 5 minutes, so nobody else holding your phone sees your loans.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void turnOn()}>
            <Trans>Lock the app with a passkey</Trans>
          </Button>
        </>
      )}
    </section>
  )
}
