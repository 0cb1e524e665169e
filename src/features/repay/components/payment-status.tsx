import { Trans } from '@lingui/react/macro'
import { Button } from '../../../ui/button'
import { Money } from '../../../ui/money'
import { CheckIcon } from '../../../ui/status-icons'

type Props = {
  waiting: { url: string } | null
  received: number | null
  currency: string
  refreshing: boolean
  onRefresh: () => void
}

/**
 * What happened to the last payment: the page is open (how to get back to it, and a
 * way to check now), or the money has arrived.
 */
export function PaymentStatus({ waiting, received, currency, refreshing, onRefresh }: Props) {
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
      </section>
    )
  }
  if (received === null) return null
  return (
    <p className="notice notice-success" role="status" data-testid="payment-received">
      <CheckIcon />
      <span>
        <Trans>
          We received your payment of <Money amount={received} currency={currency} />. Thank you.
        </Trans>
      </span>
    </p>
  )
}
