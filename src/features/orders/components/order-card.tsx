import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatDateTime } from '../../../ui/formats'
import { ChevronIcon } from '../../../ui/icons'
import { Money } from '../../../ui/money'
import { StatusChip } from '../../../ui/status-chip'
import type { OrderSummary } from '../api'
import { statusView } from '../status'

export function OrderCard({ order, currency }: { order: OrderSummary; currency: string }) {
  const { t } = useLingui()
  const { orderId, appName, appLogo, status, principal, applyTime } = order
  const when = formatDateTime(applyTime)
  return (
    <li className="card order-card" data-testid={`order-${orderId}`}>
      <div className="order-card-head">
        <img className="order-logo" src={appLogo} alt="" width="40" height="40" />
        <div className="order-card-title">
          <strong>{appName}</strong>
          <span className="muted">{when}</span>
        </div>
        <StatusChip kind={statusView(status).chip} />
      </div>
      <Money amount={principal} currency={currency} className="order-principal" />
      <Link
        to="/detail/$orderId"
        params={{ orderId }}
        className="btn btn-secondary link-btn order-open"
        aria-label={t`Details of the loan applied for on ${when}`}
      >
        <Trans>Details</Trans>
        <ChevronIcon />
      </Link>
    </li>
  )
}
