import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { errorText } from '../../../i18n/error-text'
import { whileBlocking } from '../../../state/activity'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { ShieldIcon } from '../../../ui/icons'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { TextField } from '../../../ui/text-field'
import { canLockWithPasskey, isPasskeyPromptError, unlockWithPasskey, unlockWithPassword } from '../api'
import '../app-lock.css'

type Props = {
  /** Always there: whoever cannot unlock logs out and logs in again. */
  onLogout: () => void
}

/**
 * Shown instead of every signed-in screen (nothing of them stays rendered behind it) until the
 * server accepts the passkey or the password.
 */
export function LockScreen({ onLogout }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  const [passkey, setPasskey] = useState(false)
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    void canLockWithPasskey().then(setPasskey, () => setPasskey(false))
  }, [])

  const withPasskey = async () => {
    setProblem(null)
    try {
      await whileBlocking(unlockWithPasskey)
    } catch (error) {
      setProblem(isPasskeyPromptError(error) ? t`The passkey was not used. Try again, or unlock with your password.` : errorText(error))
    }
  }

  const withPassword = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    setPasswordError(null)
    if (password.length === 0) {
      setPasswordError(t`Enter your password`)
      return
    }
    try {
      await whileBlocking(() => unlockWithPassword(password))
    } catch (error) {
      // What was typed stays in the field.
      if (error instanceof ApiError && error.fields.includes('password')) setPasswordError(errorText(error))
      else setProblem(errorText(error))
    }
  }

  return (
    <Page title={t`Locked`}>
      <div className="lock-intro">
        <ShieldIcon width={48} height={48} />
        <h2 className="lock-title">
          <Trans>The app is locked</Trans>
        </h2>
        <p className="muted lock-text">
          <Trans>It was in the background for more than 5 minutes. Unlock it to see your account.</Trans>
        </p>
      </div>
      {online ? null : (
        <p className="notice" role="status">
          <Trans>
            You are offline. Unlocking needs a connection: the server checks your passkey or password. Connect to mobile data or Wi-Fi, or log out.
          </Trans>
        </p>
      )}
      <FormAlert messages={problem ? [problem] : []} />
      {passkey ? (
        <Button onClick={() => void withPasskey()} disabled={!online}>
          <Trans>Unlock with passkey</Trans>
        </Button>
      ) : null}
      <form className="page-body-form" onSubmit={(event) => void withPassword(event)} noValidate>
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant={passkey ? 'secondary' : 'primary'} disabled={!online}>
          <Trans>Unlock with password</Trans>
        </Button>
      </form>
      <Button variant="text" onClick={onLogout}>
        <Trans>Log out</Trans>
      </Button>
    </Page>
  )
}
