import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { KeptRemote } from '../../../offline/use-kept-remote'
import { EmptyState } from '../../../ui/empty-state'
import { KeptCopyNote, NotKeptYet } from '../../../ui/kept-copy'
import { Page } from '../../../ui/page'
import type { OrderSummary } from '../api'
import '../orders.css'
import { OrderCard } from './order-card'

/** notice: what the route shows above the list (the borrower's credit from an earlier loan). */
type Props = { orders: KeptRemote<OrderSummary[]>; currency: string; notice?: ReactNode }

export function OrdersScreen({ orders, currency, notice }: Props) {
  const { t } = useLingui()
  const { data, error, loading, reload, asOf } = orders
  return (
    <Page title={t`My loans`} back>
      <KeptCopyNote asOf={asOf} />
      {notice}
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
