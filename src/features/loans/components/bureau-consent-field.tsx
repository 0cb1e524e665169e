import { Trans } from '@lingui/react/macro'

type Props = {
  /** The consent stands already (given for an earlier application and not withdrawn). */
  standing: boolean
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * The credit bureau consent, asked where it is used: on the application. Not ticking it does not
 * stop the application; a person then looks at it instead of the bureau's answer.
 */
export function BureauConsentField({ standing, checked, onChange }: Props) {
  return (
    <fieldset className="field bureau-consent">
      <legend className="label">
        <Trans>Credit bureau check</Trans>
      </legend>
      <p className="note muted">
        <Trans>
          With your consent we ask the credit bureau once about this application: your open loans, how you repaid them and other lenders' recent
          checks. We use the answer only to decide on this application, and you can withdraw your consent in My › Privacy.
        </Trans>
      </p>
      {standing ? (
        <p className="note">
          <Trans>You have agreed to this check.</Trans>
        </p>
      ) : (
        <>
          <label className="checkbox">
            <input type="checkbox" name="creditBureau" checked={checked} onChange={(e) => onChange(e.target.checked)} />
            <span>
              <Trans>I agree that you ask the credit bureau about me for this application</Trans>
            </span>
          </label>
          {checked ? null : (
            <p className="note muted">
              <Trans>Without it, your application waits for a person to review it, which takes longer.</Trans>
            </p>
          )}
        </>
      )}
    </fieldset>
  )
}
