import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { KeptCopyNote, NotKeptYet } from '../../../ui/kept-copy'
import { Page } from '../../../ui/page'
import { useLoanProgress, useOrder } from '../api'
import '../repay.css'
import { RepayOrder } from './repay-order'

type Props = { orderId?: number; currency: string }

/** Repayments of one order: the one asked for, else the borrower's latest. */
export function RepayDetailScreen({ orderId, currency }: Props) {
  if (orderId !== undefined) return <LoadedOrder key={orderId} orderId={orderId} currency={currency} />
  return <LatestOrder currency={currency} />
}

function LatestOrder({ currency }: { currency: string }) {
  const { t } = useLingui()
  const latest = useLoanProgress()
  if (latest.data === undefined) {
    return (
      <Page title={t`Repayments`} back>
        <NotKeptYet error={latest.error} loading={latest.loading} reload={latest.reload} count={3} />
      </Page>
    )
  }
  if (latest.data === null) {
    return (
      <Page title={t`Repayments`} back>
        <div className="card empty-note" data-testid="no-loan">
          <p>
            <Trans>You have no loan to repay.</Trans>
          </p>
          <Link to="/" className="btn btn-secondary link-btn">
            <Trans>Go to Home</Trans>
          </Link>
        </div>
      </Page>
    )
  }
  return <LoadedOrder key={latest.data.orderId} orderId={latest.data.orderId} currency={currency} />
}

function LoadedOrder({ orderId, currency }: { orderId: number; currency: string }) {
  const { t } = useLingui()
  const order = useOrder(orderId)
  if (!order.data) {
    return (
      <Page title={t`Repayments`} back>
        <NotKeptYet error={order.error} loading={order.loading} reload={order.reload} count={3} />
      </Page>
    )
  }
  const { status } = order.data
  if (status === ORDER_STATUS.repaying || status === ORDER_STATUS.writtenOff || status === ORDER_STATUS.settled) {
    return <RepayOrder order={order.data} currency={currency} refreshing={order.loading} onReload={order.reload} asOf={order.asOf} />
  }
  return (
    <Page title={t`Repayments`} back>
      <KeptCopyNote asOf={order.asOf} />
      <div className="card empty-note" data-testid="nothing-to-repay">
        <p>
          {status === ORDER_STATUS.fundsReady ? (
            <Trans>Your money is ready. Withdraw it first; the repayment schedule starts once it is in your bank account.</Trans>
          ) : (
            <Trans>There is nothing to repay on this loan.</Trans>
          )}
        </p>
        <Link to="/detail/$orderId" params={{ orderId }} className="btn btn-secondary link-btn">
          <Trans>See the loan</Trans>
        </Link>
      </div>
    </Page>
  )
}
