import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ORDER_STATUS, PERIOD_STATUS } from '../../../../contract/order-status'
import { Button } from '../../../ui/button'
import { KeptCopyNote } from '../../../ui/kept-copy'
import { Money } from '../../../ui/money'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { StatusChip } from '../../../ui/status-chip'
import { SettledIcon } from '../../../ui/status-icons'
import { amountOf } from '../../../ui/amount-text'
import { type OrderInfo, useOpenPayments } from '../api'
import { useRepay } from '../use-repay'
import { OrderSummary } from './order-summary'
import { PaymentAnswer } from './payment-answer'
import { PeriodList } from './period-list'
import { REPAY_FORM_ID, RepayForm } from './repay-form'

type Props = {
  order: OrderInfo
  currency: string
  refreshing: boolean
  onReload: () => Promise<void>
  /** When the order shown came from the server, while it is the copy kept on this phone. */
  asOf: number | null
}

/** A loan being repaid (4), or repaid in full (10). */
export function RepayOrder(props: Props) {
  if (props.order.status === ORDER_STATUS.settled) return <RepaidInFull {...props} />
  return <Repaying {...props} />
}

function Repaying({ order, currency, onReload, asOf }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  const open = useOpenPayments(order.orderId)
  const repay = useRepay(order, currency, onReload, open)
  const overdue = order.periodViews.some((p) => p.status === PERIOD_STATUS.overdue)
  const amount = amountOf(repay.text)
  // While a payment is open or has just arrived, no fresh Pay button invites a second one.
  const footer = !repay.formShown ? (
    <Button variant="secondary" onClick={repay.showForm} data-testid="pay-another">
      <Trans>Make another payment</Trans>
    </Button>
  ) : (
    <Button type="submit" form={REPAY_FORM_ID} disabled={!online || repay.sending || repay.methods.length === 0} data-testid="repay-submit">
      {!online ? (
        <Trans>You are offline — this needs a connection</Trans>
      ) : amount !== null && repay.problem === null ? (
        <Trans>
          Pay <Money amount={amount} currency={currency} />
        </Trans>
      ) : (
        <Trans>Pay</Trans>
      )}
    </Button>
  )
  return (
    <Page title={t`Repayments`} back footer={footer}>
      <div className="repay" data-testid="repay-detail" data-status={order.status}>
        <KeptCopyNote asOf={asOf} />
        <section className="hero money-hero" aria-labelledby="repay-hero-label">
          <span id="repay-hero-label" className="hero-label">
            <Trans>Left to repay</Trans>
          </span>
          <Money amount={order.outstanding ?? 0} currency={currency} />
        </section>
        <PaymentAnswer repay={repay} currency={currency} />
        <div className="row">
          <strong>{order.appName ?? t`Loan`}</strong>
          <span className="spacer" />
          <StatusChip kind={order.status === ORDER_STATUS.writtenOff ? 'writtenOff' : overdue ? 'overdue' : 'repaying'} />
        </div>
        {order.status === ORDER_STATUS.writtenOff ? (
          <p className="muted" data-testid="written-off-note">
            <Trans>The lender has written this loan off in its books. It is not forgiven: you still owe what is shown here, and you can pay it as before.</Trans>
          </p>
        ) : null}
        <OrderSummary order={order} currency={currency} />
        {repay.formShown ? <RepayForm repay={repay} outstanding={order.outstanding ?? 0} payoffParts={order.payoffParts} currency={currency} /> : null}
        <PeriodList periods={order.periodViews} currency={currency} />
        <Link to="/extension/$orderId" params={{ orderId: order.orderId }} className="btn btn-text inline-link" data-testid="need-more-time">
          <Trans>Need more time?</Trans>
        </Link>
        <Link to="/transactionHistory" className="btn btn-text inline-link">
          <Trans>See all payments</Trans>
        </Link>
      </div>
    </Page>
  )
}

function RepaidInFull({ order, currency, asOf }: Props) {
  const { t } = useLingui()
  return (
    <Page
      title={t`Repayments`}
      back
      footer={
        <Link to="/transactionHistory" className="btn btn-secondary link-btn">
          <Trans>See all payments</Trans>
        </Link>
      }
    >
      <div className="repay" data-testid="repay-detail" data-status={order.status}>
        <KeptCopyNote asOf={asOf} />
        <section className="hero" data-testid="repaid-in-full">
          <span className="settled-mark">
            <SettledIcon />
          </span>
          <h2 className="repaid-title">
            <Trans>Loan repaid in full</Trans>
          </h2>
          <p>
            <Trans>You owe nothing on this loan. Thank you.</Trans>
          </p>
        </section>
        <div className="row">
          <strong>{order.appName ?? t`Loan`}</strong>
          <span className="spacer" />
          <StatusChip kind="settled" />
        </div>
        <OrderSummary order={order} currency={currency} />
        <PeriodList periods={order.periodViews} currency={currency} />
      </div>
    </Page>
  )
}
