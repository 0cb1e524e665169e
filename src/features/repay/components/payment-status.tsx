import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Button } from '../../../ui/button'
import { Money } from '../../../ui/money'
import { formatDateTime } from '../../../ui/formats'
import { CheckIcon } from '../../../ui/status-icons'
import type { Received, Waiting } from '../use-repay'

const QrImage = lazy(() => import('./qr-image'))

type Props = {
  waiting: Waiting | null
  received: Received | null
  currency: string
  refreshing: boolean
  onRefresh: () => void
}

/**
 * What happened to the last payment: the page is open (how to get back to it, and a
 * way to check now), or the money has arrived.
 */
export function PaymentStatus({ waiting, received, currency, refreshing, onRefresh }: Props) {
  if (waiting?.qr || waiting?.counters) {
    const counters = waiting.counters?.join(', ')
    const until = waiting.expiresAt ? formatDateTime(waiting.expiresAt) : null
    return (
      <section className="card payment-waiting" data-testid="payment-waiting" aria-live="polite">
        <p className="amount">
          <Money amount={waiting.amount} currency={currency} />
        </p>
        {waiting.qr ? (
          <>
            <p>
              <Trans>Scan this QR code with your banking or e-wallet app and pay the exact amount.</Trans>
            </p>
            <Suspense fallback={<div className="qr-placeholder" />}>
              <QrImage payload={waiting.qr} reference={waiting.reference ?? ''} />
            </Suspense>
          </>
        ) : (
          <>
            <p>
              <Trans>Give this payment code at the counter and pay the exact amount:</Trans>
            </p>
            <p className="payment-code" data-testid="payment-code">
              {waiting.reference}
            </p>
            <p>
              <Trans>You can pay at: {counters}</Trans>
            </p>
          </>
        )}
        {until ? (
          <p>
            <Trans>Pay before {until}</Trans>
          </p>
        ) : null}
        <p>
          <Trans>This page looks for your payment by itself.</Trans>
        </p>
        {waiting.url ? (
          <a href={waiting.url} target="_blank" rel="noopener noreferrer" className="btn btn-text">
            <Trans>Pay in the sandbox</Trans>
          </a>
        ) : null}
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          <Trans>I have paid — refresh</Trans>
        </Button>
        <NotShowingLink waiting={waiting} />
      </section>
    )
  }
  if (waiting) {
    return (
      <section className="card payment-waiting" data-testid="payment-waiting" aria-live="polite">
        <p>
          <strong>
            <Trans>Finish paying on the payment page that opened.</Trans>
          </strong>{' '}
          <Trans>Then come back here: this page looks for your payment by itself.</Trans>
        </p>
        <a href={waiting.url} target="_blank" rel="noopener noreferrer" className="btn btn-text">
          <Trans>Open the payment page again</Trans>
        </a>
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          <Trans>I have paid — refresh</Trans>
        </Button>
        <NotShowingLink waiting={waiting} />
      </section>
    )
  }
  if (received === null) return null
  return (
    <p className="notice notice-success" role="status" data-testid="payment-received">
      <CheckIcon />
      <span>
        <Trans>
          We received your payment of <Money amount={received.amount} currency={currency} />. Thank you.
        </Trans>
      </span>
      <Link to="/receipt/$paymentId" params={{ paymentId: received.paymentId }} className="btn btn-text" data-testid="receipt-link">
        <Trans>View receipt</Trans>
      </Link>
    </p>
  )
}

/** Paid, and it still does not show: report it with the slip (never pay again). */
function NotShowingLink({ waiting }: { waiting: Waiting }) {
  return (
    <Link to="/paymentReport/$paymentId" params={{ paymentId: waiting.paymentId }} search={waiting.reference ? { reference: waiting.reference } : {}} className="btn btn-text" data-testid="payment-report-link">
      <Trans>I paid but it does not show</Trans>
    </Link>
  )
}
