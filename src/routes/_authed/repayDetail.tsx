import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { RepayDetailScreen } from '../../features/repay/components/repay-detail-screen'
import { positiveInt } from '../-params'

export type RepayDetailSearch = { orderId?: number }

export const Route = createFileRoute('/_authed/repayDetail')({
  // Without an order id: the borrower's latest order.
  validateSearch: (search: Record<string, unknown>): RepayDetailSearch => {
    const orderId = positiveInt(search.orderId)
    return orderId ? { orderId } : {}
  },
  component: RepayDetailRoute,
})

function RepayDetailRoute() {
  const { orderId } = Route.useSearch()
  return <RepayDetailScreen key={orderId ?? 'latest'} orderId={orderId} currency={currencyOf(useCompanyConfigs())} />
}
