import { Trans } from '@lingui/react/macro'
import { Button } from '../../../ui/button'
import type { PayoffParts } from '../../../../contract/schemas/orders'
import { Money } from '../../../ui/money'
import { PayoffBreakdown } from '../../../ui/payoff-breakdown'
import { type Limits, paysOffInOne } from '../repay-rules'

type Props = { limits: Limits; parts: PayoffParts | undefined; methodName: string; outstanding: number; currency: string; onUse: () => void }

/**
 * Early repayment, shown before paying: what settling everything costs today, without a penalty,
 * and how it is made (principal, interest to the day, charges), as one payment where the chosen
 * method takes that much.
 */
export function PayoffOffer({ limits, parts, methodName, outstanding, currency, onUse }: Props) {
  const { payoff, methodMax } = limits
  const inOne = paysOffInOne(limits)
  return (
    <section className="card payoff-offer" data-testid="payoff">
      <p>
        <Trans>
          Pay off everything today: <strong className="payoff-figure">{<Money amount={payoff} currency={currency} />}</strong> (no penalty)
        </Trans>
      </p>
      {parts ? <PayoffBreakdown parts={parts} payoff={payoff} currency={currency} /> : null}
      {payoff < outstanding ? (
        <p className="muted">
          <Trans>
            That is less than the <Money amount={outstanding} currency={currency} /> left on the schedule: interest is charged only for the days you borrowed.
          </Trans>
        </p>
      ) : null}
      {inOne ? null : (
        <p className="muted">
          <Trans>
            {methodName} takes at most <Money amount={methodMax} currency={currency} /> in one payment, so paying off everything this way takes
            several payments.
          </Trans>
        </p>
      )}
      <Button variant="secondary" onClick={onUse}>
        {inOne ? (
          <Trans>Pay off everything in one payment</Trans>
        ) : (
          <Trans>
            Pay <Money amount={methodMax} currency={currency} /> towards paying off
          </Trans>
        )}
      </Button>
    </section>
  )
}
