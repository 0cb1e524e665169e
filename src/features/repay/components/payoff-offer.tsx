import { Trans } from '@lingui/react/macro'
import { Button } from '../../../ui/button'
import { Money } from '../../../ui/money'
import { PAYMENT_MAX } from '../repay-rules'

type Props = { payoff: number; outstanding: number; currency: string; onUse: () => void }

/** Early repayment, shown before paying: what settling everything costs today, without a penalty. */
export function PayoffOffer({ payoff, outstanding, currency, onUse }: Props) {
  return (
    <section className="card payoff-offer" data-testid="payoff">
      <p>
        <Trans>
          Pay off everything today: <strong className="payoff-figure">{<Money amount={payoff} currency={currency} />}</strong> (no penalty)
        </Trans>
      </p>
      {payoff < outstanding ? (
        <p className="muted">
          <Trans>
            That is less than the <Money amount={outstanding} currency={currency} /> left on the schedule: interest for periods not yet begun is not
            charged.
          </Trans>
        </p>
      ) : null}
      {payoff > PAYMENT_MAX ? (
        <p className="muted">
          <Trans>
            One payment can be at most <Money amount={PAYMENT_MAX} currency={currency} />, so paying off everything takes several payments.
          </Trans>
        </p>
      ) : null}
      <Button variant="secondary" onClick={onUse}>
        {payoff > PAYMENT_MAX ? (
          <Trans>
            Pay <Money amount={PAYMENT_MAX} currency={currency} /> towards paying off
          </Trans>
        ) : (
          <Trans>Pay off everything</Trans>
        )}
      </Button>
    </section>
  )
}
