import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProductUnavailableReason } from '../../../../contract/decision-reasons'
import { ratePercent } from '../../../../contract/loan-limits'
import { AlertIcon } from '../../../ui/icons'
import { Money } from '../../../ui/money'
import type { PeriodUnit } from '../../../ui/period-count'
import { RatePerPeriod } from '../../../ui/rate-per-period'
import type { ProductOffer } from '../api'

const WHY_UNAVAILABLE: Record<ProductUnavailableReason, MessageDescriptor> = {
  paused_by_lender: msg`The lender has paused this product for now.`,
  outside_market_rules: msg`Not offered: its price would break the legal limits on interest.`,
}

type Props = { offer: ProductOffer; currency: string; periodUnit: PeriodUnit }

export function ProductCard({ offer, currency, periodUnit }: Props) {
  const { t, i18n } = useLingui()
  const { id, name, logo, maxAmount, defaultRate, disabled, disabledReason } = offer.product
  const rates = offer.periods?.rateConfigs.map((c) => ratePercent(c.rate)) ?? []
  const percent: [number, number] = rates.length > 0 ? [Math.min(...rates), Math.max(...rates)] : [ratePercent(defaultRate), ratePercent(defaultRate)]
  return (
    <li className={disabled ? 'card product product-disabled' : 'card product'} data-testid={`product-${id}`}>
      <div className="product-head">
        <img className="product-logo" src={logo} alt="" width="48" height="48" />
        <h2 className="product-name">{name}</h2>
      </div>
      <dl className="product-facts">
        <div>
          <dt>
            <Trans>Up to</Trans>
          </dt>
          <dd>
            <Money amount={maxAmount} currency={currency} className="product-max" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Interest</Trans>
          </dt>
          <dd>
            <RatePerPeriod percent={percent} unit={periodUnit} />
          </dd>
        </div>
      </dl>
      {disabled ? (
        <p className="product-why" data-testid="product-unavailable">
          <AlertIcon />
          <span>{disabledReason ? i18n._(WHY_UNAVAILABLE[disabledReason]) : t`Not available at the moment.`}</span>
        </p>
      ) : (
        <Link to="/apply/$appId" params={{ appId: id }} className="btn btn-primary link-btn" aria-label={t`Apply for ${name}`}>
          <Trans>Apply</Trans>
        </Link>
      )}
    </li>
  )
}
