import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Remote } from '../../../api/use-remote'
import { LoadError } from '../../../ui/load-error'
import { Page } from '../../../ui/page'
import { Skeleton } from '../../../ui/skeleton'
import type { OrderSummary } from '../api'
import '../orders.css'
import { OrderCard } from './order-card'

type Props = { orders: Remote<OrderSummary[]>; currency: string }

export function OrdersScreen({ orders, currency }: Props) {
  const { t } = useLingui()
  const { data, error, loading, reload } = orders
  return (
    <Page title={t`My loans`} back>
      {data && data.length > 0 ? (
        <ul className="order-list">
          {data.map((order) => (
            <OrderCard key={order.orderId} order={order} currency={currency} />
          ))}
        </ul>
      ) : data ? (
        <div className="card empty-state">
          <p>
            <Trans>You have no loans yet.</Trans>
          </p>
          <Link to="/loan" className="btn btn-primary link-btn">
            <Trans>See our loans</Trans>
          </Link>
        </div>
      ) : error && !loading ? (
        <LoadError error={error} onRetry={() => void reload()} />
      ) : (
        <Skeleton label={t`Loading`} />
      )}
    </Page>
  )
}
