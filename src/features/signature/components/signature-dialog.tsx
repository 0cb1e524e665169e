import { Trans, useLingui } from '@lingui/react/macro'
import '../signature.css'
import { useState } from 'react'
import { errorText } from '../../../i18n/error-text'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { uploadSignature } from '../api'
import { useSignaturePad } from '../use-signature-pad'

type Props = { onClose: () => void; onSigned: () => Promise<void> | void }

/** Draw, reset, confirm: the signature goes to the server and the action it was opened for follows; cancel leaves everything as it was. */
export function SignatureDialog({ onClose, onSigned }: Props) {
  const { t } = useLingui()
  const pad = useSignaturePad()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (pad.empty) return setError(t`Please sign first`)
    setBusy(true)
    setError(null)
    try {
      await uploadSignature(await pad.toPng())
      await onSigned()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Your signature`}
      actions={
        <>
          <Button onClick={confirm} disabled={busy}>
            {busy ? t`Sending…` : t`Confirm`}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              pad.reset()
              setError(null)
            }}
          >
            <Trans>Reset</Trans>
          </Button>
          <Button variant="text" disabled={busy} onClick={onClose}>
            {t`Cancel`}
          </Button>
        </>
      }
    >
      <p className="signature-help">
        <Trans>Sign inside the box with your finger, as on paper. It is used on your loan agreement.</Trans>
      </p>
      <canvas
        ref={pad.canvasRef}
        className="signature-canvas"
        role="img"
        aria-label={t`Signature area`}
        {...pad.handlers}
        onPointerDown={(event) => {
          setError(null)
          pad.handlers.onPointerDown(event)
        }}
      />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  )
}
