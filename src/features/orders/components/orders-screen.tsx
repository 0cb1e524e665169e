import { Trans, useLingui } from '@lingui/react/macro'
import type { KeptRemote } from '../../../offline/use-kept-remote'
import { EmptyState } from '../../../ui/empty-state'
import { KeptCopyNote, NotKeptYet } from '../../../ui/kept-copy'
import { Page } from '../../../ui/page'
import type { OrderSummary } from '../api'
import '../orders.css'
import { OrderCard } from './order-card'

type Props = { orders: KeptRemote<OrderSummary[]>; currency: string }

export function OrdersScreen({ orders, currency }: Props) {
  const { t } = useLingui()
  const { data, error, loading, reload, asOf } = orders
  return (
    <Page title={t`My loans`} back>
      <KeptCopyNote asOf={asOf} />
      {data && data.length > 0 ? (
        <ul className="order-list">
          {data.map((order) => (
            <OrderCard key={order.orderId} order={order} currency={currency} />
          ))}
        </ul>
      ) : data ? (
        <EmptyState><Trans>You have no loans yet.</Trans></EmptyState>
      ) : (
        <NotKeptYet error={error} loading={loading} reload={reload} />
      )}
    </Page>
  )
}
