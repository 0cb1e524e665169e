import { Trans } from '@lingui/react/macro'
import type { LoanOffer } from '../../../../contract/schemas/products'
import { AlertIcon } from '../../../ui/icons'
import { Money } from '../../../ui/money'
import { PeriodCount, type PeriodUnit } from '../../../ui/period-count'

/** Next to Apply now, so it is read before applying; the borrower may still apply. */
export function OfferWarning({ offer, currency, periodUnit }: { offer: LoanOffer; currency: string; periodUnit: PeriodUnit }) {
  return (
    <p className="notice offer-caution offer-warning" role="status" data-testid="offer-warning">
      <AlertIcon />
      <span>
        <Trans>
          This is more than we can offer you now (up to <Money amount={offer.maxAmount} currency={currency} /> over{' '}
          <PeriodCount count={offer.periodDays} unit={periodUnit} />
          ). You can still apply, but the application may be refused.
        </Trans>
      </span>
    </p>
  )
}
