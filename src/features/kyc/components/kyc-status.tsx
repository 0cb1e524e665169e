import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Kyc } from '../../../../contract/schemas/accounts'
import { kycReasonText, retakeSlotText } from '../../../i18n/kyc-reason-text'
import { PathLink } from '../../../ui/path-link'
import { CheckIcon, ClockIcon, RefusedIcon } from '../../../ui/status-icons'
import '../../../ui/money-ui.css'
import '../kyc.css'
import { type KycView, kycView } from '../kyc-view'
import { useKycRefresh } from '../use-kyc-refresh'

type Props = {
  kyc: Kyc | undefined
  /** On Home the card leads to the identity step; on the identity step the form is right below it. */
  place: 'home' | 'identity'
  /** Asks the server for the user again; called while a check runs, so its outcome shows by itself. */
  refresh: () => Promise<unknown>
}

/** Where the identity check stands, in words and a chip (never colour alone), with what to do next. */
export function KycStatus({ kyc, place, refresh }: Props) {
  // Here rather than in the routes: Home loads this card lazily, and the polling comes with it.
  useKycRefresh(kyc, refresh)
  const view = kycView(kyc)
  if (!view) return null
  return (
    <section className={`notice kyc-status kyc-${view.kind}`} data-testid="kyc-status" data-kyc={view.kind} aria-live="polite">
      <div className="kyc-text">
        <KycChip view={view} />
        <KycBody view={view} place={place} />
      </div>
    </section>
  )
}

function KycChip({ view }: { view: KycView }) {
  const chip: Record<KycView['kind'], { kind: string; icon: ReactNode; word: ReactNode }> = {
    checking: { kind: 'review', icon: <ClockIcon />, word: <Trans>Checking your ID…</Trans> },
    verified: { kind: 'approved', icon: <CheckIcon />, word: <Trans>Verified</Trans> },
    person: { kind: 'review', icon: <ClockIcon />, word: <Trans>Being checked</Trans> },
    retake: { kind: 'refused', icon: <RefusedIcon />, word: <Trans>Photo needed</Trans> },
    rejected: { kind: 'refused', icon: <RefusedIcon />, word: <Trans>Not verified</Trans> },
  }
  const { kind, icon, word } = chip[view.kind]
  return (
    <span className={`chip chip-${kind}`}>
      {icon}
      <span>{word}</span>
    </span>
  )
}

function Reasons({ reasons }: { reasons: readonly Parameters<typeof kycReasonText>[0][] }) {
  const texts = reasons.flatMap((r) => kycReasonText(r) ?? [])
  if (texts.length === 0) return null
  return (
    <ul className="kyc-reasons">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  )
}

function KycBody({ view, place }: { view: KycView; place: Props['place'] }) {
  const { i18n } = useLingui()
  switch (view.kind) {
    case 'checking':
      return (
        <p>
          <Trans>We are checking your ID card and photos. This usually takes less than a minute, and you can go on meanwhile.</Trans>
        </p>
      )
    case 'verified':
      return (
        <p>
          <Trans>Your identity is verified. Thank you.</Trans>
        </p>
      )
    case 'person':
      return (
        <>
          <p className="kyc-title">
            <Trans>A person is checking your documents</Trans>
          </p>
          <Reasons reasons={view.reasons} />
          <p>
            <Trans>Nothing more is needed from you now. We will show the result here.</Trans>
          </p>
        </>
      )
    case 'retake': {
      const photos = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(view.slots.map(retakeSlotText))
      return (
        <>
          <p className="kyc-title">
            <Trans>We need a clearer photo of {photos}.</Trans>
          </p>
          <Reasons reasons={view.reasons} />
          <RetakeGuide withHand={view.slots.includes('hand')} notLive={view.reasons.includes('liveness_failed')} />
          {place === 'home' ? (
            <PathLink to="/identity" className="btn btn-secondary kyc-action">
              <Trans>Take the photo again</Trans>
            </PathLink>
          ) : null}
        </>
      )
    }
    case 'rejected':
      return (
        <>
          <p className="kyc-title">
            <Trans>We could not verify your identity</Trans>
          </p>
          <Reasons reasons={view.reasons} />
          <p>
            <Trans>Check that your details are exactly as on your ID card and send them again, or contact us and we will help.</Trans>
          </p>
          <div className="kyc-actions">
            {place === 'home' ? (
              <PathLink to="/identity" className="btn btn-secondary kyc-action">
                <Trans>Check my details</Trans>
              </PathLink>
            ) : null}
            <PathLink to="/feedback?compose=true" className="btn btn-text kyc-action">
              <Trans>Contact support</Trans>
            </PathLink>
          </div>
        </>
      )
  }
}

/** How to take a photo the check can read; after a failed liveness check, that it must be of the borrower in person. */
function RetakeGuide({ withHand, notLive }: { withHand: boolean; notLive: boolean }) {
  return (
    <ul className="kyc-guide">
      <li>
        <Trans>Use good light, without shadows or glare.</Trans>
      </li>
      <li>
        <Trans>Take off glasses, a hat or a mask.</Trans>
      </li>
      <li>
        <Trans>Keep the whole card inside the frame.</Trans>
      </li>
      {withHand ? (
        <li>
          <Trans>In the photo of you holding the card, your face and the card must both be clearly visible.</Trans>
        </li>
      ) : null}
      {notLive ? (
        <li data-testid="kyc-guide-live">
          <Trans>Take it with your phone's camera, of you in person: not a photo of a screen or of a printed picture.</Trans>
        </li>
      ) : null}
    </ul>
  )
}
