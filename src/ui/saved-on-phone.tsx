import './forms.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { showToast } from '../state/activity'

/**
 * The quiet note while a form's draft is kept on the phone; busy for the moment between
 * a keystroke and its write, so nothing (a person or a test) reads it as saved too early.
 */
export function SavedOnPhoneNote({ pending }: { pending: boolean }) {
  return (
    <p className="saved-note" role="status" aria-busy={pending}>
      <Trans>Saved on this phone</Trans>
    </p>
  )
}

/** Tells the borrower a submission waits on the phone, and why. */
export function useQueuedNotice(): (offline: boolean) => void {
  const { t } = useLingui()
  return (offline) =>
    showToast(
      offline
        ? t`Saved on this phone. It will be sent when you are back online.`
        : t`Saved on this phone. We could not send it yet and will try again.`,
    )
}
