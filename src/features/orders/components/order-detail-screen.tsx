import { Trans, useLingui } from '@lingui/react/macro'
import { marketTerms } from '../../../../contract/market/terms'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { ratePercent } from '../../../../contract/loan-limits'
import { errorText } from '../../../i18n/error-text'
import { showToast } from '../../../state/activity'
import { formatDateTime } from '../../../ui/formats'
import { KeptCopyNote, NotKeptYet } from '../../../ui/kept-copy'
import { Money } from '../../../ui/money'
import { MoneyList } from '../../../ui/money-list'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { PeriodCount, type PeriodUnit } from '../../../ui/period-count'
import { RatePerPeriod } from '../../../ui/rate-per-period'
import { RepaymentCount } from '../../../ui/repayment-count'
import { useDisclosedRateRow } from '../../../ui/disclosed-rate-row'
import { LatePaymentTerms } from '../../../ui/late-payment-terms'
import { lender } from '../../../config'
import { ScheduleTable } from '../../../ui/schedule-table'
import { StatusChip } from '../../../ui/status-chip'
import { cancelOrder, type OrderInfo, useOrder } from '../api'
import '../orders.css'
import { awaitsDecision, type OrderAction, statusView } from '../status'
import { CancelDialog } from './cancel-dialog'
import { OrderActionBlock } from './order-action'
import { PeriodState } from './period-state'

type Props = { orderId: number; currency: string; periodUnit: PeriodUnit }

const POLL = { everyMs: 3_000, forMs: 60_000, while: awaitsDecision }
/** Statuses where the loan's cost is settled fact (approved and after), not a refused or withdrawn offer. */
const COSTED: readonly OrderAction[] = ['accept', 'ready', 'repay', 'settled']

export function OrderDetailScreen({ orderId, currency, periodUnit }: Props) {
  const { t } = useLingui()
  const order = useOrder(orderId, POLL)
  const [cancelling, setCancelling] = useState(false)
  const [busy, setBusy] = useState(false)
  const cancelKey = useRef<string | null>(null)
  const online = useOnline()
  const { data, error, loading, reload, asOf } = order
  const disclosed = useDisclosedRateRow(data?.disclosed)

  async function cancel() {
    setCancelling(false)
    cancelKey.current ??= crypto.randomUUID()
    const key = cancelKey.current
    setBusy(true)
    try {
      await cancelOrder(orderId, key)
      showToast(t`Cancelled. There is nothing to pay.`)
      await reload()
    } catch (e) {
      if (e instanceof ApiError) cancelKey.current = null
      showToast(errorText(e), 'error')
    } finally {
      setBusy(false)
    }
  }

  if (!data) {
    return (
      <Page title={t`Loan details`} back>
        <NotKeptYet error={error} loading={loading} reload={reload} count={3} />
      </Page>
    )
  }
  const view = statusView(data.status, data.periodViews)
  const costed = COSTED.includes(view.action)
  return (
    <Page title={t`Loan details`} back footer={mainButton(data, view.action, view.closed, online)}>
      <KeptCopyNote asOf={asOf} />
      <section className="hero money-hero" aria-labelledby="detail-hero-label">
        <HeroFigure order={data} action={view.action} currency={currency} />
      </section>
      <div className="row">
        <strong>{data.appName ?? t`Loan`}</strong>
        <span className="spacer" />
        <StatusChip kind={view.chip} />
      </div>
      <OrderActionBlock action={view.action} order={data} currency={currency} />
      <MoneyList
        label={t`Loan details`}
        rows={[
          { term: t`Loan number`, value: String(data.orderId) },
          { term: t`Applied on`, value: formatDateTime(data.applyTime) },
          { term: t`Loan amount`, value: <Money amount={data.principal} currency={currency} /> },
          ...(data.total !== undefined && COSTED.includes(view.action)
            ? [{ term: t`Total to repay`, value: <Money amount={data.total} currency={currency} /> }]
            : []),
          ...(disclosed ? [disclosed] : []),
          {
            term: t`Flat interest rate`,
            value: <RatePerPeriod percent={ratePercent(data.rate)} unit={periodUnit} />,
            note: t`Charged on the whole amount financed for every period: how the interest is worked out, not the effective rate`,
          },
          {
            term: t`Number of repayments`,
            value: data.repayments ? <RepaymentCount count={data.repayments.count} cadence={data.repayments.cadence} /> : <PeriodCount count={data.periodDays} unit={periodUnit} />,
            testId: 'repayment-count',
          },
          { term: t`Balance`, value: <Money amount={data.balance} currency={currency} />, testId: 'balance' },
        ]}
      />
      {data.periodViews.length > 0 ? (
        <ScheduleTable
          caption={t`Repayment schedule`}
          currency={currency}
          rows={data.periodViews.map((p) => ({ ...p, state: <PeriodState status={p.status} /> }))}
        />
      ) : null}
      {costed && view.action !== 'settled' ? <LatePaymentTerms late={marketTerms(lender.market).latePayment} complaints={marketTerms(lender.market).complaints} /> : null}
      {view.cancellable ? (
        <button type="button" className="btn btn-text cancel-link" disabled={busy || !online} onClick={() => setCancelling(true)}>
          {!online ? t`You are offline — this needs a connection` : busy ? t`Sending…` : t`Cancel for free`}
        </button>
      ) : null}
      <CancelDialog open={cancelling} onClose={() => setCancelling(false)} onConfirm={() => void cancel()} />
    </Page>
  )
}

