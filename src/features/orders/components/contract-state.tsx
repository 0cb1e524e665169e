import { Trans, useLingui } from '@lingui/react/macro'
import { marketProfile } from '../../../../contract/market/profiles'
import { lender } from '../../../config'
import { formatMomentIn } from '../../../ui/formats'
import { DocumentIcon } from '../../../ui/status-icons'

/** Above a contract not yet accepted: it is a draft, and the downloaded file says so too. */
export function ContractDraftNote() {
  return (
    <div className="notice contract-draft" role="note" data-testid="contract-draft">
      <DocumentIcon />
      <div className="notice-text">
        <p>
          <strong>
            <Trans>Draft — not signed</Trans>
          </strong>
        </p>
        <p>
          <Trans>This contract binds no one until you accept it with your signature.</Trans>
        </p>
      </div>
    </div>
  )
}

type SignedProps = {
  /** When it was accepted (ISO). */
  at: string
  /** The signature the contract was accepted with (a data: URL), or null once it is no longer held. */
  signature: string | null
}

/** Below an accepted contract: the signature it was accepted with and when, in the market's time zone. */
export function ContractSignature({ at, signature }: SignedProps) {
  const { t } = useLingui()
  const acceptedAt = formatMomentIn(at, marketProfile(lender.market).timeZone)
  return (
    <section className="card contract-signature" aria-labelledby="contract-signature" data-testid="contract-accepted">
      <h3 id="contract-signature">
        <Trans>Signature</Trans>
      </h3>
      {signature ? <img src={signature} alt={t`Your signature`} className="signature-image" data-testid="contract-signature" /> : null}
      <p>
        <Trans>You accepted this contract with your signature on {acceptedAt}.</Trans>
      </p>
    </section>
  )
}
