import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Money } from '../../../ui/money'
import { useOnline } from '../../../ui/offline-banner'
import { CheckIcon } from '../../../ui/status-icons'
import type { RepayState } from '../use-repay'
import { OpenPaymentCard } from './open-payment-card'

type Props = { repay: RepayState; currency: string }

/**
 * The answer to what the borrower just did, where the eyes are: the QR, the code or the checkout
 * of each open payment, "received" with its receipt, or why paying failed. Each answer asked for
 * (Pay, check again) and each payment that arrives is scrolled to (at once: no motion to sit
 * through) and focused, and the region announces it to screen readers.
 */
export function PaymentAnswer({ repay, currency }: Props) {
  const online = useOnline()
  const region = useRef<HTMLElement>(null)
  const { answered, alert, received, payments } = repay
  // A payment arriving while the borrower waits is an answer too, whether a check or the poll found it.
  const arrived = received?.paymentId ?? null
  useEffect(() => {
    const element = region.current
    if ((answered === 0 && arrived === null) || !element) return
    element.scrollIntoView({ block: 'start' })
    element.focus({ preventScroll: true })
  }, [answered, arrived])
  const empty = !alert && !received && payments.length === 0
  return (
    <section ref={region} tabIndex={-1} className="payment-answer" aria-live="polite" data-testid={repay.waiting ? 'payment-waiting' : 'payment-answer'} hidden={empty}>
      {alert ? (
        <p className="notice notice-error" role="alert" data-testid="payment-failed">
          {alert}
        </p>
      ) : null}
      {received ? (
        <p className="notice notice-success" data-testid="payment-received">
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
      ) : null}
      {payments.map((payment) => (
        <OpenPaymentCard
          key={payment.paymentId}
          payment={payment}
          currency={currency}
          online={online}
          onCheck={() => repay.check(payment)}
          checking={repay.checking === payment.paymentId}
          checked={repay.checked?.paymentId === payment.paymentId ? repay.checked : null}
          onCancel={() => repay.cancel(payment)}
        />
      ))}
    </section>
  )
}