function HeroFigure({ order, action, currency }: { order: OrderInfo; action: OrderAction; currency: string }) {
  const hero: Record<OrderAction, { label: ReactNode; amount: number }> = {
    review: { label: <Trans>Amount applied for</Trans>, amount: order.principal },
    refused: { label: <Trans>Amount applied for</Trans>, amount: order.principal },
    cancelled: { label: <Trans>Amount applied for</Trans>, amount: order.principal },
    accept: { label: <Trans>Amount approved</Trans>, amount: order.principal },
    ready: { label: <Trans>Ready to withdraw</Trans>, amount: order.balance },
    repay: {
      label: <Trans>Left to repay</Trans>,
      amount: order.outstanding ?? order.periodViews.reduce((sum, p) => sum + Math.max(0, p.amt - p.paid), 0),
    },
    settled: { label: <Trans>Amount borrowed</Trans>, amount: order.principal },
  }
  const { label, amount } = hero[action]
  return (
    <>
      <span id="detail-hero-label" className="hero-label">
        {label}
      </span>
      <Money amount={Math.round(amount * 100) / 100} currency={currency} />
    </>
  )
}

/**
 * The screen's one primary action; for a closed order it stays, disabled, as the issue asks.
 * Withdrawing needs the server at every step: offline it waits, disabled, and says why.
 */
function mainButton(order: OrderInfo, action: OrderAction, closed: boolean, online: boolean): ReactNode {
  if (action === 'accept') {
    return (
      <Link to="/contract" search={{ orderId: order.orderId }} className="btn btn-primary link-btn">
        <Trans>Read and accept the contract</Trans>
      </Link>
    )
  }
  if (action === 'ready') {
    if (!online) {
      return (
        <button type="button" className="btn btn-primary" disabled data-testid="withdraw-offline">
          <Trans>You are offline — this needs a connection</Trans>
        </button>
      )
    }
    return (
      <Link to="/detail/$orderId" params={{ orderId: order.orderId }} search={{ index: 0 }} className="btn btn-primary link-btn">
        <Trans>Withdraw</Trans>
      </Link>
    )
  }
  if (action === 'repay') {
    return (
      <Link to="/repayDetail" search={{ orderId: order.orderId }} className="btn btn-primary link-btn">
        <Trans>Repay</Trans>
      </Link>
    )
  }
  if (closed) {
    return (
      <button type="button" className="btn btn-primary" disabled>
        {action === 'settled' ? <Trans>Loan settled</Trans> : <Trans>Application closed</Trans>}
      </button>
    )
  }
  return null
}
