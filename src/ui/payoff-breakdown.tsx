import { Trans } from '@lingui/react/macro'
import type { PayoffParts } from '../../contract/schemas/orders'
import { formatDate } from './formats'
import { Money } from './money'

type Props = { parts: PayoffParts; payoff: number; currency: string }

/**
 * How the payoff is made, the same on Home and the repay screen (contract/payoff.ts): the
 * principal still owed, interest counted to today, interest paid ahead given back, and charges.
 */
export function PayoffBreakdown({ parts, payoff, currency }: Props) {
  const money = (amount: number) => <Money amount={amount} currency={currency} />
  const asOf = formatDate(parts.asOf)
  return (
    <div className="payoff-breakdown" data-testid="payoff-breakdown">
      <dl>
        <div>
          <dt>
            <Trans>Principal still owed</Trans>
          </dt>
          <dd>{money(parts.principal)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Interest counted to {asOf}</Trans>
          </dt>
          <dd>{money(parts.interest)}</dd>
        </div>
        {parts.interestBack > 0 ? (
          <div>
            <dt>
              <Trans>Interest you paid ahead, given back</Trans>
            </dt>
            <dd>−{money(parts.interestBack)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Charges</Trans>
          </dt>
          <dd>{money(parts.charges)}</dd>
        </div>
        <div className="payoff-breakdown-total">
          <dt>
            <Trans>To pay off today</Trans>
          </dt>
          <dd>{money(payoff)}</dd>
        </div>
      </dl>
      <p className="muted">
        <Trans>
          Interest is counted by days: in full for periods that have ended, for the days since it began for the current period, and not at all for periods not
          yet begun. There is no fee for paying early.
        </Trans>
      </p>
    </div>
  )
}
