import { Trans } from '@lingui/react/macro'
import { Money } from '../../../ui/money'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import type { OrderInfo } from '../api'
import type { OrderAction } from '../status'
import { decisionReasonText } from '../../../i18n/decision-reason-text'
import { DecisionReasons } from './decision-reasons'

type Props = { action: OrderAction; order: OrderInfo; currency: string }

/** What the status means for the borrower now, and what happens next. */
export function OrderActionBlock({ action, order, currency }: Props) {
  switch (action) {
    case 'review':
      return (
        <div className="card status-note" data-testid="action-review">
          <p>
            <Trans>We are checking your application. Most decisions take a few seconds; some need a closer look by our team.</Trans>
          </p>
          {/* Why the engine asked a person (no bureau consent, no bureau answer): codes, in the borrower's words. */}
          {(order.decision?.reasons.length ?? 0) > 0 ? (
            <ul className="decision-reasons">
              {order.decision?.reasons.map((reason) => (
                <li key={reason} data-testid={`reason-${reason}`}>
                  {decisionReasonText(reason)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )
    case 'accept':
      return (
        <p className="card status-note" data-testid="action-accept">
          <Trans>Your loan is approved. Read the contract and accept it with your signature to receive the money.</Trans>
        </p>
      )
    case 'ready':
      return (
        <div className="card status-note" data-testid="action-ready">
          <p>
            <Trans>
              Your money is ready: <Money amount={order.balance} currency={currency} /> can be withdrawn to your bank account.
            </Trans>
          </p>
          <NoFeeNotice />
        </div>
      )
    case 'repay':
      return (
        <div className="card status-note" data-testid="action-repay">
          <p>
            <Trans>Your loan is being repaid. Pay each amount by its due date; you may repay early at any time, without any penalty.</Trans>
          </p>
        </div>
      )
    case 'refused':
      return (
        <div className="card status-note" data-testid="action-refused">
          <DecisionReasons reasons={order.decision?.reasons ?? []} reapplyAfter={order.decision?.reapplyAfter ?? null} />
        </div>
      )
    case 'settled':
      return (
        <p className="card status-note" data-testid="action-settled">
          <Trans>This loan is fully repaid. Thank you.</Trans>
        </p>
      )
    case 'cancelled':
      return (
        <p className="card status-note" data-testid="action-cancelled">
          <Trans>This application was cancelled. Nothing was charged.</Trans>
        </p>
      )
  }
}
