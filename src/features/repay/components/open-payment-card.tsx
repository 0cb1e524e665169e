import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { marketProfile } from '../../../../contract/market/profiles'
import { lender } from '../../../config'
import { Button } from '../../../ui/button'
import { formatMomentIn } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import { useMethodNames } from '../method-names'
import type { CheckResult, ShownPayment } from '../open-payment-rules'

const QrImage = lazy(() => import('./qr-image'))

type Props = {
  payment: ShownPayment & { expired: boolean }
  currency: string
  online: boolean
  /** "I paid — check again": absent where the card is a reminder (Home links to the repay screen). */
  onCheck?: () => void
  checking?: boolean
  checked?: CheckResult | null
  onCancel?: () => Promise<void>
}

/**
 * One open payment with what pays it: the QR, the counter code and where, or the checkout;
 * until when, as a date and time in the market's zone; and what can be done with it. An expired
 * one says so and hides its code, which can no longer be paid.
 */
export function OpenPaymentCard({ payment, currency, online, onCheck, checking = false, checked = null, onCancel }: Props) {
  const names = useMethodNames()
  const timeZone = marketProfile(lender.market).timeZone
  const until = formatMomentIn(payment.expiresAt, timeZone)
  return (
    <article className="card payment-waiting" data-testid="open-payment" data-payment-id={payment.paymentId} data-method={payment.method} data-expired={payment.expired}>
      <p className="row">
        <strong>{names[payment.method]}</strong>
        <span className="spacer" />
        <Money amount={payment.amt} currency={currency} className="period-amount" />
      </p>
      {payment.expired ? (
        <p className="notice" data-testid="payment-expired">
          <Trans>This payment expired on {until}. It can no longer be paid: open a new one if you still need to pay.</Trans>
        </p>
      ) : (
        <>
          <HowToPay payment={payment} />
          <p data-testid="payment-until">
            <Trans>Pay before {until}</Trans>
          </p>
        </>
      )}
      {!payment.expired && onCheck ? (
        <Button variant="secondary" onClick={onCheck} disabled={!online || checking} data-testid="check-payment">
          {checking ? <Trans>Checking…</Trans> : <Trans>I paid — check again</Trans>}
        </Button>
      ) : null}
      {checked ? <CheckedNote checked={checked} timeZone={timeZone} /> : null}
      {!payment.expired ? (
        <Link
          to="/paymentReport/$paymentId"
          params={{ paymentId: payment.paymentId }}
          search={payment.reference ? { reference: payment.reference } : {}}
          className="btn btn-text"
          data-testid="payment-report-link"
        >
          <Trans>I paid but it does not show</Trans>
        </Link>
      ) : null}
      {onCancel && !payment.expired ? <CancelPayment online={online} onCancel={onCancel} /> : null}
    </article>
  )
}

function HowToPay({ payment }: { payment: ShownPayment }) {
  const counters = payment.counters?.join(', ')
  if (payment.qr) {
    return (
      <>
        <p>
          <Trans>Scan this QR code with your banking or e-wallet app and pay the exact amount.</Trans>
        </p>
        <Suspense fallback={<div className="qr-placeholder" />}>
          <QrImage payload={payment.qr} reference={payment.reference ?? ''} />
        </Suspense>
        <SandboxLink url={payment.url} />
      </>
    )
  }
  if (payment.method === 'va') {
    const bankName = payment.bank?.name ?? ''
    return (
      <>
        <p>
          <Trans>Transfer the exact amount to this {bankName} virtual account number, from your banking app or an ATM:</Trans>
        </p>
        <p className="payment-code" data-testid="virtual-account-number">
          {payment.reference}
        </p>
        <SandboxLink url={payment.url} />
      </>
    )
  }
  if (payment.method === 'otc') {
    return (
      <>
        <p>
          <Trans>Give this payment code at the counter and pay the exact amount:</Trans>
        </p>
        <p className="payment-code" data-testid="payment-code">
          {payment.reference}
        </p>
        {counters ? (
          <p>
            <Trans>You can pay at: {counters}</Trans>
          </p>
        ) : null}
        <SandboxLink url={payment.url} />
      </>
    )
  }
  return (
    <>
      <p>
        <Trans>Finish paying on the payment page, then come back here.</Trans>
      </p>
      {payment.url ? (
        <a href={payment.url} target="_blank" rel="noopener noreferrer" className="btn btn-text" data-testid="open-payment-page">
          <Trans>Open the payment page again</Trans>
        </a>
      ) : null}
    </>
  )
}

/** The sandbox's demo page, where a code or QR is "paid" in a demo or a test; real providers give none. */
function SandboxLink({ url }: { url: string | undefined }) {
  if (!url) return null
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="btn btn-text">
      <Trans>Pay in the sandbox</Trans>
    </a>
  )
}

function CheckedNote({ checked, timeZone }: { checked: CheckResult; timeZone: string }) {
  const at = formatMomentIn(checked.at, timeZone)
  return (
    <p className="period-note" data-testid="check-result" data-found={checked.found}>
      {checked.found === 'received' ? (
        <Trans>Checked {at}: we received this payment.</Trans>
      ) : checked.found === 'notYet' ? (
        <Trans>Checked {at}: it has not arrived yet. This page keeps looking; if you paid and it still does not show, tell us below.</Trans>
      ) : (
        <Trans>Checked {at}: we could not reach the server. Check your connection and try again.</Trans>
      )}
    </p>
  )
}

/** Two taps, so a payment is never cancelled by a slip of the thumb. */
function CancelPayment({ online, onCancel }: { online: boolean; onCancel: () => Promise<void> }) {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!asking) {
    return (
      <Button variant="text" onClick={() => setAsking(true)} disabled={!online} data-testid="cancel-payment">
        <Trans>Cancel this payment</Trans>
      </Button>
    )
  }
  return (
    <div role="group" aria-label={t`Cancel this payment`} className="payoff-offer">
      <p>
        <Trans>Cancel it? Do not pay with it afterwards. If you already paid with it, the money still counts.</Trans>
      </p>
      <Button
        variant="secondary"
        disabled={!online || busy}
        data-testid="confirm-cancel-payment"
        onClick={() => {
          setBusy(true)
          void onCancel().finally(() => {
            setBusy(false)
            setAsking(false)
          })
        }}
      >
        <Trans>Yes, cancel it</Trans>
      </Button>
      <Button variant="text" onClick={() => setAsking(false)}>
        <Trans>Keep this payment</Trans>
      </Button>
    </div>
  )
}
