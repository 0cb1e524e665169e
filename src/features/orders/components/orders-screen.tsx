import { Trans, useLingui } from '@lingui/react/macro'
import type { Remote } from '../../../api/use-remote'
import { EmptyState } from '../../../ui/empty-state'
import { NotLoaded } from '../../../ui/not-loaded'
import { Page } from '../../../ui/page'
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
        <EmptyState><Trans>You have no loans yet.</Trans></EmptyState>
      ) : (
        <NotLoaded error={error} loading={loading} reload={reload} />
      )}
    </Page>
  )
}
