import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { LimitReason } from '../../../../contract/loan-history-limit'
import type { LoanOffer } from '../../../../contract/schemas/products'
import { decisionReasonText } from '../../../i18n/decision-reason-text'
import { Button } from '../../../ui/button'
import { AlertIcon } from '../../../ui/icons'
import { Money } from '../../../ui/money'
import { PathLink } from '../../../ui/path-link'
import { PeriodCount, type PeriodUnit } from '../../../ui/period-count'

type Props = {
  /** Null when it could not be had (offline, or the server did not answer): no figure is made up. */
  offer: LoanOffer | null
  currency: string
  periodUnit: PeriodUnit
  checking: boolean
  onCheckAgain: () => void
}

/** What the borrower can borrow now, why nothing can be offered, or that it could not be checked. */
export function OfferSummary({ offer, currency, periodUnit, checking, onCheckAgain }: Props) {
  if (!offer) {
    return (
      <div className="notice offer-unknown" data-testid="offer-unknown">
        <AlertIcon />
        <div className="notice-text">
          <p>
            <Trans>We could not check how much you can borrow. You can still choose an amount.</Trans>
          </p>
          <Button variant="text" className="inline-link" disabled={checking} onClick={onCheckAgain}>
            <Trans>Check again</Trans>
          </Button>
        </div>
      </div>
    )
  }
  if (offer.maxAmount > 0) {
    return (
      <div className="card offer" data-testid="offer">
        <p className="offer-lead">
          <Trans>
            You can borrow up to <Money amount={offer.maxAmount} currency={currency} className="offer-amount" />
          </Trans>
        </p>
        <p className="offer-terms">
          <Trans>
            Over <PeriodCount count={offer.periodDays} unit={periodUnit} />, about <Money amount={offer.monthlyPayment} currency={currency} /> a
            month, from the income and expenses you told us.
          </Trans>
        </p>
        {offer.reasons.length > 0 ? <LoweredBy reasons={offer.reasons} /> : null}
        {offer.historyLimit ? <HistoryLimitLine limit={offer.historyLimit} currency={currency} /> : null}
      </div>
    )
  }
  return (
    <div className="notice offer-caution offer-none" data-testid="offer-none">
      <AlertIcon />
      <div className="notice-text">
        <p className="offer-lead">
          <Trans>We cannot offer you a loan right now. The reasons:</Trans>
        </p>
        <ul className="offer-reasons">
          {offer.reasons.map((reason) => (
            <li key={reason} data-testid={`reason-${reason}`}>
              {decisionReasonText(reason)}
            </li>
          ))}
        </ul>
        {offer.reasons.includes('profile_incomplete') ? (
          <PathLink to="/baseInfo" className="inline-link">
            <Trans>Complete your information</Trans>
          </PathLink>
        ) : (
          <p>
            <Trans>You can still apply, but the application is likely to be refused.</Trans>
          </p>
        )}
        {offer.reasons.includes('open_loan') ? (
          <PathLink to="/order" className="inline-link">
            <Trans>See my loans</Trans>
          </PathLink>
        ) : null}
      </div>
    </div>
  )
}

/** Which of the law's or the lender's limits kept the offer below the product's maximum. */
function LoweredBy({ reasons }: { reasons: LoanOffer['reasons'] }) {
  return (
    <div className="offer-lowered" data-testid="offer-lowered">
      <p>
        <Trans>We cannot lend you more than this because:</Trans>
      </p>
      <ul className="offer-reasons">
        {reasons.map((reason) => (
          <li key={reason} data-testid={`reason-${reason}`}>
            {decisionReasonText(reason)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Why the limit grew, from the catalogue reason: the loans the borrower repaid, never a score. */
function HistoryLimitLine({ limit, currency }: { limit: NonNullable<LoanOffer['historyLimit']>; currency: string }) {
  const amount = <Money amount={limit.amount} currency={currency} />
  const text: Record<LimitReason, ReactNode> = {
    repaid_on_time: <Trans>Repaid on time: your limit is now {amount}</Trans>,
  }
  return (
    <p className="offer-history" data-testid={`limit-${limit.reason}`}>
      {text[limit.reason]}
    </p>
  )
}
