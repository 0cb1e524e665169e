// Loaded only when a QR payment is shown (React.lazy in payment-status.tsx): the QR encoder stays
// out of the entry chunk.
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { renderSVG } from 'uqr'

type Props = { payload: string; reference: string }

/** The payment's EMVCo payload as a QR image drawn on the phone, and the same image to save for paying from another phone. */
export default function QrImage({ payload, reference }: Props) {
  const { t } = useLingui()
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(payload, { border: 2 }))}`, [payload])
  return (
    <div className="qr-payment">
      <img src={src} width={240} height={240} alt={t`QR code to pay`} data-testid="payment-qr" data-payload={payload} />
      <a href={src} download={`payment-${reference}.svg`} className="btn btn-secondary" data-testid="save-qr">
        <Trans>Save image</Trans>
      </a>
    </div>
  )
}
